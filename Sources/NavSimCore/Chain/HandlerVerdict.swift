/// What one handler in a chain makes of a navigation action.
public enum HandlerVerdict: Sendable, Hashable, CustomStringConvertible {
    /// The handler does not claim the action; the next handler is asked.
    case pass
    /// The handler decides the action, with what it did in the app.
    case decide(NavigationActionPolicy, HandlerEffect?)

    /// The handler decides the action without a recorded effect.
    ///
    /// - Parameter policy: The decision.
    /// - Returns: The verdict.
    public static func decide(_ policy: NavigationActionPolicy) -> Self { .decide(policy, nil) }

    /// The decided policy, or `nil` when the handler passes.
    public var policy: NavigationActionPolicy? {
        if case .decide(let policy, _) = self { return policy }
        return nil
    }

    public var description: String {
        switch self {
        case .pass: "pass"
        case .decide(let policy, let effect?): "\(policy) (\(effect))"
        case .decide(let policy, nil): "\(policy)"
        }
    }
}
