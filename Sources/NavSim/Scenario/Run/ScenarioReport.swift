/// What one run of a scenario did and whether its expectations held: the summary `navsim run` and
/// `navsim replay` print. Deterministic: no wall-clock time, no addresses, sorted keys.
public struct ScenarioReport: Sendable {
    /// One expectation and its result.
    public struct ExpectationResult: Sendable, Hashable {
        /// Which check a row is.
        public enum Check: Sendable, Hashable {
            /// An expectation the scenario's `expect` lists.
            case listed
            /// No finding at the `failOn` level that `expect` does not list.
            case unexpectedFindings
            /// The run ends: no hang, deadlock or work left running.
            case runEnds
        }

        /// The expectation, in words.
        public var expectation: String
        /// Whether it held.
        public var passed: Bool
        /// What was found.
        public var detail: String
        /// Which check this row is.
        public var check: Check

        /// Creates a row.
        ///
        /// - Parameters:
        ///   - expectation: The expectation, in words.
        ///   - passed: Whether it held.
        ///   - detail: What was found.
        ///   - check: Which check it is; a listed expectation by default.
        public init(expectation: String, passed: Bool, detail: String, check: Check = .listed) {
            self.expectation = expectation
            self.passed = passed
            self.detail = detail
            self.check = check
        }
    }

    /// The scenario's name.
    public var name: String
    /// The scenario file.
    public var file: String
    /// The schedule's seed.
    public var seed: UInt64
    /// The schedule's strategy.
    public var strategy: String
    /// The schedule that replays this run.
    public var schedule: Schedule?
    /// Workload events performed (steps and random events).
    public var events: Int
    /// Main-frame navigations started.
    public var navigations: Int
    /// Navigations that finished.
    public var finished: Int
    /// Action decisions that cancelled (the count a scenario's `cancelled` expectation reads).
    public var cancelled: Int
    /// How the navigations the scenario's steps and workload started ended, by ending: `finished`,
    /// `cancelled`, `superseded`, `abandoned`, `failed` (provisionally or after commit), `other` (a download).
    public var endings: [String: Int] = [:]
    /// Script messages delivered or posted to an undefined name.
    public var scriptMessages: Int
    /// Decisions by handler (or delegate, deadline, default), sorted by name.
    public var decisions: [(name: String, count: Int)]
    /// Findings of the run, every severity (notes, warnings, violations), in order.
    public var findings: [Finding]
    /// The findings at or above ``failOn`` that the scenario's `expect` does not list: each fails the run.
    public var unexpectedFindings: [Finding]
    /// The least severe finding that fails the run unless `expect` lists it.
    public var failOn: Finding.Severity
    /// How many of ``findings`` are notes.
    public var notes: Int { findings.filter { $0.severity == .note }.count }
    /// Failures the runtime detected besides findings: a hang, a deadlock, an escape.
    public var runtimeFailures: [RuntimeFailure]
    /// The first failure of the run, if any (what `explore` stops at).
    public var failure: RuntimeFailure?
    /// Virtual time at the end.
    public var elapsed: Duration
    /// Scheduling steps run.
    public var steps: Int
    /// Each expectation's result.
    public var expectations: [ExpectationResult]
    /// The run's timeline.
    public var timeline: String
    /// The run's trace, which ``timeline`` renders; HTML reports draw it as swimlanes.
    public var trace = Trace()

    /// The verdict: whether every expectation and check held, and why not.
    public var verdict: ScenarioVerdict { ScenarioVerdict(expectations) }

    /// Whether the run passed (``verdict``).
    public var passed: Bool { verdict.passed }

    /// At most this many notes are listed in ``text(includeTimeline:)``; `--json` lists them all.
    static let notesListed = 10

    /// The summary for a person.
    ///
    /// - Parameter includeTimeline: Whether to append the timeline.
    /// - Returns: The text, one fact per line.
    /// The endings in the summary's order.
    static let endingNames = ["finished", "cancelled", "superseded", "abandoned", "failed"]

    /// "1 finished, 0 cancelled, 2 superseded, 0 abandoned, 0 failed" (and "1 other" when there are others).
    var endingsText: String {
        let other = endings["other", default: 0]
        return (Self.endingNames.map { "\(endings[$0, default: 0]) \($0)" } + (other > 0 ? ["\(other) other"] : []))
            .joined(separator: ", ")
    }

