import NavSimCore

/// The result of an ordering analysis: claims, findings and the permutation table, with a versioned
/// JSON shape (`"schema": "navsim.orderings/1"`).
///
/// ```swift
/// let report = OrderingAnalysis.analyze(chain, corpus: ["https://example.com/"])
/// print(report.render())
/// let failures = report.failures(for: try OrderingGate.parseList("shadowed,overlap"))
/// ```
public struct OrderingReport: Sendable, Hashable, Codable {
    /// The schema this version writes and reads.
    public static let currentSchema = "navsim.orderings/1"

    /// The report's schema, ``currentSchema``.
    public var schema: String
    /// The chain's handlers, in configured order.
    public var handlers: [OrderingHandlerSummary]
    /// The policy when no handler claims an action.
    public var fallback: NavigationActionPolicy
    /// How each URL was navigated.
    public var navigationTypes: [NavigationType]
    /// How many URLs the user gave (after removing duplicates).
    public var userURLs: Int
    /// How many URLs were generated from the handlers' rules.
    public var generatedURLs: Int
    /// How many actions were analysed: URLs × navigation types.
    public var actions: Int
    /// Every action's claimants and decision, in corpus order; empty when not requested.
    public var claims: [OrderingClaimRow]
    /// The findings, chain findings first, in order of kind and handler.
    public var findings: [OrderingFinding]
    /// Which orders change which decisions.
    public var permutations: OrderingPermutationTable
    /// What the analysis assumed, in sentences.
    public var notes: [String]

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - handlers: The chain's handlers.
    ///   - fallback: The chain's fallback policy.
    ///   - navigationTypes: How each URL was navigated.
    ///   - userURLs: How many URLs the user gave.
    ///   - generatedURLs: How many URLs were generated.
    ///   - actions: How many actions were analysed.
    ///   - claims: Every action's claims.
    ///   - findings: The findings.
    ///   - permutations: The permutation table.
    ///   - notes: What the analysis assumed.
    public init(
        handlers: [OrderingHandlerSummary],
        fallback: NavigationActionPolicy,
        navigationTypes: [NavigationType],
        userURLs: Int,
        generatedURLs: Int,
        actions: Int,
        claims: [OrderingClaimRow],
        findings: [OrderingFinding],
        permutations: OrderingPermutationTable,
        notes: [String]
    ) {
        self.schema = Self.currentSchema
        self.handlers = handlers
        self.fallback = fallback
        self.navigationTypes = navigationTypes
        self.userURLs = userURLs
        self.generatedURLs = generatedURLs
        self.actions = actions
        self.claims = claims
        self.findings = findings
        self.permutations = permutations
        self.notes = notes
    }

    /// The findings a set of gates fails on: what makes `--fail-on` exit 1.
    ///
    /// - Parameter gates: The gates, such as those parsed by ``OrderingGate/parseList(_:)``.
    /// - Returns: The findings whose kind's gate is in `gates`, in report order.
    public func failures(for gates: Set<OrderingGate>) -> [OrderingFinding] {
        findings.filter { gates.contains($0.kind.gate) }
    }

    /// The findings of one kind.
    ///
    /// - Parameter kind: The kind.
    /// - Returns: The findings of that kind, in report order.
    public func findings(_ kind: OrderingFinding.Kind) -> [OrderingFinding] {
        findings.filter { $0.kind == kind }
    }
}
