/// The first failing schedule an exploration found, with everything needed to replay it.
public struct ExplorationFailure: Sendable, Codable {
    /// The run's name.
    public let name: String
    /// The failing seed.
    public let seed: UInt64
    /// The full schedule of the failing run.
    public let schedule: Schedule
    /// The shrunk schedule, when shrinking was asked for.
    public internal(set) var shrunk: ShrinkResult?
    /// The failure.
    public let failure: RuntimeFailure
    /// The failing run's trace.
    public let trace: Trace

    /// The failing run's readable timeline.
    public var timeline: String {
        trace.timeline
    }

    /// The shortest schedule known to fail: the shrunk one if any, else the full one.
    public var bestSchedule: Schedule {
        shrunk?.schedule ?? schedule
    }

    /// Swift code that replays the failure.
    public var replayCall: String {
        "Simulation.replay(try Schedule(parsing: \"\(bestSchedule.encoded)\"), name: \"\(name)\") { sim in ... }"
    }

    /// A report for a person: the failure, seed, replay call, pending tasks and timeline.
    public var report: String {
        var lines = [
            "\(name) failed with seed \(seed) (\(schedule.strategy)): \(failure.kind): \(failure.message)"
        ]
        if !failure.pendingTasks.isEmpty {
            lines.append("Pending tasks:")
            lines += failure.pendingTasks.map { "  " + $0 }
        }
        lines.append("Replay:")
        lines.append("  " + replayCall)
        if let shrunk, shrunk.shrunkLength < shrunk.originalLength {
            lines.append("  (schedule shrunk from \(shrunk.originalLength) to \(shrunk.shrunkLength) choices)")
        }
        lines.append("Timeline:")
        lines.append(timeline)
        return lines.joined(separator: "\n")
    }
}