    public func text(includeTimeline: Bool = false) -> String {
        var lines = ["scenario \(name) (\(file))"]
        lines.append(
            "schedule: seed \(seed), strategy \(strategy); \(steps) scheduling steps (tasks resumed one at a time), "
                + "virtual time \(Trace.line(milliseconds: elapsed)) ms"
        )
        lines.append(
            "events: \(events); navigations: \(navigations) (\(endingsText)); script messages: \(scriptMessages)")
        lines.append("decisions by handler:")
        if decisions.isEmpty { lines.append("  (none)") }
        let width = decisions.map(\.name.count).max() ?? 0
        for (name, count) in decisions {
            lines.append("  " + name + String(repeating: " ", count: width - name.count) + "  \(count)")
        }
        lines.append("findings:" + (findings.isEmpty && runtimeFailures.isEmpty ? " none" : ""))
        var notesShown = 0
        for finding in findings {
            if finding.severity == .note {
                notesShown += 1
                if notesShown > Self.notesListed { continue }
            }
            var place = [String]()
            if let webView = finding.webView { place.append("\(webView)") }
            if let navigation = finding.navigation { place.append("\(navigation)") }
            if let handler = finding.handler { place.append("by \(handler)") }
            let allowed =
                finding.severity >= failOn && !unexpectedFindings.contains(finding) ? ", allowed by expect" : ""
            lines.append(
                "  [\(finding.severity)] \(finding.kind): \(finding.message)"
                    + (place.isEmpty && allowed.isEmpty ? "" : " (\(place.joined(separator: ", "))\(allowed))"))
        }
        if notesShown > Self.notesListed {
            lines.append("  … and \(notesShown - Self.notesListed) more note(s); --json lists them all")
        }
        for failure in runtimeFailures {
            lines.append("  [\(failure.kind)] \(failure.message)")
            for pending in failure.pendingTasks { lines.append("      pending: \(pending)") }
        }
        lines.append("checks (expect says what a correct app does; failOn: \(failOn)):")
        for result in expectations {
            lines.append("  \(result.passed ? "PASS" : "FAIL")  \(result.expectation) — \(result.detail)")
        }
        // Each element is one line: URLs as the scenario wrote them are escaped (TerminalText), newlines included.
        lines = lines.map(TerminalText.escaped)
        if includeTimeline {
            lines.append("timeline:")
            lines.append(timeline)
        }
        lines.append(verdict.line)
        return lines.joined(separator: "\n")
    }

    /// The summary as JSON.
    ///
    /// - Parameter includeTimeline: Whether to include the timeline lines.
    /// - Returns: The value; write it with ``JSONWriter``.
    public func json(includeTimeline: Bool = false) -> JSONValue {
        var members: [JSONMember] = [
            JSONMember("scenario", .string(name)),
            JSONMember("file", .string(file)),
            JSONMember("seed", .number(Double(seed), literal: String(seed))),
            JSONMember("strategy", .string(strategy)),
            JSONMember("schedule", schedule.map { .string($0.encoded) } ?? .null),
            JSONMember("steps", .integer(steps)),
            JSONMember("virtualTimeMs", .string(Trace.line(milliseconds: elapsed))),
            JSONMember("events", .integer(events)),
            JSONMember("navigations", .integer(navigations)),
            JSONMember("finished", .integer(finished)),
            JSONMember("cancelled", .integer(cancelled)),
            JSONMember(
                "endings",
                .object(Self.endingNames.map { JSONMember($0, .integer(endings[$0, default: 0])) })),
            JSONMember("scriptMessages", .integer(scriptMessages)),
            JSONMember("decisions", .object(decisions.map { JSONMember($0.name, .integer($0.count)) })),
            JSONMember(
                "findings",
                .array(
                    findings.map { finding in
                        .object([
                            JSONMember("kind", .string(finding.kind.name)),
                            JSONMember("severity", .string(finding.severity.rawValue)),
                            JSONMember("message", .string(finding.message)),
                            JSONMember("exception", finding.exception.map { .string($0) } ?? .null),
                            JSONMember("webView", finding.webView.map { .string($0.description) } ?? .null),
                            JSONMember("navigation", finding.navigation.map { .string($0.description) } ?? .null),
                            JSONMember("handler", finding.handler.map { .string($0) } ?? .null),
                            JSONMember("step", finding.step.map { .integer($0) } ?? .null),
                            JSONMember("unexpected", .bool(unexpectedFindings.contains(finding))),
                        ])
                    }
                        + runtimeFailures.map { failure in
                            .object([
                                JSONMember("kind", .string(failure.kind.name)),
                                JSONMember("severity", .string("failure")),
                                JSONMember("message", .string(failure.message)),
                            ])
                        })),
            JSONMember("notes", .integer(notes)),
            JSONMember("failOn", .string(failOn.rawValue)),
            JSONMember("failure", failure.map { .string("\($0.kind): \($0.message)") } ?? .null),
            JSONMember(
                "expectations",
                .array(
                    expectations.map {
                        .object([
                            JSONMember("expectation", .string($0.expectation)),
                            JSONMember("passed", .bool($0.passed)),
                            JSONMember("detail", .string($0.detail)),
                        ])
                    })),
            JSONMember("passed", .bool(passed)),
            JSONMember("verdict", .string(verdict.line)),
        ]
        if includeTimeline {
            members.append(JSONMember("timeline", .array(timeline.split(separator: "\n").map { .string(String($0)) })))
        }
        return .object(members)
    }
}

extension Trace {
    /// A duration as milliseconds with three decimals, as timelines print it.
    ///
    /// - Parameter duration: The duration.
    /// - Returns: For example `12.500`.
    static func line(milliseconds duration: Duration) -> String {
        let micros = duration / .microseconds(1)
        let whole = Int64(micros.rounded(.down))
        let fraction = String(whole % 1_000)
        return String(whole / 1_000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
