/// A broken rule of WebKit's contract, or a notable event the contract tolerates.
///
/// In an app, a ``Severity/violation`` is an Objective-C exception: a crash. NavSim records it as a
/// value instead, with WebKit's own message, where it happened and who was responsible, and lets the
/// report and the tests decide what to do with it.
///
/// ```swift
/// let findings = await webView.findings
/// #expect(findings.map(\.message) == [
///     "Completion handler passed to -[ClassicDelegate webView:decidePolicyForNavigationAction:decisionHandler:] was called more than once"
/// ])
/// ```
public struct Finding: Sendable, Hashable, CustomStringConvertible {
    /// What kind of rule was involved.
    public var kind: Kind
    /// How serious the finding is.
    public var severity: Severity
    /// WebKit's message, word for word, where WebKit has one; NavSim's own otherwise.
    public var message: String
    /// The exception WebKit raises, such as `NSInternalInconsistencyException`; `nil` when it raises none.
    public var exception: String?
    /// The web view the finding belongs to.
    public var webView: WebViewID?
    /// The navigation the finding belongs to.
    public var navigation: NavigationID?
    /// The handler, delegate or strategy that held the responsibility.
    public var handler: String?
    /// The web view's step counter when the finding was recorded.
    public var step: Int?

    /// Creates a finding.
    ///
    /// - Parameters:
    ///   - kind: What kind of rule was involved.
    ///   - severity: How serious the finding is.
    ///   - message: WebKit's message, word for word.
    ///   - exception: The exception WebKit raises, if any.
    ///   - webView: The web view the finding belongs to.
    ///   - navigation: The navigation the finding belongs to.
    ///   - handler: Who held the responsibility.
    ///   - step: The web view's step counter.
    public init(
        kind: Kind,
        severity: Severity,
        message: String,
        exception: String? = nil,
        webView: WebViewID? = nil,
        navigation: NavigationID? = nil,
        handler: String? = nil,
        step: Int? = nil
    ) {
        self.kind = kind
        self.severity = severity
        self.message = message
        self.exception = exception
        self.webView = webView
        self.navigation = navigation
        self.handler = handler
        self.step = step
    }

    public var description: String {
        var parts = ["[\(severity)] \(message)"]
        if let webView { parts.append("webView: \(webView)") }
        if let navigation { parts.append("navigation: \(navigation)") }
        if let handler { parts.append("handler: \(handler)") }
        if let step { parts.append("step: \(step)") }
        return parts.joined(separator: "; ")
    }
}

extension Finding {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
        /// Recorded for the timeline; WebKit tolerates it (a late decision for a superseded load).
        case note
        /// Not an exception in WebKit, but a behaviour users want to know about (a deadline hit).
        case warning
        /// WebKit raises an exception: a crash in an app.
        case violation

        public var description: String { rawValue }

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .violation: 2
            }
        }

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
    }

    /// The rule a finding is about. An open set: later subsystems add their own kinds.
    public struct Kind: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
        /// The kind's stable name, used in reports and scenario expectations.
        public let name: String

        /// Creates a kind.
        ///
        /// - Parameter name: The kind's stable name.
        public init(_ name: String) { self.name = name }

        /// Creates a kind from a string literal.
        ///
        /// - Parameter value: The kind's stable name.
        public init(stringLiteral value: String) { self.name = value }

        public var description: String { name }

        /// A completion handler was released without being called.
        public static let completionHandlerNotCalled: Kind = "completion-handler-not-called"
        /// A completion handler was called a second time.
        public static let completionHandlerCalledTwice: Kind = "completion-handler-called-twice"
        /// A decision arrived for a navigation that a newer one had superseded; it was ignored.
        public static let lateDecision: Kind = "late-decision"
        /// No decision arrived before the configured deadline; the deadline policy was applied.
        public static let decisionDeadlineExceeded: Kind = "decision-deadline-exceeded"
        /// A handler in an async chain threw; the chain's error policy was applied.
        public static let handlerThrew: Kind = "handler-threw"
        /// A script message handler name was added twice in one content world.
        public static let duplicateScriptMessageHandler: Kind = "duplicate-script-message-handler"
        /// The page posted to a name with no handler: `window.webkit.messageHandlers.<name>` is undefined.
        public static let undefinedScriptMessageHandler: Kind = "undefined-script-message-handler"
        /// A script message reply handler was called twice.
        public static let replyCalledTwice: Kind = "reply-called-twice"
        /// A script message reply handler was released uncalled; the page's promise was rejected.
        public static let replyDropped: Kind = "reply-dropped"
        /// The web view was gone before a script message was delivered.
        public static let webViewDeallocated: Kind = "web-view-deallocated"
        /// A URL scheme task was called against WebKit's rules (stopped, completed, no response, …).
        public static let urlSchemeTaskViolation: Kind = "url-scheme-task-violation"
        /// Work a scheme handler scheduled after its task's scope had ended; it did not run.
        public static let schemeWorkDropped: Kind = "scheme-work-dropped"
        /// `createWebView` returned a web view that was not created with the given configuration.
        public static let createWebViewWrongConfiguration: Kind = "create-web-view-wrong-configuration"
        /// WebKit API called off the main thread by a web view's app on the main actor.
        public static let offMainThread: Kind = "off-main-thread"

        /// Every kind NavSim itself records, for references and did-you-mean hints.
        public static let known: [Kind] = [
            .completionHandlerNotCalled, .completionHandlerCalledTwice, .lateDecision, .decisionDeadlineExceeded,
            .handlerThrew, .duplicateScriptMessageHandler, .undefinedScriptMessageHandler, .replyCalledTwice,
            .replyDropped, .webViewDeallocated, .urlSchemeTaskViolation, .schemeWorkDropped,
            .createWebViewWrongConfiguration, .offMainThread,
        ]
    }
}
