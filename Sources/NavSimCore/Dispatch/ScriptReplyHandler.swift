import Synchronization

/// The reply to a `postMessage` promise: fulfil with a value or reject with an error message, once.
///
/// - A second call records `replyHandler passed to userContentController:didReceiveScriptMessage:replyHandler: should not be called twice`.
/// - Released uncalled, the page's promise is rejected with
///   `WKWebView API client did not respond to this postMessage` (not a crash).
public final class ScriptReplyHandler: Sendable {
    private struct State: ~Copyable {
        var calls = 0
        var deliver: (@Sendable (ScriptReply) -> Void)?
    }

    private let state: Mutex<State>
    private let log: FindingLog
    private let strategy: String
    private let webView: WebViewID

    /// Creates a reply handler.
    ///
    /// - Parameters:
    ///   - strategy: The name of the strategy that must reply.
    ///   - webView: The web view the message was posted in.
    ///   - log: Where findings are recorded.
    ///   - deliver: Receives the reply once: the strategy's, or the rejection when it is released uncalled.
    public init(
        strategy: String,
        webView: WebViewID,
        log: FindingLog,
        deliver: @escaping @Sendable (ScriptReply) -> Void
    ) {
        self.state = Mutex(State(deliver: deliver))
        self.log = log
        self.strategy = strategy
        self.webView = webView
    }

    /// Fulfils the promise with a value, or rejects it when `error` is not `nil`.
    ///
    /// - Parameters:
    ///   - value: The value to fulfil the promise with.
    ///   - error: The rejection message; `nil` to fulfil.
    public func callAsFunction(_ value: ScriptValue?, _ error: String?) {
        let deliver = state.withLock { state -> (@Sendable (ScriptReply) -> Void)? in
            state.calls += 1
            let deliver = state.deliver
            state.deliver = nil
            return deliver
        }
        guard let deliver else {
            log.record(
                Finding(
                    kind: .replyCalledTwice,
                    severity: .violation,
                    message: WebKitMessages.replyHandlerCalledTwice,
                    exception: WebKitMessages.internalInconsistency,
                    webView: webView,
                    handler: strategy
                )
            )
            return
        }
        deliver(error.map { .rejected($0) } ?? .fulfilled(value ?? .null))
    }

    deinit {
        let deliver = state.withLock { state -> (@Sendable (ScriptReply) -> Void)? in
            let deliver = state.deliver
            state.deliver = nil
            return deliver
        }
        guard let deliver else { return }
        log.record(
            Finding(
                kind: .replyDropped,
                severity: .warning,
                message: WebKitMessages.replyHandlerDropped,
                webView: webView,
                handler: strategy
            )
        )
        deliver(.rejected(WebKitMessages.replyHandlerDropped))
    }
}

/// What the page's `postMessage` promise settles with.
public enum ScriptReply: Sendable, Hashable, CustomStringConvertible {
    /// The promise is fulfilled with a value.
    case fulfilled(ScriptValue)
    /// The promise is rejected with an error message.
    case rejected(String)

    public var description: String {
        switch self {
        case .fulfilled(let value): "fulfilled(\(value))"
        case .rejected(let message): "rejected(\(message))"
        }
    }
}
