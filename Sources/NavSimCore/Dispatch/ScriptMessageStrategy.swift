/// Handles the messages posted to one name: a concrete strategy of the dispatcher
/// (`WKScriptMessageHandler`, and `WKScriptMessageHandlerWithReply` through ``ScriptMessageReplyStrategy``).
///
/// The user content controller holds strategies strongly and calls them on the web view's isolation.
///
/// ```swift
/// final class PageStrategy: ScriptMessageStrategy {
///     static let identifier = "page"
///     let received = Mutex(0)
///     func didReceive(_ message: ScriptMessage) { received.withLock { $0 += 1 } }
/// }
/// ```
public protocol ScriptMessageStrategy: AnyObject, Sendable {
    /// The name the strategy is registered under by the builder's `add(strategy:)`.
    static var identifier: String { get }

    /// Handles a message.
    ///
    /// - Parameter message: The message, with its frame and origin.
    func didReceive(_ message: ScriptMessage)
}

/// A strategy that answers the page's `postMessage` promise (`WKScriptMessageHandlerWithReply`).
public protocol ScriptMessageReplyStrategy: ScriptMessageStrategy {
    /// Handles a message and answers through the reply handler, exactly once.
    ///
    /// - Parameters:
    ///   - message: The message, with its frame and origin.
    ///   - replyHandler: Fulfils or rejects the page's promise; call it once.
    func didReceive(_ message: ScriptMessage, replyHandler: ScriptReplyHandler)
}

extension ScriptMessageReplyStrategy {
    /// Messages posted without a reply are handed to the reply form with a handler nobody awaits.
    ///
    /// - Parameter message: The message.
    public func didReceive(_ message: ScriptMessage) {}
}
