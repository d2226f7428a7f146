import NavSimCore

/// One action of the corpus: every handler that claims it, and how, not only the one that decides.
public struct OrderingClaimRow: Sendable, Hashable, Codable {
    /// The URL as written in the corpus.
    public var url: String
    /// Where the URL came from: `user`, or the rule it was generated from.
    public var source: String
    /// How the URL was navigated.
    public var navigationType: NavigationType
    /// The claimants, in configured order.
    public var claims: [OrderingDecision]
    /// The configured chain's decision: the first claimant's, or the fallback.
    public var decision: OrderingDecision

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - url: The URL as written.
    ///   - source: Where it came from.
    ///   - navigationType: How it was navigated.
    ///   - claims: The claimants, in configured order.
    ///   - decision: The configured decision.
    public init(
        url: String,
        source: String,
        navigationType: NavigationType,
        claims: [OrderingDecision],
        decision: OrderingDecision
    ) {
        self.url = url
        self.source = source
        self.navigationType = navigationType
        self.claims = claims
        self.decision = decision
    }
}
