import NavSimCore

/// What exploring a timing scenario found: the distinct outcomes over the seeds, and in each the outcomes
/// that depend on timing rather than on the chain (superseded decisions, late decisions, overtaking).
///
/// ```swift
/// let report = OrderingTiming.explore(chain, loads: loads, seeds: 0..<200)
/// print(report.render())
/// report.isTimingDependent  // more than one outcome over the seeds
/// ```
public struct OrderingTimingReport: Sendable, Hashable, Codable {
    /// The schema this version writes.
    public static let currentSchema = "navsim.orderings.timing/1"

    /// An outcome that depends on when things happen, not on the chain's order.
    public struct Phenomenon: Sendable, Hashable, Codable, CustomStringConvertible {
        /// What happened.
        public enum Kind: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
            /// A newer navigation superseded one whose decision was still pending; the decision, when it
            /// came, was ignored by the web view, yet the app acted on it (its effect).
            case superseded
            /// A decision arrived after the navigation was superseded or its deadline passed
            /// (`Finding.Kind.lateDecision`).
            case lateDecision = "late-decision"
            /// A later navigation was decided before an earlier one.
            case overtaking
            /// The decision deadline decided instead of the chain (`Finding.Kind.decisionDeadlineExceeded`).
            case deadline

            public var description: String { rawValue }
        }

        /// What happened.
        public var kind: Kind
        /// The loads involved, by index from 0.
        public var loads: [Int]
        /// One sentence.
        public var message: String

        /// Creates a phenomenon.
        ///
        /// - Parameters:
        ///   - kind: What happened.
        ///   - loads: The loads involved.
        ///   - message: One sentence.
        public init(kind: Kind, loads: [Int], message: String) {
            self.kind = kind
            self.loads = loads
            self.message = message
        }

        public var description: String { "[\(kind)] \(message)" }
    }

    /// How one load ended in one outcome.
    public struct LoadResult: Sendable, Hashable, Codable {
        /// The load's URL.
        public var url: String
        /// How it was navigated.
        public var type: NavigationType
        /// When it started, in milliseconds of virtual time.
        public var startedAt: Int
        /// When its `load` returned, in milliseconds of virtual time.
        public var endedAt: Int
        /// How it ended: `finished`, `cancelled`, `superseded`…
        public var result: String
        /// The decision the web view received, if any: `cancel by DeepLink: openDeepLink(...)`.
        public var decision: String?
        /// What the chain decides for this URL on its own, without timing.
        public var chainDecision: String

        /// Creates a load result.
        ///
        /// - Parameters:
        ///   - url: The load's URL.
        ///   - type: How it was navigated.
        ///   - startedAt: When it started, in milliseconds.
        ///   - endedAt: When it returned, in milliseconds.
        ///   - result: How it ended.
        ///   - decision: The decision received.
        ///   - chainDecision: The chain's decision without timing.
        public init(
            url: String,
            type: NavigationType,
            startedAt: Int,
            endedAt: Int,
            result: String,
            decision: String?,
            chainDecision: String
        ) {
            self.url = url
            self.type = type
            self.startedAt = startedAt
            self.endedAt = endedAt
            self.result = result
            self.decision = decision
            self.chainDecision = chainDecision
        }
    }

    /// One distinct outcome and the seeds that produce it.
    public struct Outcome: Sendable, Hashable, Codable {
        /// How many explored seeds produce it.
        public var seeds: Int
        /// The first seed that produces it: replay it with `Simulation.run`.
        public var firstSeed: UInt64
        /// Each load's result under the first seed.
        public var loads: [LoadResult]
        /// The URL the web view shows at the end.
        public var finalURL: String?
        /// What in it depends on timing.
        public var phenomena: [Phenomenon]
        /// Runtime failures under the first seed (a hang, an escape), as text.
        public var failures: [String]

        /// Creates an outcome.
        ///
        /// - Parameters:
        ///   - seeds: How many seeds produce it.
        ///   - firstSeed: The first seed that produces it.
        ///   - loads: Each load's result.
        ///   - finalURL: The URL shown at the end.
        ///   - phenomena: What depends on timing.
        ///   - failures: Runtime failures.
        public init(
            seeds: Int,
            firstSeed: UInt64,
            loads: [LoadResult],
            finalURL: String?,
            phenomena: [Phenomenon],
            failures: [String]
        ) {
            self.seeds = seeds
            self.firstSeed = firstSeed
            self.loads = loads
            self.finalURL = finalURL
            self.phenomena = phenomena
            self.failures = failures
        }
    }

    /// The report's schema, ``currentSchema``.
    public var schema: String
    /// The chain's handlers, in order.
    public var handlers: [String]
    /// The scenario's loads.
    public var loads: [OrderingTimedLoad]
    /// The scheduling strategy, as text.
    public var strategy: String
    /// How many seeds were explored.
    public var seedsExplored: Int
    /// The distinct outcomes, most frequent first.
    public var outcomes: [Outcome]

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - handlers: The chain's handlers.
    ///   - loads: The scenario's loads.
    ///   - strategy: The scheduling strategy.
    ///   - seedsExplored: How many seeds were explored.
    ///   - outcomes: The distinct outcomes.
    public init(
        handlers: [String],
        loads: [OrderingTimedLoad],
        strategy: String,
        seedsExplored: Int,
        outcomes: [Outcome]
    ) {
        self.schema = Self.currentSchema
        self.handlers = handlers
        self.loads = loads
        self.strategy = strategy
        self.seedsExplored = seedsExplored
        self.outcomes = outcomes
    }

    /// Whether the seeds produce more than one outcome: the result depends on timing.
    public var isTimingDependent: Bool { outcomes.count > 1 }

    /// Every kind of timing phenomenon seen under any seed.
    public var phenomenonKinds: Set<Phenomenon.Kind> { Set(outcomes.flatMap { $0.phenomena.map(\.kind) }) }
}
