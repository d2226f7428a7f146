/// One link of a navigation chain: it decides an action, or passes it to the next handler.
///
/// A handler may defer its decision on the context's clock (a deep-link check that asks another
/// service), and the web view keeps serving other navigations meanwhile, as WebKit does.
///
/// ```swift
/// struct DeepLinkCheck: NavigationActionHandler {
///     let name = "DeepLinkCheck"
///     let links = HostPattern("link.example.com", includeSubdomains: false)
///     func claim(_ action: NavigationAction) -> HandlerClaim {
///         action.request.hostMatches(links) ? .decides(.cancel) : .passes
///     }
///     func decide(_ action: NavigationAction, context: DecisionContext) async throws -> HandlerVerdict {
///         guard case .decides = claim(action) else { return .pass }
///         try await context.clock.sleep(for: .milliseconds(30))  // asks the app's router
///         return claim(action).verdict
///     }
///     var mayDefer: Bool { true }
///     var claimIsExact: Bool { true }
/// }
/// ```
///
/// Handlers whose decision follows from the request alone adopt ``StaticNavigationActionHandler`` and
/// implement ``claim(_:)`` only; the chain then decides without an `async` call per handler, and ordering
/// analysis reads the same claim. Handlers that must wait implement ``decide(_:context:)`` and still state
/// in ``claim(_:)`` what they would claim; when that claim is exact (the decision, only later), they say
/// so with ``claimIsExact`` and the chain skips them synchronously when they pass.
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

    /// Whether ``claim(_:)`` is exactly what ``decide(_:context:)`` returns, possibly after waiting.
    ///
    /// When `true`, the chain asks the claim first: a handler that passes is skipped without calling
    /// ``decide(_:context:)``, and one that decides without deferring decides at once.
    var claimIsExact: Bool { get }
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

    /// Claims are approximations unless the handler says so.
    public var claimIsExact: Bool { false }
}

/// A handler whose decision follows from the request alone: its ``NavigationActionHandler/claim(_:)``
/// is its decision, known without waiting.
///
/// The chain decides through static handlers synchronously, with no `async` call per handler; ordering
/// analysis reads the same claims. Implement ``NavigationActionHandler/claim(_:)`` and nothing else.
///
/// ```swift
/// struct BlockTrackers: StaticNavigationActionHandler {
///     let name = "BlockTrackers"
///     let trackers = HostPattern("tracker.example", includeSubdomains: true)
///     func claim(_ action: NavigationAction) -> HandlerClaim {
///         action.request.hostMatches(trackers, for: .refusal) ? .decides(.cancel) : .passes
///     }
/// }
/// ```
public protocol StaticNavigationActionHandler: NavigationActionHandler {}

extension StaticNavigationActionHandler {
    /// The claim's verdict.
    ///
    /// - Parameters:
    ///   - action: The navigation action.
    ///   - context: Unused: a static decision does not wait.
    /// - Returns: The verdict of ``NavigationActionHandler/claim(_:)``.
    /// - Throws: Nothing: a decision that follows from the request cannot fail.
    public func decide(_ action: NavigationAction, context: DecisionContext) async throws -> HandlerVerdict {
        claim(action).verdict
    }

    /// Never: the decision is known at once.
    public var mayDefer: Bool { false }

    /// Always: the claim is the decision.
    public var claimIsExact: Bool { true }
}
