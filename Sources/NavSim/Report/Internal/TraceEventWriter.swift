/// Writes a ``Trace`` in the Trace Event Format (see ``Trace/traceEventJSON(name:metadata:)``): tracks for
/// tasks, actors and queues, step slices, instant events by category, flow arrows and metadata.
struct TraceEventWriter {
    let trace: Trace
    let name: String
    let metadata: [String: String]

    private static let process = 1
    /// Thread ids of actors start here, and those of queues after them, so the three kinds sort apart.
    private static let firstActor = 1_000
    private static let firstQueue = 2_000
    /// Where events sit inside a step's slice (nanoseconds after its start; the slice lasts 900): instants
    /// from `firstInstant` on, a flow's end at `flowEnd`, a flow's start at `flowStart`.
    private static let flowEnd: Int64 = 50
    private static let firstInstant: Int64 = 100
    private static let flowStart: Int64 = 850
    /// The category of step slices and flow events: Chrome's DevTools binds a flow event to the slice of
    /// the same category, thread and time; ui.perfetto.dev and chrome://tracing to the slice that encloses it.
    private static let stepCategory = "step"

    /// The tracks, in order of first appearance within each kind, with their thread ids.
    private struct Tracks {
        var ids: [String: Int] = [:]
        var tasks: [String] = []
        var actors: [String] = []
        var queues: [String] = []

        /// A task's track: its own, or its queue's when the task runs a queue's items.
        mutating func task(_ name: String, queues queueLabels: Set<String>) -> Int {
            if queueLabels.contains(name) { return queue(name) }
            if let id = ids["task " + name] { return id }
            tasks.append(name)
            return register("task " + name, 1 + tasks.count - 1)
        }

        mutating func actor(_ name: String) -> Int {
            if let id = ids["actor " + name] { return id }
            actors.append(name)
            return register("actor " + name, TraceEventWriter.firstActor + actors.count - 1)
        }

        mutating func queue(_ label: String) -> Int {
            if let id = ids["queue " + label] { return id }
            queues.append(label)
            return register("queue " + label, TraceEventWriter.firstQueue + queues.count - 1)
        }

        private mutating func register(_ key: String, _ id: Int) -> Int {
            ids[key] = id
            return id
        }
    }

