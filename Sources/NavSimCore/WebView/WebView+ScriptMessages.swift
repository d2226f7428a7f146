extension WebView {
    /// The page posts a message: `window.webkit.messageHandlers.<name>.postMessage(body)`.
    ///
    /// The strategy registered under the name in the world receives it, with the frame and its origin.
    /// Posting to a name with no handler records an undefined-handler finding: in the page,
    /// `window.webkit.messageHandlers.<name>` is undefined.
    ///
    /// - Parameters:
    ///   - name: The handler name.
    ///   - body: The body.
    ///   - frame: The posting frame; the main frame by default.
    ///   - world: The content world.
    /// - Returns: Whether a strategy received the message.
    @discardableResult
    public func postMessage(
        name: String,
        body: ScriptValue,
        frame: FrameInfo? = nil,
        world: ContentWorld = .page
    ) -> ScriptMessageOutcome {
        guard let strategy = dispatcher.strategy(for: name, in: world) else {
            recordUndefinedHandler(name)
            return .undefined
        }
        strategy.didReceive(ScriptMessage(name: name, body: body, frame: frame ?? mainFrame, world: world, webView: id))
        if recordsEvents { emit(.scriptMessage, nil, .scriptMessage(name: name, body: body, withReply: false)) }
        return .delivered
    }

    /// The page posts a message and awaits the promise `postMessage` returns.
    ///
    /// - Parameters:
    ///   - name: The handler name.
    ///   - body: The body.
    ///   - frame: The posting frame; the main frame by default.
    ///   - world: The content world.
    /// - Returns: What the promise settles with: the strategy's reply, WebKit's rejection when the reply
    ///   handler is dropped uncalled, or a rejection for an undefined handler.
    public func postMessageWithReply(
        name: String,
        body: ScriptValue,
        frame: FrameInfo? = nil,
        world: ContentWorld = .page
    ) async -> ScriptReply {
        guard let strategy = dispatcher.strategy(for: name, in: world) else {
            recordUndefinedHandler(name)
            return .rejected(ScriptMessageDispatcher.undefinedHandlerMessage(name: name))
        }
        let message = ScriptMessage(name: name, body: body, frame: frame ?? mainFrame, world: world, webView: id)
        if recordsEvents { emit(.scriptMessage, nil, .scriptMessage(name: name, body: body, withReply: true)) }
        guard let replying = strategy as? any ScriptMessageReplyStrategy else {
            strategy.didReceive(message)
            return .fulfilled(.null)
        }
        let gate = DecisionGate<ScriptReply>(placeholder: .fulfilled(.null))
        replying.didReceive(
            message,
            replyHandler: ScriptReplyHandler(
                strategy: className(of: replying),
                webView: id,
                log: log
            ) { reply in gate.resolve(reply) }
        )
        return await gate.wait()
    }

    private func recordUndefinedHandler(_ name: String) {
        emit(.scriptMessage, nil, "\(name): undefined handler")
        log.record(
            Finding(
                kind: .undefinedScriptMessageHandler,
                severity: .warning,
                message: ScriptMessageDispatcher.undefinedHandlerMessage(name: name),
                webView: id,
                handler: name,
                step: step
            )
        )
    }
}
