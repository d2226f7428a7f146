// swift-format-ignore-file
// A script-message bridge and a scheme handler with every WebKit type qualified by its module, compiled as written
// (see `QualifiedBrowserDelegate.swift`).
import Foundation
import WebKit

public final class QualifiedBridge: NSObject, WebKit.WKScriptMessageHandler, WebKit.WKURLSchemeHandler {
    /// The messages' bodies and the scheme tasks' paths, in order.
    public private(set) var received: [String] = []
    private var running: Swift.Set<Swift.ObjectIdentifier> = []

    public override init() {
        super.init()
    }

    /// Installs the bridge and the `app:` scheme in a configuration, as the app's setup does.
    public func install(in configuration: WebKit.WKWebViewConfiguration) {
        let controller: WebKit.WKUserContentController = configuration.userContentController
        controller.add(self, name: "native")
        controller.addUserScript(WebKit.WKUserScript(source: "window.ready = true", injectionTime: WebKit.WKUserScriptInjectionTime.atDocumentEnd, forMainFrameOnly: true))
        configuration.setURLSchemeHandler(self, forURLScheme: "app")
    }

    public func userContentController(_ userContentController: WebKit.WKUserContentController, didReceive message: WebKit.WKScriptMessage) {
        guard let body = message.body as? [String: Any], let action = body["action"] as? String else {
            received.append("message \(message.name): unreadable")
            return
        }
        received.append("message \(message.name) \(action) main=\(message.frameInfo.isMainFrame)")
    }

    public func webView(_ webView: WebKit.WKWebView, start urlSchemeTask: WebKit.WKURLSchemeTask) {
        guard let url: Foundation.URL = urlSchemeTask.request.url else { return }
        running.insert(Swift.ObjectIdentifier(urlSchemeTask))
        received.append("start \(url.path)")
        let html = Foundation.Data("<html>local</html>".utf8)
        urlSchemeTask.didReceive(URLResponse(url: url, mimeType: "text/html", expectedContentLength: html.count, textEncodingName: "utf-8"))
        urlSchemeTask.didReceive(html)
        urlSchemeTask.didFinish()
        running.remove(Swift.ObjectIdentifier(urlSchemeTask))
    }

    public func webView(_ webView: WebKit.WKWebView, stop urlSchemeTask: WebKit.WKURLSchemeTask) {
        received.append("stop \(urlSchemeTask.request.url?.path ?? "nil") running=\(running.contains(Swift.ObjectIdentifier(urlSchemeTask)))")
    }
}
