import NavSim

/// The same recorders written against the core, named as the WebKit ones in messages.
@MainActor
class CoreRecorder: NavigationDelegate, ClassNamedInMessages {
    nonisolated let classNameInMessages: String
    let log: SharedCallLog
    var slow: (() -> Void)?

    init(log: SharedCallLog, className: String = "NavSimWebKitTests.Recorder") {
        self.log = log
        self.classNameInMessages = className
    }

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) {
        let path = String(action.request.path)
        MainActor.assumeIsolated {
            log.calls.append("decideAction \(path)")
            let kept = slow
            slow = nil
            kept?()
            slow = RecorderRule.answer(
                path, allow: { decisionHandler(.allow) }, cancel: { decisionHandler(.cancel) })
        }
    }

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor response: NavigationResponse,
        decisionHandler: DecisionHandler<NavigationResponsePolicy>
    ) {
        let path = String(response.url.path)
        MainActor.assumeIsolated { log.calls.append("decideResponse \(path)") }
        decisionHandler(RecorderRule.response(path) ? .allow : .cancel)
    }

    func webView(
        _ webView: isolated WebView,
        didReceive challenge: AuthenticationChallenge,
        completionHandler: CompletionHandler<AuthenticationChallengeDisposition>
    ) {
        MainActor.assumeIsolated { log.calls.append("challenge \(challenge.host)") }
        completionHandler(.useCredential(NavSim.URLCredential(user: "u", password: "p")))
    }

    func webView(_ webView: isolated WebView, didStartProvisionalNavigation navigation: NavigationID) {
        MainActor.assumeIsolated { log.calls.append("didStartProvisionalNavigation") }
    }

    func webView(_ webView: isolated WebView, didReceiveServerRedirectForProvisionalNavigation navigation: NavigationID)
    {
        MainActor.assumeIsolated { log.calls.append("didReceiveServerRedirect") }
    }

    func webView(_ webView: isolated WebView, didCommit navigation: NavigationID) {
        MainActor.assumeIsolated { log.calls.append("didCommit") }
    }

    func webView(_ webView: isolated WebView, didFinish navigation: NavigationID) {
        MainActor.assumeIsolated { log.calls.append("didFinish") }
    }

    func webView(
        _ webView: isolated WebView,
        didFailProvisionalNavigation navigation: NavigationID,
        withError error: NavigationError
    ) {
        MainActor.assumeIsolated { log.calls.append("didFailProvisionalNavigation \(error.code)") }
    }

    func webView(_ webView: isolated WebView, didFail navigation: NavigationID, withError error: NavigationError) {
        MainActor.assumeIsolated { log.calls.append("didFail \(error.code)") }
    }
}

/// The core's `preferences:` variant (``NavigationDelegateWithPreferences``), named as ``PreferencesRecorder``.
final class CorePreferencesRecorder: CoreRecorder, NavigationDelegateWithPreferences {
    init(log: SharedCallLog) { super.init(log: log, className: "NavSimWebKitTests.PreferencesRecorder") }

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        preferences: WebpagePreferences,
        decisionHandler: DecisionHandler<NavigationActionDecision>
    ) {
        let path = String(action.request.path)
        MainActor.assumeIsolated {
            log.calls.append("decideAction(preferences) \(path)")
            let kept = slow
            slow = nil
            kept?()
            slow = RecorderRule.answer(
                path, allow: { decisionHandler(.allow, preferences) },
                cancel: { decisionHandler(.cancel, preferences) })
        }
    }
}

/// ``UIRecorder`` against the core: the new window is a core web view made with the configuration given.
@MainActor
final class CoreUIRecorder: UIDelegate, ClassNamedInMessages {
    nonisolated let classNameInMessages = "NavSimWebKitTests.UIRecorder"
    let log: SharedCallLog
    let makeWindow: @MainActor (WebViewConfiguration) -> WebView

    init(log: SharedCallLog, makeWindow: @escaping @MainActor (WebViewConfiguration) -> WebView) {
        self.log = log
        self.makeWindow = makeWindow
    }

    func webView(
        _ webView: isolated WebView,
        createWebViewWith configuration: WebViewConfiguration,
        for action: NavigationAction,
        windowFeatures: WindowFeatures
    ) -> WebView? {
        let path = String(action.request.path)
        let newWindow = action.targetFrame == nil
        return MainActor.assumeIsolated {
            log.calls.append("createWebViewWith \(path) newWindow=\(newWindow)")
            return makeWindow(configuration)
        }
    }

    func webView(
        _ webView: isolated WebView,
        runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: FrameInfo,
        completionHandler: CompletionHandler<Void>
    ) {
        let main = frame.isMainFrame
        MainActor.assumeIsolated { log.calls.append("alert \(message) main=\(main)") }
        completionHandler(())
    }

    func webView(
        _ webView: isolated WebView,
        runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: FrameInfo,
        completionHandler: CompletionHandler<Bool>
    ) {
        MainActor.assumeIsolated { log.calls.append("confirm \(message)") }
        if let answer = RecorderRule.confirm(message) { completionHandler(answer) }
    }

    func webView(
        _ webView: isolated WebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: FrameInfo,
        completionHandler: CompletionHandler<String?>
    ) {
        MainActor.assumeIsolated { log.calls.append("prompt \(prompt) default=\(defaultText ?? "nil")") }
        completionHandler(RecorderRule.prompt(prompt))
    }
}

/// ``BridgeRecorder`` against the core.
@MainActor
final class CoreBridgeRecorder: ScriptMessageStrategy, ClassNamedInMessages {
    nonisolated static let identifier = "bridge"
    nonisolated let classNameInMessages = "NavSimWebKitTests.BridgeRecorder"
    let log: SharedCallLog

    init(log: SharedCallLog) { self.log = log }

    nonisolated func didReceive(_ message: ScriptMessage) {
        let body = if case .string(let text) = message.body { text } else { "?" }
        MainActor.assumeIsolated {
            log.calls.append("message \(message.name) \(body) main=\(message.frame.isMainFrame)")
        }
    }
}

/// ``ReplyRecorder`` against the core.
@MainActor
final class CoreReplyRecorder: ScriptMessageReplyStrategy, ClassNamedInMessages {
    nonisolated static let identifier = "reply"
    nonisolated let classNameInMessages = "NavSimWebKitTests.ReplyRecorder"
    let log: SharedCallLog

    init(log: SharedCallLog) { self.log = log }

    nonisolated func didReceive(_ message: ScriptMessage, replyHandler: ScriptReplyHandler) {
        let body = if case .string(let text) = message.body { text } else { "?" }
        MainActor.assumeIsolated { log.calls.append("reply \(message.name) \(body)") }
        if let answer = RecorderRule.reply(body) { replyHandler(.string(answer), nil) }
    }
}
