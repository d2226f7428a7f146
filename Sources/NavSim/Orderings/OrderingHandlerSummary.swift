/// One handler of the analysed chain: its rules and what it claims and decides over the corpus.
public struct OrderingHandlerSummary: Sendable, Hashable, Codable {
    /// The handler's index in the chain, from 0.
    public var index: Int
    /// The handler's name.
    public var name: String
    /// The handler's rules as NavSim reads them (`route /product/:id`); empty for a handler NavSim does not
    /// know, which is analysed from its claims alone.
    public var rules: [String]
    /// How many analysed actions it claims (decides, or claims with an unknown decision).
    public var claimed: Int
    /// How many analysed actions it decides in the configured order.
    public var decided: Int
    /// How many analysed actions it claims with an unknown decision.
    public var unknown: Int
    /// Whether it claims every analysed action: the chain's default, whose overlaps with earlier handlers
    /// are by design.
    public var isDefault: Bool
    /// Whether its claims were declared (rules, or an exact claim) or probed by running it alone.
    public var claims: OrderingClaimSource

    /// Creates a summary.
    ///
    /// - Parameters:
    ///   - index: The handler's index.
    ///   - name: The handler's name.
    ///   - rules: The handler's rules.
    ///   - claimed: How many actions it claims.
    ///   - decided: How many actions it decides.
    ///   - unknown: How many actions it claims with an unknown decision.
    ///   - isDefault: Whether it is the chain's default.
    ///   - claims: Whether its claims were declared or probed.
    public init(
        index: Int,
        name: String,
        rules: [String],
        claimed: Int,
        decided: Int,
        unknown: Int,
        isDefault: Bool,
        claims: OrderingClaimSource = .declared
    ) {
        self.index = index
        self.name = name
        self.rules = rules
        self.claimed = claimed
        self.decided = decided
        self.unknown = unknown
        self.isDefault = isDefault
        self.claims = claims
    }

    private enum CodingKeys: String, CodingKey {
        case index, name, rules, claimed, decided, unknown, isDefault, claims
    }

    /// Reads a summary; one written before ``claims`` existed is declared.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a malformed summary.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        index = try container.decode(Int.self, forKey: .index)
        name = try container.decode(String.self, forKey: .name)
        rules = try container.decode([String].self, forKey: .rules)
        claimed = try container.decode(Int.self, forKey: .claimed)
        decided = try container.decode(Int.self, forKey: .decided)
        unknown = try container.decode(Int.self, forKey: .unknown)
        isDefault = try container.decode(Bool.self, forKey: .isDefault)
        claims = try container.decodeIfPresent(OrderingClaimSource.self, forKey: .claims) ?? .declared
    }
}
