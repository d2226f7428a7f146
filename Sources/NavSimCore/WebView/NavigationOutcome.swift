/// How a navigation ended, as seen by whoever started it.
public struct NavigationOutcome: Sendable, Hashable, CustomStringConvertible {
    /// How it ended.
    public enum Result: Sendable, Hashable, CustomStringConvertible {
        /// `didFinish`.
        case finished
        /// The action policy cancelled it: no start, no commit, no failure callback.
        case cancelled
        /// The action or response became a download.
        case download
        /// `didFailProvisionalNavigation`.
        case failedProvisional(NavigationError)
        /// `didFail`.
        case failed(NavigationError)
        /// A newer navigation replaced it.
        case superseded
        /// A fragment-only change: no delegate method was called.
        case sameDocument
        /// The decision handler was released uncalled: in an app, the exception ends it.
        case abandoned
        /// There was nothing to load (going back with an empty back list, reloading a blank page).
        case nothingToLoad

        public var description: String {
            switch self {
            case .finished: "finished"
            case .cancelled: "cancelled"
            case .download: "download"
            case .failedProvisional(let error): "failedProvisional(\(error))"
            case .failed(let error): "failed(\(error))"
            case .superseded: "superseded"
            case .sameDocument: "sameDocument"
            case .abandoned: "abandoned"
            case .nothingToLoad: "nothingToLoad"
            }
        }
    }

    /// The navigation, or `nil` for a same-document navigation or nothing to load.
    public var navigation: NavigationID?
    /// How it ended.
    public var result: Result
    /// The action policy applied, if one was.
    public var actionPolicy: NavigationActionPolicy?
    /// Who decided the action: a handler's name, the delegate's class, `(deadline)` or `(WebKit default)`.
    public var decidedBy: String?
    /// What the deciding handler did in the app.
    public var effect: HandlerEffect?

    /// Creates an outcome.
    ///
    /// - Parameters:
    ///   - navigation: The navigation.
    ///   - result: How it ended.
    ///   - actionPolicy: The action policy applied.
    ///   - decidedBy: Who decided the action.
    ///   - effect: What the deciding handler did.
    public init(
        navigation: NavigationID?,
        result: Result,
        actionPolicy: NavigationActionPolicy? = nil,
        decidedBy: String? = nil,
        effect: HandlerEffect? = nil
    ) {
        self.navigation = navigation
        self.result = result
        self.actionPolicy = actionPolicy
        self.decidedBy = decidedBy
        self.effect = effect
    }

    public var description: String {
        var text = "\(navigation.map { "\($0) " } ?? "")\(result)"
        if let actionPolicy, let decidedBy {
            text += " (\(actionPolicy) by \(decidedBy)" + (effect.map { ": \($0))" } ?? ")")
        }
        return text
    }
}

/// What became of a script message.
public enum ScriptMessageOutcome: Sendable, Hashable {
    /// A strategy received it.
    case delivered
    /// No handler has the name: `window.webkit.messageHandlers.<name>` is undefined in the page.
    case undefined
}

extension NavigationOutcome {
    /// The outcome of navigation `id`, whose action `decision` decided.
    init(_ id: NavigationID, _ result: Result, action decision: borrowing Decision<NavigationActionPolicy>) {
        self.init(
            navigation: id,
            result: result,
            actionPolicy: decision.policy,
            decidedBy: decision.decidedBy,
            effect: decision.effect
        )
    }
}
