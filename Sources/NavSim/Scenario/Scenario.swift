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
    public var file: String { didSet { source = nil } }
    /// A digest of the file's bytes, recorded in schedules so an edited scenario refuses an old one.
    public var digest: String { didSet { source = nil } }
    /// The scenario's name.
    public var name: String { didSet { source = nil } }
    /// What it shows.
    public var summary: String { didSet { source = nil } }
    /// The seed of every random choice and of `run`'s schedule.
    public var seed: UInt64 { didSet { source = nil } }
    /// Which SDK's completion-handler rules apply.
    public var sdk: CompletionHandlerBehavior { didSet { source = nil } }
    /// How many web views share the configuration.
    public var webViews: Int { didSet { source = nil } }
    /// Where the web views and their delegates run (`mainActor` in the file): their own actors, or the
    /// main actor, as in an app.
    public var webViewIsolation: WebViewIsolation { didSet { source = nil } }
    /// The configuration.
    public var configuration: ScenarioConfiguration { didSet { source = nil } }
    /// The decision deadline, if any.
    public var deadline: DecisionDeadline? { didSet { source = nil } }
    /// The page source.
    public var page: ScenarioPage { didSet { source = nil } }
    /// The workload.
    public var workload: ScenarioWorkload { didSet { source = nil } }
    /// Faults by handler name.
    public var faults: [String: HandlerFault] { didSet { source = nil } }
    /// What a correct app does: what `run`, `explore` and `replay` check.
    public var expectations: ScenarioExpectations { didSet { source = nil } }
    /// The least severe finding that fails a run unless ``expectations`` lists it.
    public var failOn: Finding.Severity { didSet { source = nil } }
    /// Whether the first violation ends the run, as WebKit's exception ends the app (`endsAtFirstViolation`
    /// in the file): nothing runs or is found after it, so the counts are a real app's. `false` (the default)
    /// records every finding and goes on.
    public var endsAtFirstViolation: Bool = false { didSet { source = nil } }
    /// The bytes the scenario was parsed from, while it is as parsed: any change in code forgets them
    /// (``unshared``).
    var source: [UInt8]? = nil

    /// Whether a finding fails a run of this scenario: at or above ``failOn`` and not listed in `expect`.
    ///
    /// - Parameter finding: The finding.
    /// - Returns: `true` when the finding fails the run.
    public func isUnexpected(_ finding: Finding) -> Bool {
        finding.severity >= failOn && !expectations.allows(finding)
    }

    /// The same scenario in storage no other copy shares, for an exploration thread (`Explorer.explore(…,
    /// threadBody:)`): parsed again from its file's bytes. A scenario built or changed in code, which has no
    /// bytes that say all of it, is returned as it is.
    var unshared: Scenario {
        guard let source, let copy = try? Scenario(parsing: source, file: file.unshared) else { return self }
        return copy
    }

    /// The schedule parameters that tie a schedule to this file.
    public var scheduleParameters: [String: String] { ["scenario": digest] }

    /// The schedule parameters of a run with jitter: the file, and the jitter in whole percent when above 0.
    ///
    /// - Parameter jitter: How far fixed latencies move, as a fraction.
    /// - Returns: The parameters recorded in the run's schedule.
    public func scheduleParameters(jitter: Double) -> [String: String] {
        var parameters = scheduleParameters
        if jitter > 0 { parameters["jitter"] = Self.percentText(jitter) }
        return parameters
    }

    /// The jitter a schedule was recorded with, as a fraction (0 when it has none).
    ///
    /// - Parameter parameters: The schedule's parameters.
    /// - Returns: The jitter.
    public static func jitter(of parameters: [String: String]) -> Double {
        parameters["jitter"].flatMap(Double.init).map { $0 / 100 } ?? 0
    }

    /// A fraction as percent text without a trailing `.0`: `0.5` → `50`, `0.125` → `12.5`.
    public static func percentText(_ fraction: Double) -> String {
        let percent = (fraction * 100 * 1_000).rounded() / 1_000
        return percent == percent.rounded() ? String(Int(percent)) : String(percent)
    }
}
