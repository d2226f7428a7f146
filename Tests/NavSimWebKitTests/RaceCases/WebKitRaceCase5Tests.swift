import NavSim
import NavSimWebKit
import NavSimWebKitFixtures
import Testing

/// RACE-CASES 5 in WebKit's spelling (wikipedia-ios PR #2982): the app's scheme handler
/// (`ArticleSchemeHandler`, a fixture written with `import WebKit` and plain `DispatchQueue`s) serves the
/// article from a serial queue; the reader navigates away while it reads.
@Suite("RACE-CASES 5 in WebKit's spelling: stop marks the task inactive later")
struct WebKitRaceCase5Tests {
    static func program(_ version: ArticleSchemeHandler.Version) -> @Sendable (SimulationContext) async throws -> Void {
        { sim in
            try await sim.withWebKit {
                let configuration = WKWebViewConfiguration()
                configuration.setURLSchemeHandler(ArticleSchemeHandler(version), forURLScheme: "app")
                let webView = WKWebView(frame: .zero, configuration: configuration)
                webView.load(URLRequest(url: URL(string: "app://local/article.html")!))
                // The reader taps a link while the article is read, whenever the schedule lets them.
                let reader = sim.spawn(name: "reader") {
                    await MainActor.run { _ = webView.load(URLRequest(url: URL(string: "https://example.com/")!)) }
                }
                try await reader.value
                await webView.navigationsSettled()
            }
        }
    }

    @Test("Found by exploration, replayed byte for byte, and the fix passes 10,000 schedules")
    func raceCase5() throws {
        // A race: only some interleavings fail (the serving block ends before the reader taps in the others).
        let rate = Explorer.failureRate(seeds: 0..<200, name: "webkit-race5", Self.program(.deferredStop))
        #expect(rate.failures > 0 && rate.failures < rate.schedulesRun, "\(rate)")
        try checkRaceCase(
            "webkit-race5",
            buggy: Self.program(.deferredStop),
            fixed: Self.program(.mainThread),
            message: "This task has already been stopped"
        )
    }
}
