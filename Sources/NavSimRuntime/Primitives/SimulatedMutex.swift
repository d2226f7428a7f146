import Synchronization

/// A lock whose every `lock` is a scheduling point, in Shuttle's and loom's manner.
///
/// Port a lock an app uses around shared state (`NSLock`, `os_unfair_lock`, `Mutex`) to this type and
/// add `await` where it locks. Before each `lock` the simulation may run any other runnable task, so a
/// check-then-act whose lock is dropped between the check and the act is found by ``Explorer`` without
/// a hand-placed `Task.yield()`. A task that finds the lock held blocks without spinning and gets the
/// lock, first come first served, when its holder unlocks. Tasks that wait for each other's locks in a
/// cycle are reported as a ``RuntimeFailure/Kind/deadlock`` naming the cycle, the moment it closes; a
/// second `lock` by the holder is a deadlock too, as on a device. Unlocking a lock the task does not
/// hold is a ``RuntimeFailure/Kind/finding`` with Foundation's message. A task that blocks on the main
/// actor keeps it: no other main-actor code runs while the main thread waits.
///
/// ```swift
/// let lock = SimulatedMutex("handlers")
/// await lock.withLock { pending[id] = handler }   // or: await lock.lock(); …; lock.unlock()
/// ```
///
/// The lock is unlocked through `unlock()`, which can be called from any task: there is no `await`
/// needed to let go.
public final class SimulatedMutex: Sendable {
    let simulation: SimulationExecutor
    let index: Int
    /// The lock's name in reports.
    public let name: String

    /// Creates a lock in the running simulation.
    ///
    /// - Parameter name: The name in deadlock reports and traces.
    public init(_ name: String = "lock") {
        let simulation = SimulationExecutor.current(for: "SimulatedMutex")
        self.simulation = simulation
        self.name = name
        self.index = simulation.state.withLock { state in
            state.sync.mutexes.append(MutexState(name: name))
            return state.sync.mutexes.count - 1
        }
    }

    /// Takes the lock, after a scheduling point; blocks while another task holds it.
    ///
    /// - Parameter isolation: The caller's isolation (leave the default).
    public func lock(isolation: isolated (any Actor)? = #isolation) async {
        let caller = simulation.caller(isolation)
        await simulation.schedulingPoint(caller, on: ObjectIdentifier(self))
        await acquire(caller)
    }

    /// Lets the lock go; the first waiting task, if any, gets it.
    public func unlock() {
        let task = JobIdentity.currentTaskID
        let name = Task.name
        let known = KnownTaskID.current
        simulation.happensBefore(task) { tracker, number, _ in
            tracker.release(number, into: .object(ObjectIdentifier(self)))
        }
        simulation.state.withLock { state in
            guard state.sync.mutexes[index].owner == task else {
                let label = state.label(taskName: name, known: known, task: task)
                state.fail(
                    .finding,
                    "*** -[NSLock unlock]: lock (\(self.name)) unlocked from thread which did not lock it",
                    task: label
                )
                return
            }
            if state.sync.mutexes[index].waiters.isEmpty {
                state.sync.mutexes[index].owner = 0
                return
            }
            let next = state.sync.mutexes[index].waiters.removeFirst()
            state.sync.mutexes[index].owner = next.task
            simulation.wake(next.task, next.continuation, lane: next.lane, on: ObjectIdentifier(self), in: &state)
        }
    }

    /// Runs `body` holding the lock.
    ///
    /// - Parameters:
    ///   - isolation: The caller's isolation (leave the default).
    ///   - body: The critical section; it cannot suspend.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws; the lock is let go either way.
    public func withLock<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () throws -> Result
    ) async rethrows -> Result {
        await lock()
        defer { unlock() }
        return try body()
    }

    private func acquire(_ caller: Caller) async {
        enum Outcome { case acquired, wait, deadlock }
        let outcome = simulation.state.withLock { state -> Outcome in
            let owner = state.sync.mutexes[index].owner
            if owner == 0 {
                state.sync.mutexes[index].owner = caller.task
                return .acquired
            }
            if owner == caller.task {
                state.fail(
                    .deadlock,
                    "deadlock: \(caller.label) locks '\(name)', which it holds already (*** -[NSLock lock]: deadlock)",
                    task: caller.label
                )
                return .deadlock
            }
            return .wait
        }
        switch outcome {
        case .acquired:
            break
        case .wait:
            await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
                simulation.state.withLock { state in
                    state.sync.mutexes[index].waiters.append((caller.task, continuation, caller.lane))
                    if caller.lane != QueuedJob.noLane { state.hold(caller.lane, by: caller.task) }
                    state.block(caller.task, label: caller.label, reason: "waits for lock '\(name)'", on: .mutex(index))
                }
            }
        case .deadlock:
            // The task waits for itself, as it would on a device: it never goes on.
            await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
        }
        simulation.happensBefore(caller.task) { tracker, number, _ in
            tracker.acquire(number, from: .object(ObjectIdentifier(self)))
        }
    }
}
