/// Writes a ``Trace`` in the Trace Event Format (see ``Trace/traceEventJSON(name:metadata:)``): tracks,
/// step slices, instant events by category, spawn flows and metadata.
struct TraceEventWriter {
    let trace: Trace
    let name: String
    let metadata: [String: String]

    /// The track of a task or an actor: its thread id and its name as shown.
    private struct Track {
        var id: Int
        var label: String
    }

    private static let process = 1
    /// Thread ids of actors start here, so tasks and actors sort apart.
    private static let firstActor = 1_000

    func json() -> String {
        var tasks: [String: Track] = [:]
        var taskOrder: [String] = []
        var actors: [String: Track] = [:]
        var actorOrder: [String] = []
        func task(_ name: String) -> Track {
            if let track = tasks[name] { return track }
            let track = Track(id: taskOrder.count + 1, label: name)
            tasks[name] = track
            taskOrder.append(name)
            return track
        }
        func actor(_ name: String) -> Track {
            if let track = actors[name] { return track }
            let track = Track(id: Self.firstActor + actorOrder.count, label: "@" + name)
            actors[name] = track
            actorOrder.append(name)
            return track
        }

        // Who ran each step: the task number the schedule recorded, named by the entries of the steps it ran.
        var numberNames: [UInt32: String] = [:]
        var stepEntries: [Int: [Trace.Entry]] = [:]
        for entry in trace.entries {
            stepEntries[entry.step, default: []].append(entry)
            guard entry.step >= 1, entry.step <= trace.steps.count, entry.task != "runtime" else { continue }
            let number = trace.steps[entry.step - 1]
            if number != 0, numberNames[number] == nil { numberNames[number] = entry.task }
        }
        for entry in trace.entries where entry.task != "runtime" { _ = task(entry.task) }

        // Virtual time at each step: the latest entry's at or before it.
        var events: [JSONValue] = []
        var times: [Int64] = Array(repeating: 0, count: trace.steps.count + 1)
        var entryIndex = 0
        var now: Int64 = 0
        let entries = trace.entries
        for step in 0...trace.steps.count {
            while entryIndex < entries.count, entries[entryIndex].step <= step {
                now = Swift.max(now, entries[entryIndex].time.nanosecondsForReport)
                entryIndex += 1
            }
            times[step] = now
        }
        // Display time: the step's virtual time, plus one microsecond per step (most events of a schedule
        // happen at the same virtual time; the step keeps their order), plus an offset inside the step's slice.
        func timestamp(step: Int, offset: Int64 = 0) -> JSONValue {
            let clamped = Swift.max(0, Swift.min(step, trace.steps.count))
            let total = times[clamped] &+ Int64(clamped) &* 1_000 &+ offset
            let fraction = String(total % 1_000)
            let literal = String(total / 1_000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
            return .number(Double(total) / 1_000, literal: literal)
        }

        var firstStep: [String: Int] = [:]
        for (index, number) in trace.steps.enumerated() {
            let step = index + 1
            let runner =
                number != 0
                ? (numberNames[number] ?? "T\(number)")
                : (stepEntries[step]?.first { $0.task != "runtime" }?.task ?? "actor jobs")
            let track = task(runner)
            if firstStep[runner] == nil { firstStep[runner] = step }
            events.append(
                Self.event(
                    "X", name: "step #\(step)", category: "step", track: track.id,
                    timestamp: timestamp(step: step),
                    extra: [JSONMember("dur", .number(0.9, literal: "0.900"))]))
            var actorsOfStep: [String] = []
            for entry in stepEntries[step] ?? [] {
                if let name = entry.actor, !actorsOfStep.contains(name) { actorsOfStep.append(name) }
            }
            for name in actorsOfStep {
                events.append(
                    Self.event(
                        "X", name: "step #\(step)", category: "step", track: actor(name).id,
                        timestamp: timestamp(step: step),
                        extra: [JSONMember("dur", .number(0.9, literal: "0.900"))]))
            }
        }

        var flows: [(from: Trace.Entry, offset: Int64, to: String)] = []
        for (index, entry) in entries.enumerated() {
            let text = "\(entry.event)"
            let category = Self.category(of: text)
            let offset = Int64(100 + (index % 700))
            var extra = [JSONMember("s", .string("t"))]
            var arguments = [
                JSONMember("step", .integer(entry.step)),
                JSONMember("virtualTimeMs", .string(Trace.line(milliseconds: entry.time))),
            ]
            if category == "finding" {
                arguments.append(JSONMember("error", .bool(true)))
                extra.append(JSONMember("cname", .string("terrible")))
            }
            extra.append(JSONMember("args", .object(arguments)))
            let time = timestamp(step: entry.step, offset: offset)
            events.append(
                Self.event(
                    "i", name: text, category: category, track: task(entry.task).id, timestamp: time, extra: extra))
            if let name = entry.actor {
                events.append(
                    Self.event(
                        "i", name: text, category: category, track: actor(name).id, timestamp: time, extra: extra))
            }
            if text.hasPrefix("spawn ") { flows.append((entry, offset, String(text.dropFirst("spawn ".count)))) }
        }
        for (id, flow) in flows.enumerated() {
            guard let step = firstStep[flow.to], step >= flow.from.step, let target = tasks[flow.to] else { continue }
            let start = timestamp(step: flow.from.step, offset: flow.offset)
            events.append(
                Self.event(
                    "s", name: "spawn", category: "flow", track: task(flow.from.task).id, timestamp: start,
                    extra: [JSONMember("id", .integer(id + 1))]))
            events.append(
                Self.event(
                    "f", name: "spawn", category: "flow", track: target.id,
                    timestamp: timestamp(step: step, offset: 50),
                    extra: [JSONMember("id", .integer(id + 1)), JSONMember("bp", .string("e"))]))
        }

        var metadataEvents: [JSONValue] = [
            Self.metadata("process_name", track: 0, arguments: [JSONMember("name", .string(name))])
        ]
        for (index, name) in taskOrder.enumerated() {
            metadataEvents.append(
                Self.metadata("thread_name", track: index + 1, arguments: [JSONMember("name", .string(name))]))
            metadataEvents.append(
                Self.metadata(
                    "thread_sort_index", track: index + 1, arguments: [JSONMember("sort_index", .integer(index))]))
        }
        for (index, name) in actorOrder.enumerated() {
            let id = Self.firstActor + index
            metadataEvents.append(
                Self.metadata("thread_name", track: id, arguments: [JSONMember("name", .string("@" + name))]))
            metadataEvents.append(
                Self.metadata("thread_sort_index", track: id, arguments: [JSONMember("sort_index", .integer(id))]))
        }
        let document = JSONValue.object([
            JSONMember("displayTimeUnit", .string("ns")),
            JSONMember(
                "otherData", .object(metadata.keys.sorted().map { JSONMember($0, .string(metadata[$0] ?? "")) })),
            JSONMember("traceEvents", .array(metadataEvents + events)),
        ])
        return JSONWriter.write(document) + "\n"
    }

    /// The category of an event, from its text: WebKit delegate calls, decisions, script messages, spawns,
    /// findings (and the runtime's failure), or a plain event.
    static func category(of text: String) -> String {
        if text.hasPrefix("FAILED") || text.hasPrefix("finding") || text.contains("[violation]")
            || text.contains("[error]")
        {
            return "finding"
        }
        if text.hasPrefix("spawn ") { return "spawn" }
        if text.hasPrefix("decidePolicyFor") || text.hasPrefix("did") || text.hasPrefix("webView") {
            return "delegate"
        }
        if text.contains("decision") || text.contains("decided") { return "decision" }
        if text.contains("message") { return "script-message" }
        return "event"
    }

    private static func event(
        _ phase: String, name: String, category: String, track: Int, timestamp: JSONValue, extra: [JSONMember]
    ) -> JSONValue {
        .object(
            [
                JSONMember("name", .string(name)), JSONMember("cat", .string(category)),
                JSONMember("ph", .string(phase)), JSONMember("ts", timestamp),
                JSONMember("pid", .integer(process)), JSONMember("tid", .integer(track)),
            ] + extra)
    }

    private static func metadata(_ name: String, track: Int, arguments: [JSONMember]) -> JSONValue {
        .object([
            JSONMember("name", .string(name)), JSONMember("ph", .string("M")), JSONMember("pid", .integer(process)),
            JSONMember("tid", .integer(track)), JSONMember("args", .object(arguments)),
        ])
    }
}
