/// Whether a run of a scenario passed: the one rule `navsim run`, `explore` and `replay` judge by.
///
/// A scenario's `expect` says what a correct app does. A run passes when every expectation it lists holds,
/// no finding at the scenario's `failOn` level (or above) appears that `expect` does not list, and the run
/// ends (no hang, deadlock or work left running). A buggy scenario's `expect` describes the fixed app, so
/// the bug fails the run with WebKit's message.
///
/// ```swift
/// let report = ScenarioRunner.run(try Scenario(contentsOf: "scenarios/race1-fallthrough-buggy.json"))
/// print(report.verdict.line)
/// // result: FAIL: completion-handler-called-twice: Completion handler passed to -[AppNavigationDelegate …] was called more than once
/// ```
public struct ScenarioVerdict: Sendable, Hashable, CustomStringConvertible {
    /// Whether the run passed.
    public var passed: Bool
    /// Why it failed, in words: the first finding `expect` does not allow (with WebKit's message), else
    /// what stopped the run (a hang), else the first expectation that does not hold. Empty when it passed.
    public var reason: String
    /// How many checks held.
    public var held: Int
    /// How many checks there were: each expectation, plus the unexpected-finding check and the run's end.
    public var checks: Int

    /// Judges the rows of a report's expectation check.
    ///
    /// - Parameter results: Each expectation and check with its result (``ScenarioReport/expectations``).
    public init(_ results: [ScenarioReport.ExpectationResult]) {
        held = results.filter(\.passed).count
        checks = results.count
        passed = held == checks
        let failing = results.filter { !$0.passed }
        let first =
            failing.first { $0.check == .unexpectedFindings } ?? failing.first { $0.check == .runEnds }
            ?? failing.first
        switch first?.check {
        case nil: reason = ""
        case .unexpectedFindings?, .runEnds?:
            reason = Self.strippingCount(first?.detail ?? "")
        case .listed?:
            reason = "expected \(first?.expectation ?? ""), \(first?.detail ?? "")"
        }
        if failing.count > 1 {
            reason += " (and \(failing.count - 1) more failed check\(failing.count > 2 ? "s" : ""))"
        }
    }

    /// The verdict as one line: `result: PASS (5 of 5 checks hold)` or `result: FAIL: <reason>`.
    public var line: String {
        passed ? "result: PASS (\(held) of \(checks) checks hold)" : "result: FAIL: \(reason)"
    }

    public var description: String { line }

    /// `found 2: kind: message` → `kind: message`.
    private static func strippingCount(_ detail: String) -> String {
        guard detail.hasPrefix("found "), let colon = detail.firstIndex(of: ":") else { return detail }
        return String(detail[detail.index(after: colon)...].drop { $0 == " " })
    }
}
