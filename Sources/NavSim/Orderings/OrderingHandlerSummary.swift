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
    public init(
        index: Int,
        name: String,
        rules: [String],
        claimed: Int,
        decided: Int,
        unknown: Int,
        isDefault: Bool
    ) {
        self.index = index
        self.name = name
        self.rules = rules
        self.claimed = claimed
        self.decided = decided
        self.unknown = unknown
        self.isDefault = isDefault
    }
}
