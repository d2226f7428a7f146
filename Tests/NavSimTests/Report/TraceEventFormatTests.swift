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
    /// requires, begin/end pairs matched per track, and flows: ids unique, each started once and finished
    /// once (`bp: "e"`), never before it starts, each flow event inside a slice of its track (the slice the
    /// viewers bind it to). Returns the problems found.
    static func problems(in text: String) -> [String] {
        guard let document = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let events = document["traceEvents"] as? [[String: Any]]
        else { return ["not a JSON object with a traceEvents array"] }
        var problems: [String] = []
        var open: [Int: [String]] = [:]
        var flowStarts: [Int: Double] = [:]
        var flowEnds: [Int: Double] = [:]
        var slices: [Int: [(start: Double, end: Double)]] = [:]
        var flowEvents: [(index: Int, track: Int, time: Double)] = []
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
            let time = (event["ts"] as? NSNumber)?.doubleValue ?? 0
            if phase == "B" { open[track, default: []].append(name) }
            if phase == "E" {
                if open[track]?.popLast() == nil { problems.append("event \(index): E without B on track \(track)") }
            }
            if phase == "X", let duration = (event["dur"] as? NSNumber)?.doubleValue {
                slices[track, default: []].append((time, time + duration))
            }
            if phase == "s" || phase == "t" || phase == "f" {
                flowEvents.append((index, track, time))
                guard let id = event["id"] as? Int else {
                    problems.append("event \(index): flow id is not an integer")
                    continue
                }
                if phase == "s" {
                    if flowStarts[id] != nil { problems.append("flow \(id) starts twice") }
                    flowStarts[id] = time
                }
                if phase == "f" {
                    if flowEnds[id] != nil { problems.append("flow \(id) ends twice") }
                    if event["bp"] as? String != "e" { problems.append("flow \(id) ends without bp e") }
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
            if end <= start { problems.append("flow \(id) ends before it starts") }
        }
        for id in flowEnds.keys where flowStarts[id] == nil { problems.append("flow \(id) never starts") }
        for flow in flowEvents
        where !(slices[flow.track] ?? []).contains(where: { $0.start < flow.time && flow.time < $0.end }) {
            problems.append("event \(flow.index): a flow event outside every slice of track \(flow.track)")
        }
        return problems
    }

    /// The threads' names by id, and the flows as (name, from track, to track).
    static func tracksAndFlows(_ json: String) throws -> (names: [Int: String], flows: [(String, Int, Int)]) {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let events = try #require(document["traceEvents"] as? [[String: Any]])
        var names: [Int: String] = [:]
        for event in events where event["name"] as? String == "thread_name" {
            names[event["tid"] as? Int ?? -1] = (event["args"] as? [String: Any])?["name"] as? String
        }
        var starts: [Int: (String, Int)] = [:]
        var flows: [(String, Int, Int)] = []
        for event in events {
            guard let id = event["id"] as? Int, let track = event["tid"] as? Int else { continue }
            if event["ph"] as? String == "s" { starts[id] = (event["name"] as? String ?? "", track) }
            if event["ph"] as? String == "f", let start = starts[id] { flows.append((start.0, start.1, track)) }
        }
        return (names, flows)
    }

    static func race4() throws -> (json: String, failure: ExplorationFailure) {
        let scenario = try Scenario(
            contentsOf: ShippedScenarios.directory.appendingPathComponent("race4-throwing-callback-buggy.json").path)
        let exploration = ScenarioRunner.explore(scenario, seeds: 0..<100)
        let failure = try #require(exploration.firstFailure)
        // As `explore --trace-out` does: the failing schedule run again, recording how each job came to run.
        let run = try #require(ScenarioRunner.failingRun(of: exploration, scenario: scenario, recordsCauses: true))
        let trace = run.trace
        #expect(trace.entries == (failure.shrunk?.trace ?? failure.trace).entries)
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
        let categories = Set(events.compactMap { $0["ph"] as? String == "i" ? $0["cat"] as? String : nil })
        #expect(
            categories.isSubset(of: [
                "delegate", "decision", "script-message", "webview", "spawn", "task", "timer", "note", "finding",
            ]))
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
        // Both spawns, and every job enqueued by another track's step, are arrows.
        let flows = try Self.tracksAndFlows(json).flows
        #expect(flows.filter { $0.0 == "spawn" }.count == 2)
        #expect(flows.count > 2)
        #expect(flows.allSatisfy { $0.1 != $0.2 })
        // A trace that did not record its causes still has its spawns' arrows, from the events alone.
        let plain = (failure.shrunk?.trace ?? failure.trace).traceEventJSON(name: "plain")
        #expect(Self.problems(in: plain).isEmpty, "\(Self.problems(in: plain))")
        #expect(try Self.tracksAndFlows(plain).flows.map(\.0) == ["spawn", "spawn"])
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

    @Test func aCompletionHandlersCallIsAnArrowToTheStepThatDeliversIt() throws {
        // RACE-CASES 4 fixed: the script's task calls the decision handler; the web view then goes on with
        // the navigation on its own track.
        let scenario = try Scenario(
            contentsOf: ShippedScenarios.directory.appendingPathComponent("race4-throwing-callback-fixed.json").path)
        let run = ScenarioRunner.run(scenario, seed: 1, recordsCauses: true)
        let json = run.trace.traceEventJSON(name: scenario.name)
        #expect(Self.problems(in: json).isEmpty, "\(Self.problems(in: json))")
        let (names, flows) = try Self.tracksAndFlows(json)
        let handler = try #require(flows.first { $0.0 == "completion handler" })
        #expect(names[handler.1] == "ScriptDecision-check")
        // It ends at the step whose first event delivers the decision.
        let decided = try #require(run.trace.entries.first { $0.event.kind == "actionDecided" })
        let first = try #require(run.trace.entries.first { $0.step == decided.step })
        #expect(first.event.kind == "actionDecided")
    }

    @Test func theMainActorAndEveryQueueHaveATrackWithTheirJobsAndTheArrowsIntoThem() throws {
        let outcome = Simulation.run(SimulationOptions(seed: 3, recordsCauses: true), name: "queues") { sim in
            let serial = SimulatedQueue(label: "replies")
            let concurrent = SimulatedQueue(label: "work", attributes: .concurrent)
            let group = SimulatedGroup()
            serial.async(group: group) { sim.record("serial item 1") }
            serial.async(group: group) { sim.record("serial item 2") }
            concurrent.async(group: group) { sim.record("concurrent item") }
            SimulatedQueue.main.async(group: group) { sim.record("main item") }
            await group.wait()
        }
        #expect(outcome.failures.isEmpty)
        let json = outcome.trace.traceEventJSON(name: "queues")
        #expect(Self.problems(in: json).isEmpty, "\(Self.problems(in: json))")
        let (names, flows) = try Self.tracksAndFlows(json)
        let tracks = Dictionary(names.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        let replies = try #require(tracks["queue replies"])
        let work = try #require(tracks["queue work"])
        let main = try #require(tracks["@MainActor"])
        // The queues' items are instants on the queues' tracks, and every track has its steps as slices.
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let events = try #require(document["traceEvents"] as? [[String: Any]])
        func on(_ track: Int, _ phase: String) -> [[String: Any]] {
            events.filter { $0["tid"] as? Int == track && $0["ph"] as? String == phase }
        }
        #expect(on(replies, "i").compactMap { $0["name"] as? String } == ["serial item 1", "serial item 2"])
        #expect(on(work, "i").compactMap { $0["name"] as? String } == ["concurrent item"])
        for track in [replies, work, main] { #expect(!on(track, "X").isEmpty) }
        // Sending to a queue or to the main actor is an arrow from the sender's track to the queue's.
        #expect(flows.contains { $0.0 == "enqueue on replies" && $0.2 == replies })
        #expect(flows.contains { $0.0 == "enqueue on work" && $0.2 == work })
        #expect(flows.contains { $0.0 == "enqueue on the main actor" && $0.2 == main })
        #expect(!names.values.contains("replies") && !names.values.contains("work"))
    }

    @Test func categoriesComeFromTheEventsValues() {
        #expect(TraceEventWriter.category(of: .failed(.hang, "x")) == "finding")
        #expect(TraceEventWriter.category(of: .spawn("x")) == "spawn")
        #expect(TraceEventWriter.category(of: .wakes(timer: 1)) == "timer")
        // A note is a note, whatever its text says.
        #expect(TraceEventWriter.category(of: .note("finding [violation] decidePolicyFor")) == "note")
        let finding = Finding(kind: .completionHandlerNotCalled, severity: .violation, message: "m")
        #expect(TraceEventWriter.category(of: .value(RecordedFinding(finding: finding))) == "finding")
        #expect(TraceEventWriter.category(of: .actionDecided) == "decision")
        #expect(TraceEventWriter.category(of: .didCommit) == "delegate")
        #expect(TraceEventWriter.category(of: .scriptMessage) == "script-message")
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
        // A flow whose end precedes its start, or sits outside every slice.
        let slice = #"{"ph": "X", "name": "a", "cat": "c", "pid": 1, "tid": 1, "ts": 0, "dur": 1}"#
        let start = #"{"ph": "s", "id": 1, "cat": "c", "name": "a", "pid": 1, "tid": 1, "ts": 0.8}"#
        let early = #"{"ph": "f", "bp": "e", "id": 1, "cat": "c", "name": "a", "pid": 1, "tid": 1, "ts": 0.5}"#
        let outside = #"{"ph": "f", "bp": "e", "id": 1, "cat": "c", "name": "a", "pid": 1, "tid": 1, "ts": 5}"#
        let inside = #"{"ph": "f", "bp": "e", "id": 1, "cat": "c", "name": "a", "pid": 1, "tid": 1, "ts": 0.9}"#
        #expect(Self.problems(in: #"{"traceEvents": [\#(slice), \#(start), \#(inside)]}"#).isEmpty)
        #expect(!Self.problems(in: #"{"traceEvents": [\#(slice), \#(start), \#(early)]}"#).isEmpty)
        #expect(!Self.problems(in: #"{"traceEvents": [\#(slice), \#(start), \#(outside)]}"#).isEmpty)
        #expect(
            !Self.problems(in: #"{"traceEvents": [\#(slice), \#(start), \#(inside), \#(start), \#(inside)]}"#).isEmpty)
    }
}
