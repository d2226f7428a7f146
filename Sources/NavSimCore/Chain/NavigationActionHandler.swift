/// One link of a navigation chain: it decides an action, or passes it to the next handler.
///
/// A handler may defer its decision on the context's clock (a deep-link check that asks another
/// service), and the web view keeps serving other navigations meanwhile, as WebKit does.
///
/// ```swift
/// struct BlockTrackers: NavigationActionHandler {
///     let name = "BlockTrackers"
///     func claim(_ action: NavigationAction) -> HandlerClaim {
///         action.request.hostMatches(HostPattern("tracker.example", includeSubdomains: true))
///             ? .decides(.cancel) : .passes
///     }
/// }
/// ```
///
/// Handlers whose decision follows from the request alone implement ``claim(_:)`` and inherit
/// ``decide(_:context:)``; ordering analysis reads the same claim. Handlers that must wait
/// implement ``decide(_:context:)`` and still state in ``claim(_:)`` what they would claim.
public protocol NavigationActionHandler: Sendable {
    /// The handler's name in reports and findings.
    var name: String { get }

    /// Decides an action or passes it on; may suspend on the context's clock.
    ///
    /// - Parameters:
    ///   - action: The navigation action, with its request parsed once.
    ///   - context: The injected clock and the deciding web view.
    /// - Returns: The verdict.
    /// - Throws: Whatever the handler's own work throws; the chain applies its error policy.
    func decide(_ action: NavigationAction, context: DecisionContext) async throws -> HandlerVerdict

    /// What the handler would decide for an action, without waiting: the static view used by ordering
    /// analysis and by the synchronous fast path.
    ///
    /// - Parameter action: The navigation action.
    /// - Returns: The claim; ``HandlerClaim/unknown`` when the decision cannot be known statically.
    func claim(_ action: NavigationAction) -> HandlerClaim

    /// Whether ``decide(_:context:)`` may suspend (so a decision deadline must race it).
    var mayDefer: Bool { get }
}

extension NavigationActionHandler {
    /// Decides from the static claim; handlers that wait override this.
    ///
    /// - Parameters:
    ///   - action: The navigation action.
    ///   - context: The injected clock and the deciding web view.
    /// - Returns: The verdict the claim implies; `.pass` for an unknown claim.
    /// - Throws: Nothing: a decision that follows from the request cannot fail.
    public func decide(_ action: NavigationAction, context: DecisionContext) async throws -> HandlerVerdict {
        claim(action).verdict
    }

    /// Handlers are not statically analysable unless they say so.
    ///
    /// - Parameter action: The navigation action.
    /// - Returns: ``HandlerClaim/unknown``.
    public func claim(_ action: NavigationAction) -> HandlerClaim { .unknown }

    /// Handlers do not defer unless they say so.
    public var mayDefer: Bool { false }
}
