/// Checks a scenario's expectations against what a run did.
struct ScenarioExpectationChecker {
    let scenario: Scenario
    let report: ScenarioReport
    let probes: [Int: (policy: NavigationActionPolicy?, by: String?)]

    /// A finding or runtime failure, as expectations see it.
    struct Observed {
        var kind: String
        var message: String
        var severity: Finding.Severity
    }

    var observed: [Observed] {
        report.findings.map { Observed(kind: $0.kind.name, message: $0.message, severity: $0.severity) }
            + report.runtimeFailures.map { Observed(kind: $0.kind.name, message: $0.message, severity: .violation) }
    }

    func results() -> [ScenarioReport.ExpectationResult] {
        var results: [ScenarioReport.ExpectationResult] = []
        let expectations = scenario.expectations
        if let expected = expectations.findings {
            results += findingResults(expected)
        } else {
            let failing = observed.filter { $0.severity >= scenario.failOn }
            results.append(
                .init(
                    expectation:
                        "no \(scenario.failOn == .warning ? "warnings or violations" : "violations") and no hang",
                    passed: failing.isEmpty,
                    detail: failing.isEmpty
                        ? "none found" : "found \(failing.count): \(failing[0].kind): \(failing[0].message)"))
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
            results.append(
                .init(
                    expectation:
                        "\(count.of)\(count.by.map { " by \($0)" } ?? "") \(bounds.joined(separator: " and "))",
                    passed: passed, detail: "counted \(value)"))
        }
        return results
    }

    func findingResults(_ expected: [ScenarioExpectations.FindingExpectation]) -> [ScenarioReport.ExpectationResult] {
        var results: [ScenarioReport.ExpectationResult] = []
        let observed = self.observed
        var matched = Array(repeating: false, count: observed.count)
        for expectation in expected {
            var count = 0
            for (index, finding) in observed.enumerated() where matches(finding, expectation) {
                count += 1
                matched[index] = true
            }
            let what = [expectation.kind, expectation.message.map { "\"\($0)\"" }].compactMap { $0 }.joined(
                separator: " ")
            let passed = expectation.count.map { $0 == count } ?? (count >= 1)
            results.append(
                .init(
                    expectation: "finding \(what) \(expectation.count.map { "×\($0)" } ?? "at least once")",
                    passed: passed, detail: "found \(count)"))
        }
        let unexpected = observed.indices.filter { !matched[$0] }
        results.append(
            .init(
                expectation: expected.isEmpty ? "no findings" : "no other findings",
                passed: unexpected.isEmpty,
                detail: unexpected.isEmpty
                    ? "none"
                    : "found \(unexpected.count): \(observed[unexpected[0]].kind): \(observed[unexpected[0]].message)"))
        return results
    }

    func matches(_ finding: Observed, _ expectation: ScenarioExpectations.FindingExpectation) -> Bool {
        (expectation.kind.map { $0 == finding.kind } ?? true)
            && (expectation.message.map { finding.message.contains($0) } ?? true)
    }

    func count(_ expectation: ScenarioExpectations.CountExpectation) -> Int {
        switch expectation.of {
        case "events": report.events
        case "navigations": report.navigations
        case "finished": report.finished
        case "cancelled": report.cancelled
        case "findings": report.findings.count + report.runtimeFailures.count
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
