// swift-format-ignore-file
// RACE-CASES 2's fix, in the article's vocabulary: NavSim's, not the article's.
import WebKit

/// The article's deep-link handler with its check restored: it passes what it cannot open.
final class CheckingDeeplinkHandler: NavigationActionHandler {
    var nextHandler: NavigationActionHandler?

    func handle(
        webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) -> Bool {
        guard let url = navigationAction.request.url, url.scheme == "zhgchgli" else { return false }
        decisionHandler(.cancel)
        return true
    }
}

