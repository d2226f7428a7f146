extension WebView {
    /// Sets the UI delegate (`uiDelegate`): new windows and JavaScript panels.
    ///
    /// - Parameter delegate: The delegate, or `nil` for WebKit's defaults.
    public func setUIDelegate(_ delegate: sending (any UIDelegate)?) {
        uiDelegate = delegate
    }

    /// `alert(message)`: blocks until answered; OK without a UI delegate.
    ///
    /// - Parameters:
    ///   - message: The message.
    ///   - frame: The frame whose script asks; the main frame by default.
    public func runAlert(_ message: String, frame: FrameInfo? = nil) async {
        await runAlert(message, frame: frame ?? mainFrame, navigation: pageNavigation)
    }

    /// `confirm(message)`: blocks until answered; `false` without a UI delegate.
    ///
    /// - Parameters:
    ///   - message: The message.
    ///   - frame: The frame whose script asks; the main frame by default.
    /// - Returns: The user's choice.
    public func runConfirm(_ message: String, frame: FrameInfo? = nil) async -> Bool {
        await runConfirm(message, frame: frame ?? mainFrame, navigation: pageNavigation)
    }

    /// `prompt(message, defaultText)`: blocks until answered; `nil` without a UI delegate.
    ///
    /// - Parameters:
    ///   - message: The prompt.
    ///   - defaultText: The text the field starts with.
    ///   - frame: The frame whose script asks; the main frame by default.
    /// - Returns: The text, or `nil` for Cancel.
    public func runPrompt(_ message: String, defaultText: String? = nil, frame: FrameInfo? = nil) async -> String? {
        await runPrompt(message, defaultText: defaultText, frame: frame ?? mainFrame, navigation: pageNavigation)
    }

    func runAlert(_ message: String, frame: FrameInfo, navigation: NavigationID?) async {
        guard let delegate = uiDelegate else {
            emit(.panel, navigation, "alert \"\(message)\" answered OK (no UI delegate)")
            return
        }
        let _: Void = await askUI(
            delegate,
            selector: WebKitMessages.Selector.runJavaScriptAlertPanel,
            navigation: navigation,
            fallback: ()
        ) { handler in
            delegate.webView(
                self, runJavaScriptAlertPanelWithMessage: message, initiatedByFrame: frame, completionHandler: handler)
        }
    }

    func runConfirm(_ message: String, frame: FrameInfo, navigation: NavigationID?) async -> Bool {
        guard let delegate = uiDelegate else {
            emit(.panel, navigation, "confirm \"\(message)\" answered false (no UI delegate)")
            return false
        }
        return await askUI(
            delegate,
            selector: WebKitMessages.Selector.runJavaScriptConfirmPanel,
            navigation: navigation,
            fallback: false
        ) { handler in
            delegate.webView(
                self, runJavaScriptConfirmPanelWithMessage: message, initiatedByFrame: frame, completionHandler: handler
            )
        }
    }

    func runPrompt(_ message: String, defaultText: String?, frame: FrameInfo, navigation: NavigationID?) async
        -> String?
    {
        guard let delegate = uiDelegate else {
            emit(.panel, navigation, "prompt \"\(message)\" answered nil (no UI delegate)")
            return nil
        }
        return await askUI(
            delegate,
            selector: WebKitMessages.Selector.runJavaScriptTextInputPanel,
            navigation: navigation,
            fallback: String?.none
        ) { handler in
            delegate.webView(
                self,
                runJavaScriptTextInputPanelWithPrompt: message,
                defaultText: defaultText,
                initiatedByFrame: frame,
                completionHandler: handler
            )
        }
    }

    /// Hands a checked completion handler to a delegate and waits for its first call. Released uncalled,
    /// the handler records `… was not called` and the panel answers `fallback` so the run can continue.
    ///
    /// The answer takes effect when the handler is called, as WebKit sends the reply to the page at the
    /// call: when the web view takes a step before this task resumes, that step records the answer first
    /// (``applyAnswersMade()``).
    func askUI<Value: Sendable>(
        _ delegate: AnyObject,
        selector: String,
        navigation: NavigationID?,
        fallback: Value,
        _ call: (CompletionHandler<Value>) -> Void
    ) async -> Value {
        let className = className(of: delegate)
        let gate = DecisionGate<Answer<Value>>(placeholder: Answer(value: nil))
        let site = completionHandlerSite(className: className, selector: selector, navigation: navigation)
        let name = selector.split(separator: ":").dropFirst().first.map(String.init) ?? selector
        emit(.panel, navigation, "\(name) asked of \(className)")
        call(CompletionHandler<Value>(site: site) { value in gate.resolve(Answer(value: value)) })
        let pending = PendingAnswer {
            guard let answer = gate.value else { return false }
            self.emit(
                .panel, navigation, "\(name) answered \(answer.value.map { "\($0)" } ?? "nothing (released uncalled)")")
            return true
        }
        pendingAnswers.append(pending)
        let answer = await gate.wait()
        if let index = pendingAnswers.firstIndex(where: { $0 === pending }) {
            pendingAnswers.remove(at: index)
            _ = pending.recordIfMade()
        }
        return answer.value ?? fallback
    }
}

/// A panel's or challenge's answer the web view waits for: recorded at the web view's next step once the
/// handler has been called, or when the waiting task resumes, whichever comes first.
///
/// `@unchecked Sendable`: created, read and removed on the web view's isolation only.
final class PendingAnswer: @unchecked Sendable {
    /// Records the answer when it was made; says whether it was.
    let recordIfMade: () -> Bool

    init(recordIfMade: @escaping () -> Bool) {
        self.recordIfMade = recordIfMade
    }
}
