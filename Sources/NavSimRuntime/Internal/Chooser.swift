/// One job waiting to run.
struct QueuedJob {
    var job: UnownedJob
    /// The task behind the job, 0 for an actor's drain job.
    var taskID: UInt64
    /// PCT priority of a drain job (tasks keep theirs in `Chooser.priorities`).
    var priority: UInt64
}

/// The strategy's state: generator, PCT priorities, replay prefix and recorded choices.
///
/// A choice is the index of the picked job among the runnable ones in the order they became
/// runnable, recorded only where there were at least two.
struct Chooser {
    private(set) var rng: SplitMix64
    let strategy: SchedulingStrategy
    private let prefix: [Int]
    private let oldestFirstAfterPrefix: Bool
    private var prefixIndex = 0
    private(set) var recorded: [Int] = []
    private var priorities: [UInt64: UInt64] = [:]
    private var changePoints: [Int] = []
    private var nextChangePoint = 0

    init(seed: UInt64, strategy: SchedulingStrategy, prefix: [Int], oldestFirstAfterPrefix: Bool) {
        var rng = SplitMix64(seed: seed)
        self.strategy = strategy
        self.prefix = prefix
        self.oldestFirstAfterPrefix = oldestFirstAfterPrefix
        if let depth = strategy.depth, depth > 1 {
            let horizon = strategy.horizon ?? 100
            changePoints = (1..<depth).map { _ in 1 + rng.next(below: horizon) }.sorted()
        }
        self.rng = rng
    }

    /// Whether the replay prefix has been used up.
    var isPastPrefix: Bool { prefixIndex >= prefix.count }

    /// The PCT priority for a job entering the queue (0 when PCT is off).
    mutating func priority(forTask taskID: UInt64) -> UInt64 {
        guard let depth = strategy.depth else { return 0 }
        if taskID != 0, let known = priorities[taskID] { return known }
        // Initial priorities sit above every demoted one (1..<depth).
        let fresh = UInt64(depth) + (rng.next() >> 16)
        if taskID != 0 { priorities[taskID] = fresh }
        return fresh
    }

    /// Picks the index of the job to run at `step` (1-based).
    mutating func choose(in queue: [QueuedJob], step: Int) -> Int {
        var pick: Int
        if strategy.isPCT {
            pick = highest(in: queue)
            while nextChangePoint < changePoints.count && changePoints[nextChangePoint] <= step {
                nextChangePoint += 1
                let demoted = UInt64(strategy.depth! - nextChangePoint)
                if queue[pick].taskID != 0 {
                    priorities[queue[pick].taskID] = demoted
                }
                if queue.count > 1 {
                    pick = highest(in: queue, excluding: pick) ?? pick
                }
            }
        } else if strategy.isFIFO || queue.count == 1 {
            pick = 0
        } else {
            pick = rng.next(below: queue.count)
        }
        guard queue.count > 1 else { return 0 }
        if prefixIndex < prefix.count {
            pick = prefix[prefixIndex] % queue.count
            prefixIndex += 1
        } else if oldestFirstAfterPrefix {
            pick = 0
        }
        recorded.append(pick)
        return pick
    }

    private func priorityOf(_ entry: QueuedJob) -> UInt64 {
        entry.taskID == 0 ? entry.priority : priorities[entry.taskID] ?? entry.priority
    }

    private func highest(in queue: [QueuedJob], excluding excluded: Int? = nil) -> Int? {
        var best: Int?
        var bestPriority: UInt64 = 0
        for index in queue.indices where index != excluded {
            let priority = priorityOf(queue[index])
            if best == nil || priority > bestPriority {
                best = index
                bestPriority = priority
            }
        }
        return best
    }

    private func highest(in queue: [QueuedJob]) -> Int {
        highest(in: queue, excluding: nil) ?? 0
    }
}
