/// What a blocked task waits for, to follow wait-for edges.
enum WaitTarget: Equatable {
    /// A simulated mutex, by index in `SyncState.mutexes`.
    case mutex(Int)
    /// A serial queue's worker, by index in `SyncState.queues`: a `sync` waiting for its turn.
    case queue(Int)
    /// A lane (the main actor), held by whoever holds it: a call waiting for the main thread.
    case lane(Int)
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

/// The simulated primitives' bookkeeping, under the executor's lock with the rest of the state.
struct SyncState {
    var mutexes: [MutexState] = []
    var queues: [QueueInfo] = []
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
