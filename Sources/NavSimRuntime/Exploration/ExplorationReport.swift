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
    /// The wall-clock time the exploration took, shrinking included (zero in a report written before
    /// NavSim 0.3, whose JSON has no `elapsed`). A merged report takes the longest of its shards', as
    /// shards run side by side.
    public internal(set) var elapsed: Duration = .zero

    private enum CodingKeys: String, CodingKey {
        case name, strategy, shard, schedulesRun, traceDigests, firstFailure, elapsed
    }

    init(
        name: String,
        strategy: SchedulingStrategy,
        shard: Shard,
        schedulesRun: Int,
        traceDigests: Set<UInt64>,
        firstFailure: ExplorationFailure?,
        elapsed: Duration = .zero
    ) {
        self.name = name
        self.strategy = strategy
        self.shard = shard
        self.schedulesRun = schedulesRun
        self.traceDigests = traceDigests
        self.firstFailure = firstFailure
        self.elapsed = elapsed
    }

    /// Decodes a report; one without `elapsed` (written before NavSim 0.3) reads as zero.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: Whatever the decoder throws.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        strategy = try container.decode(SchedulingStrategy.self, forKey: .strategy)
        shard = try container.decode(Shard.self, forKey: .shard)
        schedulesRun = try container.decode(Int.self, forKey: .schedulesRun)
        traceDigests = try container.decode(Set<UInt64>.self, forKey: .traceDigests)
        firstFailure = try container.decodeIfPresent(ExplorationFailure.self, forKey: .firstFailure)
        elapsed = try container.decodeIfPresent(Duration.self, forKey: .elapsed) ?? .zero
    }

    /// Schedules run per second of ``elapsed`` (0 when no time was measured).
    public var schedulesPerSecond: Double {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return seconds > 0 ? Double(schedulesRun) / seconds : 0
    }

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
    /// The merged first failure is the one with the smallest seed; counts add up, traces are
    /// deduplicated across shards, and the elapsed time is the longest shard's.
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
            merged.elapsed = max(merged.elapsed, report.elapsed)
            merged.schedulesRun += report.schedulesRun
            merged.traceDigests.formUnion(report.traceDigests)
            if let failure = report.firstFailure, failure.seed < merged.firstFailure?.seed ?? .max {
                merged.firstFailure = failure
            }
        }
        return merged
    }
}
