/// Checks a run against its scenario's `expect`: each expectation the file lists, then the two checks every
/// run must pass whatever it lists (no finding at the `failOn` level that `expect` does not allow; the run
/// ends). ``ScenarioVerdict`` reads the rows.
struct ScenarioExpectationChecker {
    let scenario: Scenario
    /// What the run counted and found.
    let state: ScenarioRunCollector.State
    /// The run's failures other than findings and expectations (a hang, a deadlock, an escape).
    let runtimeFailures: [RuntimeFailure]

    func results() -> [ScenarioReport.ExpectationResult] {
        var results: [ScenarioReport.ExpectationResult] = []
        let expectations = scenario.expectations
        for expected in expectations.findings ?? [] { results.append(result(expected)) }
        for (index, decision) in expectations.decisions.enumerated() { results.append(result(decision, index)) }
        for count in expectations.counts { results.append(result(count)) }
        let unexpected = state.findings.filter { scenario.isUnexpected($0) }
        results.append(
            .init(
                expectation: "no \(Self.levelWords(scenario.failOn)) that expect does not list",
                passed: unexpected.isEmpty,
                detail: unexpected.first.map { "found \(unexpected.count): \($0.kind): \($0.message)" } ?? "none",
                check: .unexpectedFindings))
        let failure = runtimeFailures.first
        results.append(
            .init(
                expectation: "the run ends (no hang, deadlock or work left running)",
                passed: failure == nil,
                detail: failure.map { "\($0.kind): \($0.message)" } ?? "it ended",
                check: .runEnds))
        return results
    }

    /// The first expectation the file lists that does not hold, as ``results()`` gives it; the text of
    /// those that hold is never built (a run judges itself before it ends, once per explored schedule).
    func firstFailedListed() -> ScenarioReport.ExpectationResult? {
        let expectations = scenario.expectations
        for expected in expectations.findings ?? [] where !expected.bounds.contains(found(expected)) {
            return result(expected)
        }
        for (index, decision) in expectations.decisions.enumerated() where !passed(decision, index) {
            return result(decision, index)
        }
        for count in expectations.counts where !passed(count) { return result(count) }
        return nil
    }

    private func found(_ expected: ScenarioExpectations.FindingExpectation) -> Int {
        state.findings.filter { expected.matches(kind: $0.kind.name, message: $0.message) }.count
    }

    private func result(_ expected: ScenarioExpectations.FindingExpectation) -> ScenarioReport.ExpectationResult {
        let found = found(expected)
        let what = [expected.kind, expected.message.map { "\"\($0)\"" }].compactMap { $0 }.joined(separator: " ")
        return .init(
            expectation: "finding \(what) \(Self.describe(expected.bounds))",
            passed: expected.bounds.contains(found), detail: "found \(found)")
    }

    private func passed(_ decision: ScenarioExpectations.DecisionExpectation, _ index: Int) -> Bool {
        guard let probe = state.probes[index] else { return false }
        return probe.policy == decision.policy && (decision.by == nil || decision.by == probe.by)
    }

    private func result(
        _ decision: ScenarioExpectations.DecisionExpectation, _ index: Int
    ) -> ScenarioReport.ExpectationResult {
        let wanted = (decision.policy.map { "\($0)" } ?? "none") + (decision.by.map { " by \($0)" } ?? "")
        let text = "decision for \(decision.url) (\(decision.type.rawValue)) is \(wanted)"
        guard let probe = state.probes[index] else {
            return .init(expectation: text, passed: false, detail: "not probed: the run did not finish")
        }
        let got = (probe.policy.map { "\($0)" } ?? "none") + (probe.by.map { " by \($0)" } ?? "")
        return .init(expectation: text, passed: passed(decision, index), detail: "got \(got)")
    }

    private func passed(_ count: ScenarioExpectations.CountExpectation) -> Bool {
        let value = self.count(count)
        return value >= (count.min ?? .min) && value <= (count.max ?? .max)
    }

    private func result(_ count: ScenarioExpectations.CountExpectation) -> ScenarioReport.ExpectationResult {
        var bounds: [String] = []
        if let min = count.min { bounds.append("≥ \(min)") }
        if let max = count.max { bounds.append("≤ \(max)") }
        let filter = count.by.map { " by \($0)" } ?? count.kind.map { " of kind \($0)" } ?? ""
        return .init(
            expectation: "\(count.of)\(filter) \(bounds.joined(separator: " and "))",
            passed: passed(count), detail: "counted \(self.count(count))")
    }

    /// The findings a `failOn` level fails on, in words: `violation`, `warning or violation`, `finding`.
    static func levelWords(_ level: Finding.Severity) -> String {
        switch level {
        case .violation: "violation"
        case .warning: "warning or violation"
        case .note: "finding (note, warning or violation)"
        }
    }

    static func describe(_ bounds: ClosedRange<Int>) -> String {
        if bounds.lowerBound == bounds.upperBound { return "×\(bounds.lowerBound)" }
        if bounds.upperBound == .max { return bounds.lowerBound <= 1 ? "at least once" : "≥ \(bounds.lowerBound)" }
        if bounds.lowerBound == 0 { return "at most \(bounds.upperBound) (allowed)" }
        return "\(bounds.lowerBound) to \(bounds.upperBound) times"
    }

    func count(_ expectation: ScenarioExpectations.CountExpectation) -> Int {
        switch expectation.of {
        case "events": state.events
        case "navigations": state.navigations
        case "finished": state.finished
        case "cancelled": state.cancelled
        case "findings":
            if let kind = expectation.kind {
                state.findings.filter { $0.kind.name == kind }.count
                    + runtimeFailures.filter { $0.kind.name == kind }.count
            } else {
                state.findings.count + runtimeFailures.count
            }
        case "scriptMessages": state.scriptMessages
        default:
            if let by = expectation.by {
                state.decisions[by] ?? 0
            } else {
                state.decisions.total
            }
        }
    }
}
