import NavSim
import NavSimWebKit
import Testing

/// RACE-CASES 1 in WebKit's spelling: the classic flag-driven delegate, `.cancel` without `return`. Not final:
/// `ColdClassTraceTests` runs it as a class of its own.
class ClassicDelegate: NSObject, WKNavigationDelegate {
    let returnsAfterDeciding: Bool

    init(returnsAfterDeciding: Bool) { self.returnsAfterDeciding = returnsAfterDeciding }

    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        guard let url = navigationAction.request.url else {
            decisionHandler(.allow)
            return
        }
        if url.pathComponents.count >= 3, ["product", "shop"].contains(url.pathComponents[1]) {
            decisionHandler(.cancel)
            if returnsAfterDeciding { return }
        }
        decisionHandler(.allow)
    }
}

@Suite("RACE-CASES 1 in WebKit's spelling: fall-through after cancel")
struct WebKitRaceCase1Tests {
    /// The app's program; `makeDelegate` makes its delegate (a subclass, for a class no other run has used).
    static func program(
        returnsAfterDeciding: Bool,
        makeDelegate: @escaping @MainActor @Sendable (_ returnsAfterDeciding: Bool) -> ClassicDelegate = {
            ClassicDelegate(returnsAfterDeciding: $0)
        }
    ) -> @Sendable (SimulationContext) async throws -> String? {
        { sim in
            await sim.withWebKit {
                let delegate = makeDelegate(returnsAfterDeciding)
                let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
                webView.navigationDelegate = delegate
                webView.load(URLRequest(url: URL(string: "https://example.com/")!))
                webView.load(URLRequest(url: URL(string: "https://example.com/product/1234")!))
                await webView.navigationsSettled()
                sim.expect(webView.url?.absoluteString == "https://example.com/", "the product page stays native")
                return webView.url?.absoluteString
            }
        }
    }

    @Test("Found by exploration, replayed, and the fix passes 10,000 schedules")
    func raceCase1() throws {
        try checkRaceCase(
            "webkit-race1",
            buggy: Self.program(returnsAfterDeciding: false),
            fixed: Self.program(returnsAfterDeciding: true),
            message:
                "Completion handler passed to -[NavSimWebKitTests.ClassicDelegate webView:decidePolicyForNavigationAction:decisionHandler:] was called more than once"
        )
    }
}
