/// What a blocked task waits for, to follow wait-for edges.
enum WaitTarget: Equatable {
    /// A simulated mutex, by index in `SyncState.mutexes`.
    case mutex(Int)
    /// A serial queue's worker, by index in `SyncState.queues`: a `sync` waiting for its turn.
    case queue(Int)
    /// A lane (the main actor), held by whoever holds it: a call waiting for the main thread.
    case lane(Int)
    /// A concurrent queue, by index in `SyncState.concurrentQueues`: a `sync` or a barrier waiting for the
    /// blocks that run on it now (a barrier's task, else the first running block's).
    case concurrent(Int)
    /// One task: a serial queue's worker waiting for the `sync` block it let run on the caller.
    case task(UInt64)
    /// Nothing a task owns: a semaphore, a group. Such a wait ends no cycle.
    case nothing
}

/// A task blocked in a simulated primitive.
struct BlockedTask {
    var label: String
    /// What it does, for reports: `waits for lock 'registry'`.
    var reason: String
    var target: WaitTarget
}

/// A simulated mutex's owner and the tasks waiting for it, first come first served.
struct MutexState {
    var name: String
    var owner: UInt64 = 0
    var waiters: [(task: UInt64, continuation: UnsafeContinuation<Void, Never>, lane: Int)] = []
}

/// A serial queue as the runtime sees it: whose worker runs its items, and whether one runs now.
struct QueueInfo {
    var label: String
    var worker: UInt64 = 0
    var busy = false
}

/// A concurrent queue as the runtime sees it: the blocks running on it and those waiting behind a barrier.
///
/// A block starts at once unless a barrier runs or waits before it; a barrier starts when every block
/// sent before it has ended, and runs alone. Blocks wait first come, first served.
struct ConcurrentQueueState {
    var label: String
    /// Blocks started and not ended (a started item's task may not have run yet).
    var running = 0
    /// The tasks of running blocks, once they run, for wait-for edges.
    var holders: [UInt64] = []
    /// Whether a barrier block runs now.
    var barrierRunning = false
    /// The barrier's task, once it runs.
    var barrierHolder: UInt64 = 0
    /// Blocks waiting behind a barrier (the barrier first), in the order they were sent.
    var pending: [ConcurrentWork] = []

    /// Whether a block sent now can start at once.
    func canStart(barrier: Bool) -> Bool {
        pending.isEmpty && !barrierRunning && (!barrier || running == 0)
    }

    /// Marks a block started.
    mutating func start(barrier: Bool) {
        if barrier { barrierRunning = true } else { running += 1 }
    }

    /// Takes the waiting blocks that may start now, marking them started.
    mutating func startable() -> [ConcurrentWork] {
        var started: [ConcurrentWork] = []
        while let next = pending.first {
            guard !barrierRunning, !next.barrier || running == 0 else { break }
            pending.removeFirst()
            start(barrier: next.barrier)
            started.append(next)
            if next.barrier { break }
        }
        return started
    }

    /// Marks the block of `task` ended.
    mutating func end(barrier: Bool, task: UInt64) {
        if barrier {
            barrierRunning = false
            barrierHolder = 0
        } else {
            running -= 1
            if let index = holders.firstIndex(of: task) { holders.remove(at: index) }
        }
    }
}

/// A block waiting on a concurrent queue: an item sent with `async`, or a `sync` caller's turn.
enum ConcurrentWork {
    case item(SimulatedQueue.Item)
    case turn(SyncTurn)

    var barrier: Bool {
        switch self {
        case .item(let item): item.barrier
        case .turn(let turn): turn.barrier
        }
    }
}

/// The simulated primitives' bookkeeping, under the executor's lock with the rest of the state.
struct SyncState {
    var mutexes: [MutexState] = []
    var queues: [QueueInfo] = []
    var concurrentQueues: [ConcurrentQueueState] = []
    var blocked: [UInt64: BlockedTask] = [:]
    /// Data-race detection, from the first `SharedCell` of the run on (see `HappensBefore`).
    var happensBefore: HappensBefore?
}

extension RuntimeState {
    /// The task a wait target waits for now, if any.
    func owner(of target: WaitTarget) -> UInt64? {
        switch target {
        case .mutex(let index):
            let owner = sync.mutexes[index].owner
            return owner == 0 ? nil : owner
        case .queue(let index):
            let queue = sync.queues[index]
            return queue.busy && queue.worker != 0 ? queue.worker : nil
        case .lane(let index):
            let holder = lanes[index].holder
            return holder == 0 ? nil : holder
        case .concurrent(let index):
            let queue = sync.concurrentQueues[index]
            let holder = queue.barrierRunning ? queue.barrierHolder : (queue.holders.first ?? 0)
            return holder == 0 ? nil : holder
        case .task(let task):
            return task
        case .nothing:
            return nil
        }
    }

    /// The wait-for cycle through `task`, described, if its wait closes one.
    func syncCycle(from task: UInt64) -> [String]? {
        var path: [UInt64] = [task]
        var current = task
        while let blocked = sync.blocked[current], let next = owner(of: blocked.target) {
            if next == task {
                return path.map { member in
                    let blocked = sync.blocked[member]!
                    let holder = owner(of: blocked.target).map { label(ofTask: $0) } ?? "nobody"
                    return "\(blocked.label) \(blocked.reason) held by \(holder)"
                }
            }
            guard !path.contains(next) else { return nil }
            path.append(next)
            current = next
        }
        return nil
    }

    /// Records that `task` blocks on `target`, and fails the run with a deadlock if that closes a cycle.
    mutating func block(_ task: UInt64, label: String, reason: String, on target: WaitTarget) {
        taskNames[task] = label
        sync.blocked[task] = BlockedTask(label: label, reason: reason, target: target)
        if let cycle = syncCycle(from: task) {
            fail(.deadlock, "deadlock: " + cycle.joined(separator: "; "), task: label)
        }
    }

    /// Records that `task` no longer blocks.
    mutating func unblock(_ task: UInt64) {
        sync.blocked.removeValue(forKey: task)
    }

    /// Blocked tasks, described for a hang's report.
    func blockedTasks() -> [String] {
        sync.blocked.values.map { "\($0.label) \($0.reason)" }.sorted()
    }
}
