// swift-format-ignore-file
// A browser's delegate as some apps write every WebKit type: qualified with its module (`WebKit.WKWebView`,
// `WebKit.WKNavigationAction`, …), as a file that must not clash with a type of the app's own named alike. On Linux
// the names resolve through NavSim's `WebKit` module, the re-export of `NavSimWebKit` (issue 21): this file is
// compiled as written, with `import WebKit`, in the Swift 5 language mode. `QualifiedNamesTests` runs it.
import Foundation
import WebKit

public final class QualifiedBrowserDelegate: NSObject, WebKit.WKNavigationDelegate, WebKit.WKUIDelegate {
    /// What the delegate heard, in order.
    public private(set) var calls: [String] = []
    /// The windows it opened for the page.
    public private(set) var windows: [WebKit.WKWebView] = []

    public override init() {
        super.init()
    }

    public func webView(_ webView: WebKit.WKWebView, decidePolicyFor navigationAction: WebKit.WKNavigationAction, decisionHandler: @escaping (WebKit.WKNavigationActionPolicy) -> Void) {
        let url: Foundation.URL? = navigationAction.request.url
        let type: WebKit.WKNavigationType = navigationAction.navigationType
        calls.append("decideAction \(url?.path ?? "nil") type=\(type.rawValue)")
        if url?.path == "/blocked" {
            decisionHandler(WebKit.WKNavigationActionPolicy.cancel)
            return
        }
        decisionHandler(WebKit.WKNavigationActionPolicy.allow)
    }

    public func webView(_ webView: WebKit.WKWebView, decidePolicyFor navigationResponse: WebKit.WKNavigationResponse, decisionHandler: @escaping (WebKit.WKNavigationResponsePolicy) -> Void) {
        let response: URLResponse = navigationResponse.response  // FoundationNetworking on Linux: not `Foundation.`-qualified
        calls.append("decideResponse \(response.url?.path ?? "nil") \(response.mimeType ?? "nil")")
        decisionHandler(navigationResponse.canShowMIMEType ? WebKit.WKNavigationResponsePolicy.allow : WebKit.WKNavigationResponsePolicy.cancel)
    }

    public func webView(_ webView: WebKit.WKWebView, didStartProvisionalNavigation navigation: WebKit.WKNavigation!) {
        calls.append("didStartProvisionalNavigation")
    }

    public func webView(_ webView: WebKit.WKWebView, didCommit navigation: WebKit.WKNavigation!) {
        calls.append("didCommit")
    }

    public func webView(_ webView: WebKit.WKWebView, didFinish navigation: WebKit.WKNavigation!) {
        calls.append("didFinish \(webView.url?.path ?? "nil") \(webView.title ?? "nil")")
    }

    public func webView(_ webView: WebKit.WKWebView, didFailProvisionalNavigation navigation: WebKit.WKNavigation!, withError error: Swift.Error) {
        calls.append("didFailProvisionalNavigation \((error as Foundation.NSError).code)")
    }

    public func webViewWebContentProcessDidTerminate(_ webView: WebKit.WKWebView) {
        calls.append("webViewWebContentProcessDidTerminate")
        webView.reload()
    }

    public func webView(_ webView: WebKit.WKWebView, createWebViewWith configuration: WebKit.WKWebViewConfiguration, for navigationAction: WebKit.WKNavigationAction, windowFeatures: WebKit.WKWindowFeatures) -> WebKit.WKWebView? {
        calls.append("createWebViewWith \(navigationAction.request.url?.path ?? "nil") newWindow=\(navigationAction.targetFrame == nil)")
        let window = WebKit.WKWebView(frame: .zero, configuration: configuration)
        windows.append(window)
        return window
    }

    public func webView(_ webView: WebKit.WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WebKit.WKFrameInfo, completionHandler: @escaping (Bool) -> Void) {
        let origin: WebKit.WKSecurityOrigin = frame.securityOrigin
        calls.append("confirm \(message) from \(origin.host) main=\(frame.isMainFrame)")
        completionHandler(true)
    }
}
