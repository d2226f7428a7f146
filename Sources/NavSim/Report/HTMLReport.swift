/// A self-contained HTML report as values: a title, facts, and sections of charts and text, built from a
/// failing schedule, a load run or an ordering analysis and rendered by ``html`` to one page with inline
/// SVG and CSS, no script and nothing fetched, readable offline and attachable to a CI run.
///
/// The model is what tests read: a chart's lanes, points and cells are values, so a report is checked
/// without a browser; `Tools/check-reports.sh` checks the rendered pages in headless Chromium.
///
/// ```swift
/// let exploration = ScenarioRunner.explore(scenario, seeds: 0..<1_000)
/// if let failure = exploration.firstFailure {
///     let report = HTMLReport(failure: failure, scenario: scenario, replayCommand: "navsim replay …")
///     try report.write(toFile: "race.html")
/// }
/// ```
public struct HTMLReport: Sendable, Hashable {
    /// What the report shows.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A schedule: swimlanes of its tasks and actors.
        case schedule
        /// A load run: latency distributions and throughput.
        case bench
        /// An ordering analysis: the claim matrix.
        case orderings
    }

    /// One fact of the header: a name and its value, such as `seed` and `42`.
    public struct Fact: Sendable, Hashable {
        /// The name.
        public var name: String
        /// The value.
        public var value: String

        /// Creates a fact.
        ///
        /// - Parameters:
        ///   - name: The name.
        ///   - value: The value.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// What the report shows.
    public var kind: Kind
    /// The title, such as the scenario's name.
    public var title: String
    /// One line under the title: the verdict or the run's result.
    public var summary: String
    /// Whether the summary is a failure (drawn in red).
    public var failed: Bool
    /// Facts of the run: seed, strategy, version.
    public var facts: [Fact]
    /// The sections, in order.
    public var sections: [HTMLReportSection]

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - kind: What it shows.
    ///   - title: The title.
    ///   - summary: The line under the title.
    ///   - failed: Whether the summary is a failure.
    ///   - facts: Facts of the run.
    ///   - sections: The sections.
    public init(
        kind: Kind, title: String, summary: String, failed: Bool = false, facts: [Fact] = [],
        sections: [HTMLReportSection] = []
    ) {
        self.kind = kind
        self.title = title
        self.summary = summary
        self.failed = failed
        self.facts = facts
        self.sections = sections
    }
}
