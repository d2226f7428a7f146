// swift-format-ignore-file
// The two handlers the article's final factory names but never shows ("// More..."), written as the
// flag-driven delegate's own branches: NavSim's additions, not the article's code.
import WebKit

final class HomePageTabSwitchNavigationActionHandler: NavigationActionHandler {
    var nextHandler: NavigationActionHandler?

    func handle(webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) -> Bool {
        guard let url = navigationAction.request.url, url.absoluteString == "https://zhgchg.li" else {
            return false
        }
        print("Switch UITabBarController to Index 0")
        decisionHandler(.cancel)
        return true
    }
}

final class NativeViewControllerNavigationActionHandler: NavigationActionHandler {
    var nextHandler: NavigationActionHandler?

    func handle(webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) -> Bool {
        guard let url = navigationAction.request.url, url.pathComponents.count >= 3,
              ["product", "shop"].contains(url.pathComponents[1]) else {
            return false
        }
        print("Present \(url.pathComponents[1]) view controller(\(url.pathComponents[2]))")
        decisionHandler(.cancel)
        return true
    }
}
