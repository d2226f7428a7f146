import NavSimRuntime
import Synchronization

/// A scenario's page source: listed responses, a default for the rest, latencies drawn from the run's
/// timing (the schedule's seed) in the order the web views ask (so a schedule fixes them).
struct ScenarioPageSource: PageSource {
    let page: ScenarioPage
    let customSchemes: Set<String>
    let timing: ScenarioTiming
    let random: LockedRandom

    init(page: ScenarioPage, customSchemes: Set<String>, timing: ScenarioTiming) {
        self.page = page
        self.customSchemes = customSchemes
        self.timing = timing
        self.random = LockedRandom(timing.random(.page))
    }

    func response(for request: ParsedURL) -> PageResponse {
        if let entry = page.responses[String(request.hrefWithoutFragment)] {
            var response = entry.response
            random.withLock { random in
                response.latency = timing.draw(entry.latency, &random)
                response.loadDuration = timing.draw(entry.loadDuration, &random)
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
            response.latency = random.withLock { timing.draw(page.latency, &$0) }
        }
        return response
    }

    func scripts(for url: String) -> [ScenarioPage.Script] {
        page.responses[String(ParsedURL(url).hrefWithoutFragment)]?.scripts ?? []
    }
}
