/// What `navsim run` checks after running a scenario.
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

    /// A finding the run must have.
    public struct FindingExpectation: Sendable, Hashable {
        /// The finding's kind.
        public var kind: String?
        /// Text the message must contain.
        public var message: String?
        /// How many exactly; at least one when `nil`.
        public var count: Int?
    }

    /// Bounds on a count.
    public struct CountExpectation: Sendable, Hashable {
        /// What is counted.
        public var of: String
        /// For decisions: only those by this handler.
        public var by: String?
        /// The least allowed.
        public var min: Int?
        /// The most allowed.
        public var max: Int?
    }

    /// Decisions for given URLs.
    public var decisions: [DecisionExpectation] = []
    /// The findings the run must have, and no others; `nil` when not checked.
    public var findings: [FindingExpectation]?
    /// Bounds on counts.
    public var counts: [CountExpectation] = []
}
