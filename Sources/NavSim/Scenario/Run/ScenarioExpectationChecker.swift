/// Checks a run against its scenario's `expect`: each expectation the file lists, then the two checks every
/// run must pass whatever it lists (no finding at the `failOn` level that `expect` does not allow; the run
/// ends). ``ScenarioVerdict`` reads the rows.
struct ScenarioExpectationChecker {
    let scenario: Scenario
    let report: ScenarioReport
    let probes: [Int: (policy: NavigationActionPolicy?, by: String?)]

    func results() -> [ScenarioReport.ExpectationResult] {
        var results: [ScenarioReport.ExpectationResult] = []
        let expectations = scenario.expectations
        for expected in expectations.findings ?? [] {
            let found = report.findings.filter { expected.matches(kind: $0.kind.name, message: $0.message) }.count
            let what = [expected.kind, expected.message.map { "\"\($0)\"" }].compactMap { $0 }.joined(separator: " ")
            results.append(
                .init(
                    expectation: "finding \(what) \(Self.describe(expected.bounds))",
                    passed: expected.bounds.contains(found), detail: "found \(found)"))
        }
        for (index, decision) in expectations.decisions.enumerated() {
            let wanted = (decision.policy.map { "\($0)" } ?? "none") + (decision.by.map { " by \($0)" } ?? "")
            let text = "decision for \(decision.url) (\(decision.type.rawValue)) is \(wanted)"
            guard let probe = probes[index] else {
                results.append(.init(expectation: text, passed: false, detail: "not probed: the run did not finish"))
                continue
            }
            let got = (probe.policy.map { "\($0)" } ?? "none") + (probe.by.map { " by \($0)" } ?? "")
            let passed = probe.policy == decision.policy && (decision.by == nil || decision.by == probe.by)
            results.append(.init(expectation: text, passed: passed, detail: "got \(got)"))
        }
        for count in expectations.counts {
            let value = self.count(count)
            var bounds: [String] = []
            if let min = count.min { bounds.append("≥ \(min)") }
            if let max = count.max { bounds.append("≤ \(max)") }
            let passed = value >= (count.min ?? .min) && value <= (count.max ?? .max)
            let filter = count.by.map { " by \($0)" } ?? count.kind.map { " of kind \($0)" } ?? ""
            results.append(
                .init(
                    expectation: "\(count.of)\(filter) \(bounds.joined(separator: " and "))",
                    passed: passed, detail: "counted \(value)"))
        }
        let unexpected = report.unexpectedFindings
        results.append(
            .init(
                expectation: "no \(Self.levelWords(scenario.failOn)) that expect does not list",
                passed: unexpected.isEmpty,
                detail: unexpected.first.map { "found \(unexpected.count): \($0.kind): \($0.message)" } ?? "none",
                check: .unexpectedFindings))
        let failure = report.runtimeFailures.first
        results.append(
            .init(
                expectation: "the run ends (no hang, deadlock or work left running)",
                passed: failure == nil,
                detail: failure.map { "\($0.kind): \($0.message)" } ?? "it ended",
                check: .runEnds))
        return results
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
        case "events": report.events
        case "navigations": report.navigations
        case "finished": report.finished
        case "cancelled": report.cancelled
        case "findings":
            if let kind = expectation.kind {
                report.findings.filter { $0.kind.name == kind }.count
                    + report.runtimeFailures.filter { $0.kind.name == kind }.count
            } else {
                report.findings.count + report.runtimeFailures.count
            }
        case "scriptMessages": report.scriptMessages
        default:
            if let by = expectation.by {
                report.decisions.first { $0.name == by }?.count ?? 0
            } else {
                report.decisions.reduce(0) { $0 + $1.count }
            }
        }
    }
}
