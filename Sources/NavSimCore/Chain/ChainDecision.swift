/// The outcome of running a chain for one action: the policy and who decided it.
public struct ChainDecision: Sendable, Hashable, CustomStringConvertible {
    /// The decided policy.
    public var policy: NavigationActionPolicy
    /// The index of the deciding handler in the chain; `nil` when no handler claimed the action and the
    /// chain's fallback applied.
    public var handlerIndex: Int?
    /// The deciding handler's name, or `"(fallback)"`.
    public var handlerName: String
    /// What the deciding handler did in the app.
    public var effect: HandlerEffect?

    /// Creates a decision.
    ///
    /// - Parameters:
    ///   - policy: The decided policy.
    ///   - handlerIndex: The deciding handler's index, `nil` for the fallback.
    ///   - handlerName: The deciding handler's name.
    ///   - effect: What the handler did in the app.
    public init(policy: NavigationActionPolicy, handlerIndex: Int?, handlerName: String, effect: HandlerEffect? = nil) {
        self.policy = policy
        self.handlerIndex = handlerIndex
        self.handlerName = handlerName
        self.effect = effect
    }

    /// The name recorded when no handler claims an action.
    public static let fallbackName = "(fallback)"

    public var description: String {
        effect.map { "\(policy) by \(handlerName): \($0)" } ?? "\(policy) by \(handlerName)"
    }
}
