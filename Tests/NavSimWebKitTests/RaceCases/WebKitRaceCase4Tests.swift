import NavSim
import NavSimWebKit
import Testing

/// RACE-CASES 4 in WebKit's spelling (react-native-webview PR #4004): the decision is asked of the page's
/// script; when the script throws, the app's callback returns early and the kept handler is never called.
final class ScriptDecidingDelegate: NSObject, WKNavigationDelegate {
    let answersInDefer: Bool
    private var pending: [Int: (WKNavigationActionPolicy) -> Void] = [:]
    private var lastKey = 0

    init(answersInDefer: Bool) { self.answersInDefer = answersInDefer }

    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        guard navigationAction.navigationType == .linkActivated, let url = navigationAction.request.url else {
            decisionHandler(.allow)
            return
        }
        lastKey += 1
        let key = lastKey
        pending[key] = decisionHandler
        webView.evaluateJavaScript("onShouldStartLoadWithRequest('\(url.absoluteString)')") { [self] result, error in
            if answersInDefer {
                var allow = false
                defer { pending.removeValue(forKey: key)?(allow ? .allow : .cancel) }
                guard error == nil else { return }
                allow = (result as? Bool) ?? false
            } else {
                guard error == nil else { return }  // the script threw: swallowed, nothing answers
                pending.removeValue(forKey: key)?((result as? Bool) == true ? .allow : .cancel)
            }
        }
    }
}

@Suite("RACE-CASES 4 in WebKit's spelling: a decision callback that throws")
struct WebKitRaceCase4Tests {
    static let pages = StaticPageSource([
        "https://example.com/": PageResponse(
            page: PageModel(javaScript: [
                "onShouldStartLoadWithRequest('https://example.com/next')": .exception("handler not registered")
            ])
        )
    ])

    static func program(answersInDefer: Bool) -> @Sendable (SimulationContext) async throws -> Void {
        { sim in
            await sim.withWebKit(pageSource: Self.pages) {
                let delegate = ScriptDecidingDelegate(answersInDefer: answersInDefer)
                let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
                webView.navigationDelegate = delegate
                webView.load(URLRequest(url: URL(string: "https://example.com/")!))
                await webView.navigationsSettled()
                // The user taps a link on the page.
                await webView.core.load("https://example.com/next", type: .linkActivated)
                await webView.navigationsSettled()
            }
        }
    }

    @Test("Found by exploration (the navigation hangs), replayed, and the fix passes 10,000 schedules")
    func raceCase4() throws {
        try checkRaceCase(
            "webkit-race4",
            buggy: Self.program(answersInDefer: false),
            fixed: Self.program(answersInDefer: true),
            kind: .hang
        )
    }
}
