/// A web view setup, its page, its workload, its faults and what must happen, read from a JSON file
/// under `scenarios/` (format `"navsim": 1`, see `docs/scenario-format.md`).
///
/// ```swift
/// let scenario = try Scenario(contentsOf: "scenarios/race1-fallthrough-buggy.json")
/// let report = ScenarioRunner.run(scenario)
/// print(report.text())   // events, decisions by handler, findings, each expectation's result
/// ```
///
/// Decoding is strict: an unknown field, a wrong type or an out-of-range number is a ``ScenarioError``
/// naming the file, the JSON path, what was expected and how to fix it.
public struct Scenario: Sendable {
    /// The largest file accepted, in bytes.
    public static let maximumFileSize = 10 * 1_024 * 1_024

    /// The file, as the user named it.
    public var file: String
    /// A digest of the file's bytes, recorded in schedules so an edited scenario refuses an old one.
    public var digest: String
    /// The scenario's name.
    public var name: String
    /// What it shows.
    public var summary: String
    /// The seed of every random choice and of `run`'s schedule.
    public var seed: UInt64
    /// Which SDK's completion-handler rules apply.
    public var sdk: CompletionHandlerBehavior
    /// How many web views share the configuration.
    public var webViews: Int
    /// The configuration.
    public var configuration: ScenarioConfiguration
    /// The decision deadline, if any.
    public var deadline: DecisionDeadline?
    /// The page source.
    public var page: ScenarioPage
    /// The workload.
    public var workload: ScenarioWorkload
    /// Faults by handler name.
    public var faults: [String: HandlerFault]
    /// What `run` checks.
    public var expectations: ScenarioExpectations
    /// The least severe finding that fails a schedule.
    public var failOn: Finding.Severity

    /// The schedule parameters that tie a schedule to this file.
    public var scheduleParameters: [String: String] { ["scenario": digest] }
}
