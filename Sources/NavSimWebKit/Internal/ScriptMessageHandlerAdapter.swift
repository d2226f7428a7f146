import NavSim

/// A `WKScriptMessageHandler` as the core's strategy: called on the web view's isolation, the main actor.
///
/// On the main actor, as every `WKWebView`: the core calls it on the web view's isolation, the main actor.
@MainActor
final class ScriptMessageHandlerAdapter: ScriptMessageStrategy, ClassNamedInMessages {
    nonisolated static let identifier = ""
    private let handler: any WKScriptMessageHandler
    private weak var controller: WKUserContentController?
    nonisolated let classNameInMessages: String

    init(handler: any WKScriptMessageHandler, controller: WKUserContentController) {
        self.handler = handler
        self.controller = controller
        self.classNameInMessages = objectiveCClassName(of: type(of: handler))
    }

    nonisolated func didReceive(_ message: ScriptMessage) {
        MainActor.assumeIsolated {
            guard let controller else { return }
            let webView = controller.environment.webViews.webView(message.webView)
            handler.userContentController(controller, didReceive: WKScriptMessage(message, webView: webView))
        }
    }
}
