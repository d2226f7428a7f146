/// The `@Sendable` and plain spellings of ``WKScriptMessageHandlerWithReply``'s reply handler (see
/// ``WKNavigationDelegateHandlerSpellings`` for why they live apart). Apps never name this protocol.
@MainActor
public protocol WKScriptMessageHandlerWithReplySpellings: AnyObject {
    /// Receives a message and replies.
    ///
    /// - Parameters:
    ///   - userContentController: The controller.
    ///   - message: The message.
    ///   - replyHandler: Call it exactly once: a value, or `nil` and an error message.
    func userContentController(
        _ userContentController: WKUserContentController,
        didReceive message: WKScriptMessage,
        replyHandler: @escaping @Sendable (Any?, String?) -> Void
    )
}

extension WKScriptMessageHandlerWithReplySpellings {
    // Not implemented: the adapter asks the next spelling.
    @preconcurrency
    public func userContentController(
        _ userContentController: WKUserContentController,
        didReceive message: WKScriptMessage,
        replyHandler: @escaping @Sendable (Any?, String?) -> Void
    ) { OptionalMethod.defaulted() }
}

/// Receives the messages the page posts to a name and answers the page's promise
/// (`WKScriptMessageHandlerWithReply`), in the completion-handler or the `async` form.
@MainActor
public protocol WKScriptMessageHandlerWithReply: NSObjectProtocol, WKScriptMessageHandlerWithReplySpellings {
    /// Receives a message and replies (handler `@MainActor`).
    ///
    /// - Parameters:
    ///   - userContentController: The controller.
    ///   - message: The message.
    ///   - replyHandler: Call it exactly once: a value, or `nil` and an error message.
    func userContentController(
        _ userContentController: WKUserContentController,
        didReceive message: WKScriptMessage,
        replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void
    )

    /// Receives a message and replies (`async` form).
    ///
    /// - Parameters:
    ///   - userContentController: The controller.
    ///   - message: The message.
    /// - Returns: A value, or `nil` and an error message.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
        async -> (Any?, String?)
}

extension WKScriptMessageHandlerWithReply {
    // Not implemented: the adapter asks the next spelling.
    @preconcurrency
    public func userContentController(
        _ userContentController: WKUserContentController,
        didReceive message: WKScriptMessage,
        replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void
    ) { OptionalMethod.defaulted() }

    // Not implemented: the reply is dropped, and the page's promise rejected.
    @preconcurrency
    public func userContentController(
        _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
    )
        async -> (Any?, String?)
    {
        OptionalMethod.defaulted()
        return (nil, nil)
    }
}
