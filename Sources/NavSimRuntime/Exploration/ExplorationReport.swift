/// What an exploration did: how many schedules, how many distinct traces, the first failure.
///
/// Reports are `Codable`, so shards run on different machines can be written as JSON, collected
/// and combined with ``merged(_:)``.
public struct ExplorationReport: Sendable, Codable {
    /// The run's name.
    public let name: String
    /// The strategy used (with the PCT horizon measured, if it was left unset).
    public let strategy: SchedulingStrategy
    /// The shard explored.
    public let shard: Shard
    /// The number of schedules run, the failing one included.
    public internal(set) var schedulesRun: Int
    /// The digests (``Trace/digest``) of every trace seen.
    public internal(set) var traceDigests: Set<UInt64>
    /// The failure with the smallest seed, if any.
    public internal(set) var firstFailure: ExplorationFailure?

    /// The number of distinct traces (distinct interleavings of task steps and events).
    public var distinctTraces: Int {
        traceDigests.count
    }

    /// Whether every explored schedule passed.
    public var passed: Bool {
        firstFailure == nil
    }

    /// Merges the reports of several shards of one exploration.
    ///
    /// The merged first failure is the one with the smallest seed; counts add up and traces are
    /// deduplicated across shards.
    ///
    /// - Parameter reports: The shards' reports, in any order.
    /// - Returns: The merged report, or `nil` when `reports` is empty.
    public static func merged(_ reports: [ExplorationReport]) -> ExplorationReport? {
        guard var merged = reports.first else { return nil }
        merged = ExplorationReport(
            name: merged.name,
            strategy: merged.strategy,
            shard: .all,
            schedulesRun: 0,
            traceDigests: [],
            firstFailure: nil
        )
        for report in reports {
            merged.schedulesRun += report.schedulesRun
            merged.traceDigests.formUnion(report.traceDigests)
            if let failure = report.firstFailure, failure.seed < merged.firstFailure?.seed ?? .max {
                merged.firstFailure = failure
            }
        }
        return merged
    }
}
