import Synchronization

/// A scenario's page source: listed responses, a default for the rest, latencies drawn from the run's
/// seeded generator in the order the web views ask (so a schedule fixes them).
struct ScenarioPageSource: PageSource {
    let page: ScenarioPage
    let customSchemes: Set<String>
    let random: Locked<ScenarioRandom>

    init(page: ScenarioPage, customSchemes: [String], seed: UInt64) {
        self.page = page
        self.customSchemes = Set(customSchemes)
        self.random = Locked(ScenarioRandom(seed: seed, stream: 0x9A6E))
    }

    func response(for request: ParsedURL) -> PageResponse {
        if let entry = page.responses[String(request.hrefWithoutFragment)] {
            var response = entry.response
            random.withLock { random in
                response.latency = entry.latency.draw(&random)
                response.loadDuration = entry.loadDuration.draw(&random)
            }
            return response
        }
        var response: PageResponse
        if customSchemes.contains(String(request.scheme)) {
            response = PageResponse(title: String(request.path))
        } else {
            response = DefaultPageSource().response(for: request)
        }
        if response.failure == nil, !page.latency.isZero {
            response.latency = random.withLock { page.latency.draw(&$0) }
        }
        return response
    }

    func scripts(for url: String) -> [ScenarioPage.Script] {
        page.responses[String(ParsedURL(url).hrefWithoutFragment)]?.scripts ?? []
    }
}