    func json() -> String {
        let causes = trace.causes
        let queueOfTask = causes?.queueTasks ?? [:]
        let queueLabels = Set(queueOfTask.values)
        let mainActorSteps = Set((causes?.mainActorSteps ?? []).map(Int.init))
        var tracks = Tracks()

        // Who ran each step: the task number the schedule recorded, named by the entries of the steps it ran.
        var numberNames: [UInt32: String] = [:]
        var stepEntries: [Int: [Trace.Entry]] = [:]
        for entry in trace.entries {
            stepEntries[entry.step, default: []].append(entry)
            guard entry.step >= 1, entry.step <= trace.steps.count, entry.task != "runtime" else { continue }
            let number = trace.steps[entry.step - 1]
            if number != 0, numberNames[number] == nil { numberNames[number] = entry.task }
        }
        for entry in trace.entries where entry.task != "runtime" { _ = tracks.task(entry.task, queues: queueLabels) }

        // Virtual time at each step: the latest entry's at or before it.
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

        var events: [JSONValue] = []
        // Each step's slice on its runner's track (a queue's, for a task running a queue's items), on the
        // main actor's when it ran there, and on the track of each actor its events name. The flows start
        // and end on `primary`: the main actor's track for its steps, else the runner's.
        var firstStep: [String: Int] = [:]
        var runners: [String] = [""]
        var primary: [Int] = [0]
        for (index, number) in trace.steps.enumerated() {
            let step = index + 1
            let runner =
                number != 0
                ? (numberNames[number] ?? "T\(number)")
                : (stepEntries[step]?.first { $0.task != "runtime" }?.task ?? "actor jobs")
            let runnerTrack =
                queueOfTask[number].map { tracks.queue($0) } ?? tracks.task(runner, queues: queueLabels)
            if firstStep[runner] == nil { firstStep[runner] = step }
            var stepTracks = [runnerTrack]
            if mainActorSteps.contains(step) { stepTracks.append(tracks.actor(Self.mainActor)) }
            runners.append(runner)
            primary.append(stepTracks[stepTracks.count - 1])
            for entry in stepEntries[step] ?? [] {
                if let name = entry.actor, case let track = tracks.actor(name), !stepTracks.contains(track) {
                    stepTracks.append(track)
                }
            }
            for track in stepTracks {
                events.append(
                    Self.event(
                        "X", name: "step #\(step)", category: Self.stepCategory, track: track,
                        timestamp: timestamp(step: step),
                        extra: [
                            JSONMember("dur", .number(0.9, literal: "0.900")),
                            JSONMember("args", .object([JSONMember("task", .string(runner))])),
                        ]))
            }
        }

        for (index, entry) in entries.enumerated() {
            let text = "\(entry.event)"
            let category = Self.category(of: entry.event)
            let offset = Self.firstInstant + Int64(index % 700)
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
            let taskTrack = tracks.task(entry.task, queues: queueLabels)
            events.append(
                Self.event("i", name: text, category: category, track: taskTrack, timestamp: time, extra: extra))
            if let name = entry.actor, case let actorTrack = tracks.actor(name), actorTrack != taskTrack {
                events.append(
                    Self.event("i", name: text, category: category, track: actorTrack, timestamp: time, extra: extra))
            }
        }

        let arrows =
            causes.map { causeFlows($0, runners: runners, primary: primary, stepEntries: stepEntries) }
            ?? spawnFlows(primary: primary, firstStep: firstStep)
        for (index, flow) in arrows.enumerated() {
            let id = JSONMember("id", .integer(index + 1))
            events.append(
                Self.event(
                    "s", name: flow.name, category: Self.stepCategory, track: primary[flow.from],
                    timestamp: timestamp(step: flow.from, offset: Self.flowStart), extra: [id]))
            events.append(
                Self.event(
                    "f", name: flow.name, category: Self.stepCategory, track: primary[flow.to],
                    timestamp: timestamp(step: flow.to, offset: Self.flowEnd),
                    extra: [id, JSONMember("bp", .string("e"))]))
        }

        var metadataEvents: [JSONValue] = [
            Self.metadata("process_name", track: 0, arguments: [JSONMember("name", .string(name))])
        ]
        let named =
            tracks.tasks.enumerated().map { (1 + $0.offset, $0.element) }
            + tracks.actors.enumerated().map { (Self.firstActor + $0.offset, "@" + $0.element) }
            + tracks.queues.enumerated().map { (Self.firstQueue + $0.offset, "queue " + $0.element) }
        for (sortIndex, (id, label)) in named.enumerated() {
            metadataEvents.append(
                Self.metadata("thread_name", track: id, arguments: [JSONMember("name", .string(label))]))
            metadataEvents.append(
                Self.metadata(
                    "thread_sort_index", track: id, arguments: [JSONMember("sort_index", .integer(sortIndex))]))
        }
        let document = JSONValue.object([
            JSONMember("displayTimeUnit", .string("ns")),
            JSONMember(
                "otherData", .object(metadata.keys.sorted().map { JSONMember($0, .string(metadata[$0] ?? "")) })),
            JSONMember("traceEvents", .array(metadataEvents + events)),
        ])
        return JSONWriter.write(document) + "\n"
    }

    /// The simulated main actor's name, as its track shows it (`@MainActor`).
    static let mainActor = "MainActor"

    /// One arrow: from the step whose job caused another's to the step that ran it.
    private struct Flow {
        var name: String
        var from: Int
        var to: Int
    }

