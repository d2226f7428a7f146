/// What a correct app does in a scenario: the `expect` block that `run`, `explore` and `replay` judge
/// every run by (see ``ScenarioVerdict``).
public struct ScenarioExpectations: Sendable, Hashable {
    /// The decision expected for one URL.
    public struct DecisionExpectation: Sendable, Hashable {
        /// The URL.
        public var url: String
        /// The navigation type.
        public var type: NavigationType
        /// The expected policy; `nil` when no decision must come.
        public var policy: NavigationActionPolicy?
        /// Who must decide.
        public var by: String?
    }

    /// A finding a correct app has: listed findings are allowed, and must appear as often as the bounds say.
    public struct FindingExpectation: Sendable, Hashable {
        /// The finding's kind.
        public var kind: String?
        /// Text the message must contain.
        public var message: String?
        /// How many exactly; when `nil`, ``min`` and ``max`` apply.
        public var count: Int?
        /// The fewest allowed; at least one when `count`, `min` and `max` are all `nil`.
        public var min: Int?
        /// The most allowed.
        public var max: Int?

        /// The bounds on how many matching findings a run has.
        public var bounds: ClosedRange<Int> {
            if let count { return count...count }
            if min == nil, max == nil { return 1...Int.max }
            return (min ?? 0)...(max ?? Int.max)
        }

        /// Whether a finding of this kind and message matches.
        ///
        /// - Parameters:
        ///   - kind: The finding's kind name.
        ///   - message: The finding's message.
        /// - Returns: `true` when the kind is equal (if set) and the message contains the text (if set).
        public func matches(kind: String, message: String) -> Bool {
            (self.kind.map { $0 == kind } ?? true) && (self.message.map { message.contains($0) } ?? true)
        }
    }

    /// Bounds on a count.
    public struct CountExpectation: Sendable, Hashable {
        /// What is counted.
        public var of: String
        /// For decisions: only those by this handler.
        public var by: String?
        /// For findings: only those of this kind.
        public var kind: String?
        /// The least allowed.
        public var min: Int?
        /// The most allowed.
        public var max: Int?
    }

    /// Decisions for given URLs.
    public var decisions: [DecisionExpectation] = []
    /// The findings a correct app has; `nil` when the file lists none (the same as `[]`).
    public var findings: [FindingExpectation]?
    /// Bounds on counts.
    public var counts: [CountExpectation] = []

    /// Whether the block lists no expectation, so that no run can fail one: a field added above must be
    /// counted here, or the runs' judge would skip it.
    var listsNone: Bool { (findings ?? []).isEmpty && decisions.isEmpty && counts.isEmpty }

    /// Whether `expect` allows a finding: one of ``findings`` matches it. A finding at or above the scenario's
    /// `failOn` severity that is not allowed fails the run.
    ///
    /// - Parameter finding: The finding.
    /// - Returns: `true` when a finding expectation matches it.
    public func allows(_ finding: Finding) -> Bool {
        (findings ?? []).contains { $0.matches(kind: finding.kind.name, message: finding.message) }
    }

    /// Failures of a run that no `expect` can allow: a correct app never hangs, deadlocks, leaves work
    /// running or loops forever.
    public static let runtimeFailureKinds: [RuntimeFailure.Kind] = [
        .hang, .deadlock, .escape, .stepLimit, .thrown,
    ]
}
