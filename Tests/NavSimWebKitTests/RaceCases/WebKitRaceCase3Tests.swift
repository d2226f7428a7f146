import NavSim
import NavSimWebKit
import Testing

/// RACE-CASES 3 in WebKit's spelling (WebViewJavascriptBridge #278, #315): the bridge cancels its own
/// scheme's navigation with no `return`, then forwards the same handler to the app's delegate.
final class WebViewJavascriptBridge: NSObject, WKNavigationDelegate {
    weak var appDelegate: (any WKNavigationDelegate)?
    let returnsAfterCancel: Bool

    init(returnsAfterCancel: Bool) { self.returnsAfterCancel = returnsAfterCancel }

    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
        if navigationAction.request.url?.scheme == "wvjbscheme" {
            // the bridge flushes the page's message queue here
            decisionHandler(.cancel)
            if returnsAfterCancel { return }
        }
        if let appDelegate {
            appDelegate.webView(webView, decidePolicyFor: navigationAction, decisionHandler: decisionHandler)
        } else {
            decisionHandler(.allow)
        }
    }
}

final class AllowingAppDelegate: NSObject, WKNavigationDelegate {
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
        decisionHandler(.allow)
    }
}

@Suite("RACE-CASES 3 in WebKit's spelling: a bridge that decides and forwards")
struct WebKitRaceCase3Tests {
    static func program(returnsAfterCancel: Bool) -> @Sendable (SimulationContext) async throws -> Void {
        { sim in
            await sim.withWebKit {
                let app = AllowingAppDelegate()
                let bridge = WebViewJavascriptBridge(returnsAfterCancel: returnsAfterCancel)
                bridge.appDelegate = app
                let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
                webView.navigationDelegate = bridge
                webView.load(URLRequest(url: URL(string: "https://example.com/")!))
                await webView.navigationsSettled()
                webView.load(URLRequest(url: URL(string: "wvjbscheme://__BRIDGE_LOADED__")!))
                await webView.navigationsSettled()
            }
        }
    }

    @Test("Found by exploration, replayed, and the fix passes 10,000 schedules")
    func raceCase3() throws {
        try checkRaceCase(
            "webkit-race3",
            buggy: Self.program(returnsAfterCancel: false),
            fixed: Self.program(returnsAfterCancel: true),
            message:
                "Completion handler passed to -[NavSimWebKitTests.WebViewJavascriptBridge webView:decidePolicyForNavigationAction:decisionHandler:] was called more than once"
        )
    }
}
