import NavSim

/// A `WKScriptMessageHandlerWithReply` as the core's replying strategy, in whichever spelling the app wrote.
///
/// On the main actor, as every `WKWebView`: the core calls it on the web view's isolation, the main actor.
@MainActor
final class ScriptMessageReplyAdapter: ScriptMessageReplyStrategy, ClassNamedInMessages {
    nonisolated static let identifier = ""
    private let handler: any WKScriptMessageHandlerWithReply
    private weak var controller: WKUserContentController?
    nonisolated let classNameInMessages: String

    init(handler: any WKScriptMessageHandlerWithReply, controller: WKUserContentController) {
        self.handler = handler
        self.controller = controller
        self.classNameInMessages = objectiveCClassName(of: type(of: handler))
    }

    nonisolated func didReceive(_ message: ScriptMessage, replyHandler: ScriptReplyHandler) {
        MainActor.assumeIsolated {
            guard let controller else { return }
            let handler = self.handler
            let webView = controller.environment.webViews.webView(message.webView)
            let wkMessage = WKScriptMessage(message, webView: webView)
            let reply: @Sendable (Any?, String?) -> Void = { value, error in
                replyHandler(ScriptValue(foundationObject: value), error)
            }
            let sendable = OptionalMethodCache.call("reply.sendable", on: handler) {
                (handler as any WKScriptMessageHandlerWithReplySpellings).userContentController(
                    controller, didReceive: wkMessage, replyHandler: reply)
            }
            if sendable { return }
            let mainActor = OptionalMethodCache.call("reply.mainActor", on: handler) {
                handler.userContentController(
                    controller, didReceive: wkMessage,
                    replyHandler: { @MainActor value, error in reply(value, error) })
            }
            if mainActor { return }
            guard let webView, OptionalMethodCache.implementation(of: "reply.async", in: handler) != .missing else {
                return  // nothing implemented: the reply is dropped, the page's promise rejected
            }
            webView.track("didReceive \(message.name)") {
                let (answer, defaulted) = await OptionalMethod.isDefaultAsync {
                    await handler.userContentController(controller, didReceive: wkMessage)
                }
                webView.learnAsync("reply.async", of: handler, defaulted: defaulted)
                if !defaulted { replyHandler(ScriptValue(foundationObject: answer.0), answer.1) }
            }
        }
    }
}
