import Foundation
import Testing

@testable import NavSim

/// The Trace Event Format export: valid against the format, and a golden trace for RACE-CASES 4.
///
/// After a deliberate change, regenerate the golden with
/// `NAVSIM_REGENERATE_TRACES=1 swift test --filter TraceEventFormatTests` and review the diff.
@Suite(.timeLimit(.minutes(10))) struct TraceEventFormatTests {
    static let golden = ShippedScenarios.root.appendingPathComponent(
        "docs/traces/race4-throwing-callback-buggy.trace.json")

    /// Checks a document against the Trace Event Format: a `traceEvents` array, the fields each phase
    /// requires, begin/end pairs matched per track, each flow started once and finished once, later.
    /// Returns the problems found.
    static func problems(in text: String) -> [String] {
        guard let document = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let events = document["traceEvents"] as? [[String: Any]]
        else { return ["not a JSON object with a traceEvents array"] }
        var problems: [String] = []
        var open: [Int: [String]] = [:]
        var flowStarts: [Int: Double] = [:]
        var flowEnds: [Int: Double] = [:]
        for (index, event) in events.enumerated() {
            guard let phase = event["ph"] as? String else {
                problems.append("event \(index) has no ph")
                continue
            }
            var required = ["name", "pid", "tid"]
            switch phase {
            case "M": required += ["args"]
            case "X": required += ["ts", "dur", "cat"]
            case "i", "I": required += ["ts", "s"]
            case "B", "E": required += ["ts"]
            case "s", "t", "f": required += ["ts", "id", "cat"]
            default: problems.append("event \(index) has an unknown phase \(phase)")
            }
            for field in required where event[field] == nil {
                problems.append("event \(index) (\(phase)) has no \(field)")
            }
            if phase != "M", !(event["ts"] is NSNumber) { problems.append("event \(index): ts is not a number") }
            if let scope = event["s"] as? String, !["g", "p", "t"].contains(scope) {
                problems.append("event \(index): scope \(scope)")
            }
            let track = event["tid"] as? Int ?? -1
            let name = event["name"] as? String ?? ""
            if phase == "B" { open[track, default: []].append(name) }
            if phase == "E" {
                if open[track]?.popLast() == nil { problems.append("event \(index): E without B on track \(track)") }
            }
            if let id = event["id"] as? Int, let time = (event["ts"] as? NSNumber)?.doubleValue {
                if phase == "s" {
                    if flowStarts[id] != nil { problems.append("flow \(id) starts twice") }
                    flowStarts[id] = time
                }
                if phase == "f" {
                    if flowEnds[id] != nil { problems.append("flow \(id) ends twice") }
                    flowEnds[id] = time
                }
            }
        }
        for (track, names) in open where !names.isEmpty { problems.append("track \(track): B without E: \(names)") }
        for (id, start) in flowStarts {
            guard let end = flowEnds[id] else {
                problems.append("flow \(id) never ends")
                continue
            }
            if end < start { problems.append("flow \(id) ends before it starts") }
        }
        for id in flowEnds.keys where flowStarts[id] == nil { problems.append("flow \(id) never starts") }
        return problems
    }

    static func race4() throws -> (json: String, failure: ExplorationFailure) {
        let scenario = try Scenario(
            contentsOf: ShippedScenarios.directory.appendingPathComponent("race4-throwing-callback-buggy.json").path)
        let exploration = ScenarioRunner.explore(scenario, seeds: 0..<100)
        let failure = try #require(exploration.firstFailure)
        let trace = failure.shrunk?.trace ?? failure.trace
        let json = trace.traceEventJSON(
            name: scenario.name,
            metadata: ["seed": "\(failure.seed)", "strategy": "\(exploration.strategy)", "schedule": "(golden)"])
        return (json, failure)
    }

    @Test func theRace4TraceIsValidAndHasItsTracksSlicesFindingsAndFlows() throws {
        let (json, failure) = try Self.race4()
        #expect(Self.problems(in: json).isEmpty, "\(Self.problems(in: json))")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let events = try #require(document["traceEvents"] as? [[String: Any]])
        let threadNames = events.filter { $0["name"] as? String == "thread_name" }.compactMap {
            ($0["args"] as? [String: Any])?["name"] as? String
        }
        let trace = failure.shrunk?.trace ?? failure.trace
        for entry in trace.entries {
            #expect(threadNames.contains(entry.task))
            if let actor = entry.actor { #expect(threadNames.contains("@" + actor)) }
        }
        #expect(
            events.filter { $0["ph"] as? String == "X" && $0["cat"] as? String == "step" }.count >= trace.steps.count)
        let findings = events.filter { $0["cat"] as? String == "finding" }
        #expect(findings.count == 1)
        #expect((findings.first?["args"] as? [String: Any])?["error"] as? Bool == true)
        #expect(events.contains { $0["cat"] as? String == "delegate" })
        #expect(events.filter { $0["ph"] as? String == "s" }.count == 2)
        #expect((document["otherData"] as? [String: String])?["seed"] == "\(failure.seed)")
    }

    @Test func theRace4TraceIsTheCommittedGolden() throws {
        let (json, _) = try Self.race4()
        if ProcessInfo.processInfo.environment["NAVSIM_REGENERATE_TRACES"] == "1" {
            try json.write(to: Self.golden, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: Self.golden, encoding: .utf8)
        #expect(json == committed, "regenerate with NAVSIM_REGENERATE_TRACES=1 and review the diff")
    }

    @Test func theValidatorFindsBrokenDocuments() {
        #expect(!Self.problems(in: "[]").isEmpty)
        #expect(
            !Self.problems(in: #"{"traceEvents": [{"ph": "B", "name": "a", "pid": 1, "tid": 1, "ts": 0}]}"#).isEmpty)
        #expect(
            !Self.problems(in: #"{"traceEvents": [{"ph": "X", "name": "a", "pid": 1, "tid": 1, "ts": 0}]}"#).isEmpty)
        #expect(
            !Self.problems(
                in: #"{"traceEvents": [{"ph": "s", "id": 1, "cat": "c", "name": "a", "pid": 1, "tid": 1, "ts": 0}]}"#
            )
            .isEmpty)
    }
}
