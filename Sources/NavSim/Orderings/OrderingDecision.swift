import NavSimCore

/// What one handler decides, or would decide, for one action: a claim or the chain's decision.
public struct OrderingDecision: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The handler's name, or `"(fallback)"` when no handler claims the action.
    public var handler: String
    /// The handler's index in the analysed chain, from 0; `nil` for the fallback.
    public var handlerIndex: Int?
    /// The policy; `nil` when the handler's claim is unknown (it decides only at run time).
    public var policy: NavigationActionPolicy?
    /// What the handler does in the app, such as `openNativeScreen(product: 1234)`.
    public var effect: String?
    /// The handler's rule that matched, such as `route /product/:id`, when its rules are known.
    public var rule: String?

    /// Creates a decision.
    ///
    /// - Parameters:
    ///   - handler: The handler's name.
    ///   - handlerIndex: The handler's index, `nil` for the fallback.
    ///   - policy: The policy, `nil` when unknown.
    ///   - effect: What the handler does in the app.
    ///   - rule: The matched rule.
    public init(
        handler: String,
        handlerIndex: Int?,
        policy: NavigationActionPolicy?,
        effect: String? = nil,
        rule: String? = nil
    ) {
        self.handler = handler
        self.handlerIndex = handlerIndex
        self.policy = policy
        self.effect = effect
        self.rule = rule
    }

    /// `cancel by NativePage: openNativeScreen(product: 1234)`, or `unknown (Custom decides at run time)`.
    public var description: String {
        guard let policy else { return "unknown (\(handler) decides at run time)" }
        return effect.map { "\(policy) by \(handler): \($0)" } ?? "\(policy) by \(handler)"
    }
}
