extension SwimlaneChart {
    /// The swimlanes of a run's trace: a lane per task in order of first appearance, then a lane per actor,
    /// a mark per event (on its task's lane, joined to its actor's), and the failing event marked: the
    /// runtime's `FAILED` entry, or else the last event at or before the failure's step.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - failure: The run's failure, if it failed.
    ///   - title: The heading.
    public init(trace: Trace, failure: RuntimeFailure?, title: String = "Schedule") {
        var lanes: [Lane] = []
        var taskLanes: [String: Int] = [:]
        var actors: [String] = []
        var actorSet: Set<String> = []
        let shown = trace.entries.prefix(Self.limit)
        for entry in shown {
            if taskLanes[entry.task] == nil {
                taskLanes[entry.task] = lanes.count
                lanes.append(Lane(name: entry.task, kind: .task))
            }
            if let actor = entry.actor, actorSet.insert(actor).inserted { actors.append(actor) }
        }
        var actorLanes: [String: Int] = [:]
        for actor in actors {
            actorLanes[actor] = lanes.count
            lanes.append(Lane(name: "@" + actor, kind: .actor))
        }
        var failing: Int?
        if let failure {
            failing =
                shown.lastIndex { "\($0.event)".hasPrefix("FAILED") }
                ?? shown.lastIndex { $0.step <= failure.step }
        }
        let marks = shown.enumerated().map { column, entry in
            Mark(
                column: column, lane: taskLanes[entry.task] ?? 0, actorLane: entry.actor.flatMap { actorLanes[$0] },
                step: entry.step, nanoseconds: entry.time.nanosecondsForReport, text: "\(entry.event)",
                failing: column == failing)
        }
        self.init(
            title: title, lanes: lanes, marks: marks, omitted: trace.entries.count - shown.count,
            failure: failure.map { "\($0.kind): \($0.message)" })
    }
}

extension Duration {
    /// The duration in whole nanoseconds (saturating), for a report's axis.
    var nanosecondsForReport: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? (seconds < 0 ? .min : .max) : scaled &+ attoseconds / 1_000_000_000
    }
}
