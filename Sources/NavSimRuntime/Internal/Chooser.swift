/// One runnable piece of work: a job of the concurrency runtime, or a task parked at a scheduling point.
enum Work {
    /// A job enqueued on the simulation executor or on one of its lanes.
    case job(UnownedJob)
    /// A task that stopped at a scheduling point (a simulated lock, atomic, queue operation) and
    /// continues when this entry is picked: one step, where `Task.yield()` takes two.
    case resume(UnsafeContinuation<Void, Never>)
}

/// One piece of work waiting to run.
struct QueuedJob {
    var work: Work
    /// The task number the concurrency runtime gives the job (0 for a job that is not a task: an actor's
    /// drain job, `Task.yield`'s continuation). The trace shows it.
    var taskID: UInt64
    /// The task the job runs for: its own task, else the task that enqueued it (see
    /// `SimulationExecutor.owner(of:raw:)`). PCT keeps priorities per owner.
    var owner: UInt64
    /// PCT priority of a job with no owner (owners keep theirs in `Chooser.priorities`).
    var priority: UInt64
    /// The lane the job belongs to (`LaneState`), or `noLane`.
    var lane: Int
    /// The simulated primitive whose operation a parked task performs first when it resumes
    /// (`SimulationExecutor.schedulingPoint(_:on:)`), or 0 when not known. POS re-draws the priority of
    /// the jobs that race with the one that ran: same object, or either unknown.
    var object: UInt = 0
    /// The step whose job enqueued it (0 before the first step and for a timer's wake-up), for
    /// ``Trace/causes``.
    var enqueuedAt = 0

    static let noLane = -1
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
    /// PCT: every task's priority, drawn when its first job is enqueued and kept until a change point
    /// lowers it.
    private var priorities: [UInt64: UInt64] = [:]
    /// PCT: the change points in step order, each with the priority it gives the task it demotes. As in
    /// Burckhardt et al. (ASPLOS 2010), the `i`-th point drawn (`i` = 1…d-1) lowers the task to priority
    /// `i`: the points are drawn independently, so which of two demoted tasks ends higher is random too.
    private(set) var changePoints: [(step: Int, priority: UInt64)] = []
    private var nextChangePoint = 0
    /// PCT: a plan fixing the random draws (`PCTPlan`), for tests that enumerate them; `nil` when drawn.
    private let plan: PCTPlan?
    /// PCT under a plan: how many distinct tasks have drawn their priority.
    private var plannedTasks = 0
    /// PCT: whether change points count only steps with at least two runnable jobs, and how many so far.
    private let countsChoicesOnly: Bool
    private var choiceSteps = 0

    /// Makes room for `count` recorded choices.
    mutating func reserveChoices(_ count: Int) {
        recorded.reserveCapacity(count)
    }

    init(
        seed: UInt64, strategy: SchedulingStrategy, prefix: [Int], oldestFirstAfterPrefix: Bool, plan: PCTPlan? = nil
    ) {
        var rng = SplitMix64(simulationSeed: seed)
        self.strategy = strategy
        self.prefix = prefix
        self.oldestFirstAfterPrefix = oldestFirstAfterPrefix
        self.plan = plan
        self.countsChoicesOnly = plan?.countsChoicesOnly ?? true
        if case .pct(let depth, let horizon) = strategy.kind, depth > 1 {
            let horizon = horizon ?? 100
            let steps = plan?.changePoints ?? (1..<depth).map { _ in 1 + rng.next(below: horizon) }
            changePoints = steps.enumerated().map { (step: $0.element, priority: UInt64($0.offset + 1)) }
            changePoints.sort { $0.step < $1.step }
        }
        self.rng = rng
    }

    /// The PCT or POS priority for a job entering the queue (0 for the other strategies).
    ///
    /// PCT: a task's first job draws its priority; its later jobs find it. A job with no owner gets a
    /// fresh priority that is not kept. POS: every job draws a fresh one.
    mutating func priority(forTask owner: UInt64) -> UInt64 {
        if case .pos = strategy.kind { return rng.next() }
        guard case .pct(let depth, _) = strategy.kind else { return 0 }
        if owner != 0, let known = priorities[owner] { return known }
        // Initial priorities sit above every demoted one (1..<depth).
        let fresh: UInt64
        if let plan {
            // A task outside the plan (or a job with no owner) ranks below the planned ones.
            guard owner != 0, plannedTasks < plan.ranks.count else { return UInt64(depth) }
            fresh = UInt64(depth) + UInt64(plan.ranks[plannedTasks] + 1)
            plannedTasks += 1
        } else {
            fresh = UInt64(depth) + (rng.next() >> 16)
        }
        if owner != 0 { priorities[owner] = fresh }
        return fresh
    }

    /// Picks the index of the job to run at `step` (1-based).
    mutating func choose(in queue: inout [QueuedJob], step: Int) -> Int {
        var pick: Int
        switch strategy.kind {
        case .random:
            pick = queue.count == 1 ? 0 : rng.next(below: queue.count)
        case .fifo:
            pick = 0
        case .pos:
            pick = Self.highestOwnPriority(in: queue)
            // The jobs that race with the one about to run draw new priorities; the others keep theirs.
            let object = queue[pick].object
            for index in queue.indices where index != pick {
                if Self.posRaces(object, queue[index].object) {
                    queue[index].priority = rng.next()
                }
            }
        case .pct:
            pick = highest(in: queue)
            var step = step
            if countsChoicesOnly {
                guard queue.count > 1 else { return 0 }
                choiceSteps += 1
                step = choiceSteps
            }
            while nextChangePoint < changePoints.count && changePoints[nextChangePoint].step <= step {
                // The task that would run now drops below every task not yet demoted.
                let demoted = changePoints[nextChangePoint].priority
                nextChangePoint += 1
                let owner = queue[pick].owner
                if owner != 0 {
                    priorities[owner] = demoted
                } else {
                    queue[pick].priority = demoted
                }
                pick = highest(in: queue)
            }
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
        entry.owner == 0 ? entry.priority : priorities[entry.owner] ?? entry.priority
    }

    /// POS: whether a pending job races with the one that runs, by the objects they operate on (0 when
    /// unknown). A job whose object is unknown may touch anything, so it races with every job.
    static func posRaces(_ ran: UInt, _ other: UInt) -> Bool {
        ran == 0 || other == 0 || ran == other
    }

    /// POS: the first job with the highest priority of its own.
    private static func highestOwnPriority(in queue: [QueuedJob]) -> Int {
        var best = 0
        for index in queue.indices.dropFirst() where queue[index].priority > queue[best].priority {
            best = index
        }
        return best
    }

    /// The first job with the highest priority.
    private func highest(in queue: [QueuedJob]) -> Int {
        var best = 0
        var bestPriority = priorityOf(queue[0])
        for index in queue.indices.dropFirst() {
            let priority = priorityOf(queue[index])
            if priority > bestPriority {
                best = index
                bestPriority = priority
            }
        }
        return best
    }
}
