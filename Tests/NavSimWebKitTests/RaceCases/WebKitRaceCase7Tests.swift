import NavSim
import NavSimWebKit
import Testing

/// RACE-CASES 7 in WebKit's spelling: a screen adds its `bridge` handler when it appears and forgets to
/// remove it when it goes away; the configuration is used again.
final class BridgeMessageHandler: NSObject, WKScriptMessageHandler {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {}
}

@MainActor
final class BridgeScreen {
    let webView: WKWebView
    let removesOnDisappear: Bool
    private let handler = BridgeMessageHandler()

    init(configuration: WKWebViewConfiguration, removesOnDisappear: Bool) {
        self.webView = WKWebView(frame: .zero, configuration: configuration)
        self.removesOnDisappear = removesOnDisappear
    }

    func viewWillAppear() {
        webView.configuration.userContentController.add(handler, name: "bridge")
    }

    func viewDidDisappear() {
        if removesOnDisappear {
            webView.configuration.userContentController.removeScriptMessageHandler(forName: "bridge")
        }
    }
}

@Suite("RACE-CASES 7 in WebKit's spelling: push, pop, push")
struct WebKitRaceCase7Tests {
    static func program(removesOnDisappear: Bool) -> @Sendable (SimulationContext) async throws -> Void {
        { sim in
            await sim.withWebKit {
                let configuration = WKWebViewConfiguration()
                let first = BridgeScreen(configuration: configuration, removesOnDisappear: removesOnDisappear)
                first.viewWillAppear()
                first.webView.load(URLRequest(url: URL(string: "https://example.com/")!))
                await first.webView.navigationsSettled()
                first.viewDidDisappear()
                let second = BridgeScreen(configuration: configuration, removesOnDisappear: removesOnDisappear)
                second.viewWillAppear()
                second.webView.load(URLRequest(url: URL(string: "https://example.com/")!))
                await second.webView.navigationsSettled()
            }
        }
    }

    @Test("Found by exploration, replayed, and the fix passes 10,000 schedules")
    func raceCase7() throws {
        try checkRaceCase(
            "webkit-race7",
            buggy: Self.program(removesOnDisappear: false),
            fixed: Self.program(removesOnDisappear: true),
            message: "Attempt to add script message handler with name 'bridge' when one already exists."
        )
    }
}
