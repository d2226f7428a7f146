import NavSim
import NavSimWebKit

/// The calls of one run's delegates (several web views', or a navigation, UI and script-message delegate's), in
/// the order they came.
@MainActor
final class SharedCallLog {
    var calls: [String] = []
}

/// What a recorder answers, by path, message or body: the same rules for the WebKit-spelled delegates and the
/// core's.
enum RecorderRule {
    /// `/cancel` cancels, `/twice` calls the handler twice, `/drop` drops it, `/slow` decides at the next
    /// decision (so the next load supersedes it), anything else allows.
    static func action(_ path: String) -> String {
        switch path {
        case "/cancel", "/twice", "/drop", "/slow": String(path.dropFirst())
        default: "allow"
        }
    }

    /// Answers an action decision by path through `allow` and `cancel`, the app's handler in either spelling.
    ///
    /// - Returns: What `/slow` keeps to call at the next decision.
    static func answer(_ path: String, allow: @escaping () -> Void, cancel: () -> Void) -> (() -> Void)? {
        switch action(path) {
        case "cancel": cancel()
        case "twice":
            allow()
            allow()
        case "drop": break
        case "slow": return allow
        default: allow()
        }
        return nil
    }

    /// `/no-response` cancels the response.
    static func response(_ path: String) -> Bool { path != "/no-response" }

    /// A confirm panel's answer; `nil` drops its handler (`drop`).
    static func confirm(_ message: String) -> Bool? { message == "drop" ? nil : true }

    /// A prompt's answer.
    static func prompt(_ prompt: String) -> String { "typed \(prompt)" }

    /// A reply to a message's body; `nil` drops the reply handler (`drop`).
    static func reply(_ body: String) -> String? { body == "drop" ? nil : body.uppercased() }
}

/// Every `WKNavigationDelegate` method, recorded in the order WebKit calls them; the action decided by the plain
/// method.
final class Recorder: NSObject, WKNavigationDelegate {
    let log: SharedCallLog
    var calls: [String] { log.calls }
    private var slow: (() -> Void)?

    init(log: SharedCallLog = SharedCallLog()) { self.log = log }

    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        let path = navigationAction.request.url?.path ?? ""
        log.calls.append("decideAction \(path)")
        let kept = slow
        slow = nil
        kept?()
        slow = RecorderRule.answer(path, allow: { decisionHandler(.allow) }, cancel: { decisionHandler(.cancel) })
    }

    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
    ) {
        let path = navigationResponse.response.url?.path ?? ""
        log.calls.append("decideResponse \(path)")
        decisionHandler(RecorderRule.response(path) ? .allow : .cancel)
    }

    func webView(
        _ webView: WKWebView,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, FoundationURLCredential?) -> Void
    ) {
        log.calls.append("challenge \(challenge.protectionSpace.host)")
        completionHandler(.useCredential, FoundationURLCredential(user: "u", password: "p", persistence: .none))
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        log.calls.append("didStartProvisionalNavigation")
    }

    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {
        log.calls.append("didReceiveServerRedirect")
    }

    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { log.calls.append("didCommit") }
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { log.calls.append("didFinish") }

    func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) {
        log.calls.append("didFailProvisionalNavigation \((error as NSError).code)")
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
        log.calls.append("didFail \((error as NSError).code)")
    }

    func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
        log.calls.append("webViewWebContentProcessDidTerminate")
        webView.reload()
    }
}

/// ``Recorder`` with the action decided by the `preferences:` variant; its plain method, which WebKit never
/// calls then, records that it was.
final class PreferencesRecorder: NSObject, WKNavigationDelegate {
    let log: SharedCallLog
    private var slow: (() -> Void)?

