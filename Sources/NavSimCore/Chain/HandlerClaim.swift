/// What a handler would do with an action, known without running it.
public enum HandlerClaim: Sendable, Hashable, CustomStringConvertible {
    /// The handler passes the action on.
    case passes
    /// The handler claims the action and decides it so.
    case decides(NavigationActionPolicy, HandlerEffect?)
    /// The handler's decision cannot be known without running it.
    case unknown

    /// A claim with no recorded effect.
    ///
    /// - Parameter policy: The decision.
    /// - Returns: The claim.
    public static func decides(_ policy: NavigationActionPolicy) -> Self { .decides(policy, nil) }

    /// The verdict the claim implies; `.pass` for an unknown claim.
    public var verdict: HandlerVerdict {
        switch self {
        case .decides(let policy, let effect): .decide(policy, effect)
        case .passes, .unknown: .pass
        }
    }

    /// The claimed policy, if the handler claims the action.
    public var policy: NavigationActionPolicy? {
        if case .decides(let policy, _) = self { return policy }
        return nil
    }

    public var description: String {
        switch self {
        case .passes: "passes"
        case .unknown: "unknown"
        case .decides(let policy, let effect?): "\(policy) (\(effect))"
        case .decides(let policy, nil): "\(policy)"
        }
    }
}
