import NavSim
import NavSimWebKit
import NavSimWebKitFixtures
import Testing

/// RACE-CASES 6, version A, in WebKit's spelling (cordova-ios #1605): the app's scheme handler
/// (`BackgroundFileSchemeHandler`, a fixture written with `import WebKit` and plain `DispatchQueue`s) answers
/// the response on the main queue and the data from a background read; the page replaces itself at once.
@Suite("RACE-CASES 6A in WebKit's spelling: background read, data before the response")
struct WebKitRaceCase6Tests {
    static func program(_ version: BackgroundFileSchemeHandler.Version)
        -> @Sendable (SimulationContext) async throws -> Void
    {
        { sim in
            try await sim.withWebKit {
                let configuration = WKWebViewConfiguration()
                configuration.setURLSchemeHandler(BackgroundFileSchemeHandler(version), forURLScheme: "app")
                let webView = WKWebView(frame: .zero, configuration: configuration)
                webView.load(URLRequest(url: URL(string: "app://localhost/index.html")!))
                // The page runs `location.replace('next.html')` as soon as it can.
                let page = sim.spawn(name: "location.replace") {
                    await MainActor.run {
                        _ = webView.load(URLRequest(url: URL(string: "app://localhost/next.html")!))
                    }
                }
                try await page.value
                await webView.navigationsSettled()
            }
        }
    }

    @Test("Found by exploration, replayed byte for byte, and the fix passes 10,000 schedules")
    func raceCase6A() throws {
        try checkRaceCase(
            "webkit-race6a",
            buggy: Self.program(.a),
            fixed: Self.program(.fixed),
            message: "No response has been sent for this task"
        )
    }
}