    /// The arrows a trace's causes give: for every step whose job another track's step enqueued, one arrow
    /// from that step to it, named by what the cause was. An arrow into a task that then goes on, on its own
    /// track, to deliver a decision, a panel's or a challenge's answer is a completion handler's call: it
    /// ends at the step that delivers it.
    private func causeFlows(
        _ causes: Trace.Causes, runners: [String], primary: [Int], stepEntries: [Int: [Trace.Entry]]
    ) -> [Flow] {
        let count = Swift.min(causes.enqueuedAt.count, primary.count - 1)
        // The step each step's job enqueued first on its own track: the task going on.
        var goesOnAt: [Int: Int] = [:]
        for index in 0..<count {
            let step = index + 1
            let cause = Int(causes.enqueuedAt[index])
            if cause >= 1, cause < step, primary[cause] == primary[step], goesOnAt[cause] == nil {
                goesOnAt[cause] = step
            }
        }
        let mainActorSteps = Set(causes.mainActorSteps.map(Int.init))
        var flows: [Flow] = []
        var started: Set<String> = []
        for index in 0..<count {
            let step = index + 1
            let from = Int(causes.enqueuedAt[index])
            let isFirst = started.insert(runners[step]).inserted
            guard from >= 1, from < step, primary[from] != primary[step] else { continue }
            if isFirst, (stepEntries[from] ?? []).contains(where: { $0.event == .spawn(runners[step]) }) {
                flows.append(Flow(name: "spawn", from: from, to: step))
            } else if let delivered = deliveringStep(after: step, goesOnAt: goesOnAt, stepEntries: stepEntries) {
                flows.append(Flow(name: "completion handler", from: from, to: delivered))
            } else if let queue = causes.queueTasks[trace.steps[index]] {
                flows.append(Flow(name: "enqueue on \(queue)", from: from, to: step))
            } else if mainActorSteps.contains(step) {
                flows.append(Flow(name: "enqueue on the main actor", from: from, to: step))
            } else {
                flows.append(Flow(name: isFirst ? "start" : "resume", from: from, to: step))
            }
        }
        return flows
    }

    /// The step where a task resumed at `step` delivers a completion handler's value: the first step of its
    /// own (following it on its track) that records anything, if that step begins by delivering one.
    private func deliveringStep(after step: Int, goesOnAt: [Int: Int], stepEntries: [Int: [Trace.Entry]]) -> Int? {
        var current = step
        for _ in 0..<16 {
            let entries = stepEntries[current] ?? []
            if let first = entries.first {
                return Self.webViewEvent(first.event).map(Self.deliversAnswer) == true ? current : nil
            }
            guard let next = goesOnAt[current] else { return nil }
            current = next
        }
        return nil
    }

    /// Without recorded causes, the arrows the events alone give: from each `spawn NAME` to `NAME`'s first step.
    private func spawnFlows(primary: [Int], firstStep: [String: Int]) -> [Flow] {
        trace.entries.compactMap { entry in
            guard case .spawn(let name) = entry.event, let step = firstStep[name], entry.step >= 1,
                step > entry.step, primary[entry.step] != primary[step]
            else { return nil }
            return Flow(name: "spawn", from: entry.step, to: step)
        }
    }

    private static func webViewEvent(_ event: Trace.Event) -> WebViewEvent? {
        if case .value(let value) = event { return value as? WebViewEvent }
        return nil
    }

    /// Whether the web view delivers a completion handler's value at this event: a decision, a panel's or a
    /// challenge's answer.
    private static func deliversAnswer(_ event: WebViewEvent) -> Bool {
        switch event.kind {
        case .actionDecided, .responseDecided, .panel, .authenticationChallenge: true
        default: false
        }
    }

    /// The category of an event, from its value: WebKit delegate calls, decisions, script messages, spawns,
    /// findings (and the runtime's failures), the web view's own events, tasks ending, timers, notes.
    static func category(of event: Trace.Event) -> String {
        switch event {
        case .failed: return "finding"
        case .spawn: return "spawn"
        case .finished, .threw: return "task"
        case .wakes: return "timer"
        case .note: return "note"
        case .value(let value):
            if value is RecordedFinding { return "finding" }
            guard let event = value as? WebViewEvent else { return "event" }
            return category(of: event.kind)
        }
    }

    /// The category of a web view's event by its kind (every kind is named: a new one must be placed).
    static func category(of kind: WebViewEvent.Kind) -> String {
        switch kind {
        case .decidePolicyForAction, .decidePolicyForResponse, .didStartProvisionalNavigation,
            .didReceiveServerRedirect, .didCommit, .didFinish, .didFailProvisionalNavigation, .didFail, .download,
            .panel, .window, .authenticationChallenge:
            "delegate"
        case .actionDecided, .responseDecided: "decision"
        case .scriptMessage: "script-message"
        case .finding: "finding"
        case .load, .sameDocumentNavigation, .stateChanged, .userScript, .superseded, .schemeTask, .pageScript,
            .javaScript:
            "webview"
        }
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