    init(log: SharedCallLog) { self.log = log }

    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        preferences: WKWebpagePreferences,
        decisionHandler: @escaping (WKNavigationActionPolicy, WKWebpagePreferences) -> Void
    ) {
        let path = navigationAction.request.url?.path ?? ""
        log.calls.append("decideAction(preferences) \(path)")
        let kept = slow
        slow = nil
        kept?()
        slow = RecorderRule.answer(
            path, allow: { decisionHandler(.allow, preferences) }, cancel: { decisionHandler(.cancel, preferences) })
    }

    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        log.calls.append("plain decideAction called beside the preferences: variant")
        decisionHandler(.allow)
    }

    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
    ) {
        let path = navigationResponse.response.url?.path ?? ""
        log.calls.append("decideResponse \(path)")
        decisionHandler(RecorderRule.response(path) ? .allow : .cancel)
    }

    func webView(
        _ webView: WKWebView,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, FoundationURLCredential?) -> Void
    ) {
        log.calls.append("challenge \(challenge.protectionSpace.host)")
        completionHandler(.useCredential, FoundationURLCredential(user: "u", password: "p", persistence: .none))
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        log.calls.append("didStartProvisionalNavigation")
    }

    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {
        log.calls.append("didReceiveServerRedirect")
    }

    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { log.calls.append("didCommit") }
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { log.calls.append("didFinish") }

    func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) {
        log.calls.append("didFailProvisionalNavigation \((error as NSError).code)")
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
        log.calls.append("didFail \((error as NSError).code)")
    }

    func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
        log.calls.append("webViewWebContentProcessDidTerminate")
        webView.reload()
    }
}

/// Every `WKUIDelegate` method: windows for the page, their close, and the three panels.
final class UIRecorder: NSObject, WKUIDelegate {
    let log: SharedCallLog
    var windows: [WKWebView] = []

    init(log: SharedCallLog) { self.log = log }

    func webView(
        _ webView: WKWebView,
        createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
        let path = navigationAction.request.url?.path ?? ""
        log.calls.append("createWebViewWith \(path) newWindow=\(navigationAction.targetFrame == nil)")
        let window = WKWebView(frame: .zero, configuration: configuration)
        window.uiDelegate = self
        windows.append(window)
        return window
    }

    func webViewDidClose(_ webView: WKWebView) {
        log.calls.append("webViewDidClose \(webView.url?.path ?? "nil")")
        windows.removeAll { $0 === webView }
    }

    func webView(
        _ webView: WKWebView,
        runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping () -> Void
    ) {
        log.calls.append("alert \(message) main=\(frame.isMainFrame)")
        completionHandler()
    }

    func webView(
        _ webView: WKWebView,
        runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping (Bool) -> Void
    ) {
        log.calls.append("confirm \(message)")
        if let answer = RecorderRule.confirm(message) { completionHandler(answer) }
    }

    func webView(
        _ webView: WKWebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping (String?) -> Void
    ) {
        log.calls.append("prompt \(prompt) default=\(defaultText ?? "nil")")
        completionHandler(RecorderRule.prompt(prompt))
    }
}

/// The page's messages without a reply.
final class BridgeRecorder: NSObject, WKScriptMessageHandler {
    let log: SharedCallLog

    init(log: SharedCallLog) { self.log = log }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        log.calls.append(
            "message \(message.name) \(message.body as? String ?? "?") main=\(message.frameInfo.isMainFrame)")
    }
}

/// The page's messages with a reply, answered in the completion-handler form (or dropped).
final class ReplyRecorder: NSObject, WKScriptMessageHandlerWithReply {
    let log: SharedCallLog

    init(log: SharedCallLog) { self.log = log }

    func userContentController(
        _ userContentController: WKUserContentController,
        didReceive message: WKScriptMessage,
        replyHandler: @escaping (Any?, String?) -> Void
    ) {
        let body = message.body as? String ?? "?"
        log.calls.append("reply \(message.name) \(body)")
        if let answer = RecorderRule.reply(body) { replyHandler(answer, nil) }
    }
}

/// The WebKit-spelled delegates of one run, sharing one call log.
@MainActor
final class FacadeDelegates {
    let log: SharedCallLog
    let navigation: any WKNavigationDelegate
    let ui: UIRecorder
    let bridge: BridgeRecorder
    let reply: ReplyRecorder

    init(_ variant: EquivalenceTests.Variant) {
        let log = SharedCallLog()
        self.log = log
        switch variant {
        case .plain: navigation = Recorder(log: log)
        case .preferences: navigation = PreferencesRecorder(log: log)
        }
        ui = UIRecorder(log: log)
        bridge = BridgeRecorder(log: log)
        reply = ReplyRecorder(log: log)
    }
}
