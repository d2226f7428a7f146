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
    /// Whether the claim was declared or probed; ``OrderingClaimSource/declared`` for the fallback.
    public var source: OrderingClaimSource

    /// Creates a decision.
    ///
    /// - Parameters:
    ///   - handler: The handler's name.
    ///   - handlerIndex: The handler's index, `nil` for the fallback.
    ///   - policy: The policy, `nil` when unknown.
    ///   - effect: What the handler does in the app.
    ///   - rule: The matched rule.
    ///   - source: Whether the claim was declared or probed.
    public init(
        handler: String,
        handlerIndex: Int?,
        policy: NavigationActionPolicy?,
        effect: String? = nil,
        rule: String? = nil,
        source: OrderingClaimSource = .declared
    ) {
        self.handler = handler
        self.handlerIndex = handlerIndex
        self.policy = policy
        self.effect = effect
        self.rule = rule
        self.source = source
    }

    private enum CodingKeys: String, CodingKey {
        case handler, handlerIndex, policy, effect, rule, source
    }

    /// Reads a decision; one written before ``source`` existed is declared.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a malformed decision.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        handler = try container.decode(String.self, forKey: .handler)
        handlerIndex = try container.decodeIfPresent(Int.self, forKey: .handlerIndex)
        policy = try container.decodeIfPresent(NavigationActionPolicy.self, forKey: .policy)
        effect = try container.decodeIfPresent(String.self, forKey: .effect)
        rule = try container.decodeIfPresent(String.self, forKey: .rule)
        source = try container.decodeIfPresent(OrderingClaimSource.self, forKey: .source) ?? .declared
    }

    /// `cancel by NativePage: openNativeScreen(product: 1234)`, `cancel by Payment (probed)`, or
    /// `unknown (Custom decides at run time)`.
    public var description: String {
        guard let policy else { return "unknown (\(handler) decides at run time)" }
        let by = source == .probed ? "\(handler) (probed)" : handler
        return effect.map { "\(policy) by \(by): \($0)" } ?? "\(policy) by \(by)"
    }
}
