import NavSimRuntime
import Synchronization

/// A scenario's page source: listed responses, a default for the rest, latencies drawn from the run's
/// timing (the schedule's seed) in the order the web views ask (so a schedule fixes them).
struct ScenarioPageSource: PageSource {
    let page: ScenarioPage
    let customSchemes: Set<String>
    let timing: ScenarioTiming
    let random: RunRandom

    /// Creates a page source for a run.
    ///
    /// - Parameters:
    ///   - page: The scenario's page.
    ///   - customSchemes: The schemes the configuration registers.
    ///   - timing: The run's timing.
    ///   - varies: Whether the page's latencies can vary (``VaryingStreams/page``), when already known.
    init(page: ScenarioPage, customSchemes: Set<String>, timing: ScenarioTiming, varies: Bool? = nil) {
        self.page = page
        self.customSchemes = customSchemes
        self.timing = timing
        self.random = RunRandom(
            timing.random(.page), varies: varies ?? VaryingStreams.page(page, timing: timing))
    }

    /// A listed response's two durations, drawn together.
    private struct Durations: Equatable {
        var latency: Duration
        var loadDuration: Duration
    }

    func response(for request: ParsedURL) -> PageResponse {
        // A scenario without listed responses (most races) is not asked for one: the lookup copies the URL into
        // a string of its own and hashes it, at every request.
        if !page.responses.isEmpty, let entry = page.responses[String(request.hrefWithoutFragment)] {
            var response = entry.response
            let durations = random.withLock { random in
                Durations(
                    latency: timing.draw(entry.latency, &random),
                    loadDuration: timing.draw(entry.loadDuration, &random))
            }
            response.latency = durations.latency
            response.loadDuration = durations.loadDuration
            return response
        }
        var response: PageResponse
        if !customSchemes.isEmpty, customSchemes.contains(String(request.scheme)) {
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
