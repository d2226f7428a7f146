import NavSimCore

/// What an ordering analysis covers and how much of it the report keeps.
///
/// ```swift
/// var options = OrderingOptions()
/// options.navigationTypes = [.other, .linkActivated, .formSubmitted]
/// let report = OrderingAnalysis.analyze(chain, corpus: urls, options: options)
/// ```
public struct OrderingOptions: Sendable, Hashable {
    /// How each URL is navigated: by default as an app load (`.other`) and a link tap (`.linkActivated`),
    /// since handlers may apply to some types only (`NavigationTypes.userInitiated`).
    public var navigationTypes: [NavigationType]
    /// Whether to add boundary URLs generated from the handlers' rules to the user's URLs.
    public var generateCorpus: Bool
    /// Whether the report lists every action's claims (``OrderingReport/claims``).
    public var includeClaims: Bool
    /// Whether to analyse the route table inside each handler with two or more routes.
    public var analyseRouteTables: Bool
    /// Every order is enumerated up to this many handlers (8! = 40,320 orders); above it, pairwise swaps only.
    /// Each step up multiplies the work: 10 handlers are 3.6 million orders.
    public var permutationLimit: Int
    /// How many changing classes of orders the permutation table shows.
    public var permutationRows: Int
    /// How many witnesses a finding keeps.
    public var witnessesPerFinding: Int
    /// Whether handlers whose claims are not declared (no readable rules, no exact claim) are probed: run
    /// alone on every action of the corpus under the simulation (``OrderingProbe``). When `false` they are
    /// reported as opaque.
    public var probeHandlers: Bool
    /// How long, in virtual time, a probed handler may take to decide one action before its claim is
    /// reported as unknown.
    public var probeDeadline: Duration

    /// Creates options.
    ///
    /// - Parameters:
    ///   - navigationTypes: How each URL is navigated.
    ///   - generateCorpus: Whether to add URLs generated from the handlers' rules.
    ///   - includeClaims: Whether the report lists every action's claims.
    ///   - analyseRouteTables: Whether to analyse the routes inside handlers.
    ///   - permutationLimit: The most handlers whose orders are all enumerated.
    ///   - permutationRows: How many changing classes of orders the table shows.
    ///   - witnessesPerFinding: How many witnesses a finding keeps.
    ///   - probeHandlers: Whether handlers without declared claims are probed.
    ///   - probeDeadline: How long a probed handler may take per action, in virtual time.
    public init(
        navigationTypes: [NavigationType] = [.other, .linkActivated],
        generateCorpus: Bool = true,
        includeClaims: Bool = true,
        analyseRouteTables: Bool = true,
        permutationLimit: Int = 8,
        permutationRows: Int = 12,
        witnessesPerFinding: Int = 3,
        probeHandlers: Bool = true,
        probeDeadline: Duration = .seconds(60)
    ) {
        self.navigationTypes = navigationTypes
        self.generateCorpus = generateCorpus
        self.includeClaims = includeClaims
        self.analyseRouteTables = analyseRouteTables
        self.permutationLimit = permutationLimit
        self.permutationRows = permutationRows
        self.witnessesPerFinding = witnessesPerFinding
        self.probeHandlers = probeHandlers
        self.probeDeadline = probeDeadline
    }
}
