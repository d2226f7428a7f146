import Synchronization

/// A group of work items, spelled like `DispatchGroup`: `enter`, `leave`, `notify`, `wait`.
///
/// When the last `leave` balances the `enter`s, every `notify` block is sent to its queue and every
/// waiter goes on; everything the leaving tasks did happens before them. A `leave` with no `enter` is
/// reported with libdispatch's message (libdispatch traps). A wait with a timeout ends at its deadline
/// on the virtual clock. A task that waits on the main actor keeps it.
///
/// ```swift
/// let group = SimulatedGroup()
/// for url in urls { group.enter(); fetch(url) { group.leave() } }
/// group.notify(queue: .main) { showAll() }
/// ```
public final class SimulatedGroup: Sendable {
    let simulation: SimulationExecutor
    private let state = Mutex(State())
    /// The group's name in reports.
    public let name: String

    struct Waiter {
        var id: Int
        var task: UInt64
        var continuation: UnsafeContinuation<Void, Never>
        var lane: Int
    }

    struct State {
        var count = 0
        var notifications: [(queue: SimulatedQueue, work: @Sendable () async -> Void)] = []
        var waiters: [Waiter] = []
        var nextWaiter = 0
        var timedOut: Set<Int> = []
    }

    /// Creates a group in the running simulation.
    ///
    /// - Parameter name: The name in reports.
    public init(name: String = "group") {
        self.simulation = SimulationExecutor.current(for: "SimulatedGroup")
        self.name = name
    }

    /// Marks one more item in flight.
    public func enter() {
        state.withLock { $0.count += 1 }
    }

    /// Marks one item done; the last one runs the notifications and wakes the waiters.
    public func leave() {
        let task = JobIdentity.currentTaskID
        let balanced = state.withLock { state -> Bool in
            guard state.count > 0 else { return false }
            state.count -= 1
            return true
        }
        guard balanced else {
            let name = Task.name
            let known = KnownTaskID.current
            simulation.state.withLock { state in
                let label = state.label(taskName: name, known: known, task: task)
                state.fail(
                    .finding, "BUG IN CLIENT OF LIBDISPATCH: Unbalanced call to dispatch_group_leave()", task: label)
            }
            return
        }
        simulation.happensBefore(task) { tracker, number, _ in
            tracker.release(number, into: .object(ObjectIdentifier(self)))
        }
        fireIfEmpty()
    }

    /// Sends `work` to `queue` once no item is in flight (now, if none is).
    ///
    /// - Parameters:
    ///   - queue: Where the block runs.
    ///   - work: The block.
    public func notify(queue: SimulatedQueue, execute work: @escaping @Sendable () async -> Void) {
        state.withLock { $0.notifications.append((queue, work)) }
        fireIfEmpty()
    }

    /// Waits until no item is in flight, after a scheduling point.
    ///
    /// - Parameter isolation: The caller's isolation (leave the default).
    public func wait(isolation: isolated (any Actor)? = #isolation) async {
        _ = await wait(until: nil, isolation)
    }

    /// Waits until no item is in flight, or gives up at `deadline`.
    ///
    /// - Parameters:
    ///   - timeout: The deadline on the virtual clock, for example `.now() + .seconds(1)`.
    ///   - isolation: The caller's isolation (leave the default).
    /// - Returns: `.success`, or `.timedOut` when the deadline came first.
    public func wait(
        timeout: VirtualClock.Instant,
        isolation: isolated (any Actor)? = #isolation
    ) async -> SimulatedTimeoutResult {
        await wait(until: timeout, isolation)
    }

    private func wait(until deadline: VirtualClock.Instant?, _ isolation: isolated (any Actor)?) async
        -> SimulatedTimeoutResult
    {
        let caller = simulation.caller(isolation)
        await simulation.schedulingPoint(caller, on: ObjectIdentifier(self))
        var result = SimulatedTimeoutResult.success
        let id = state.withLock { state -> Int? in
            guard state.count > 0 else { return nil }
            state.nextWaiter += 1
            return state.nextWaiter
        }
        if let id {
            let timer = deadline.map { deadline in
                Task(name: "\(name) timeout", executorPreference: simulation) {
                    guard (try? await VirtualClock(executor: self.simulation).sleep(until: deadline)) != nil else {
                        return
                    }
                    self.timeOut(id)
                }
            }
            await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
                state.withLock {
                    $0.waiters.append(Waiter(id: id, task: caller.task, continuation: continuation, lane: caller.lane))
                }
                simulation.state.withLock { state in
                    if caller.lane != QueuedJob.noLane { state.hold(caller.lane, by: caller.task) }
                    state.block(caller.task, label: caller.label, reason: "waits on group '\(name)'", on: .nothing)
                }
            }
            timer?.cancel()
            if state.withLock({ $0.timedOut.remove(id) != nil }) { result = .timedOut }
        }
        if result == .success {
            simulation.happensBefore(caller.task) { tracker, number, _ in
                tracker.acquire(number, from: .object(ObjectIdentifier(self)))
            }
        }
        return result
    }

    private func fireIfEmpty() {
        let (notifications, waiters) = state.withLock { state in
            guard state.count == 0 else {
                return ([(queue: SimulatedQueue, work: @Sendable () async -> Void)](), [Waiter]())
            }
            defer {
                state.notifications = []
                state.waiters = []
            }
            return (state.notifications, state.waiters)
        }
        let key = HappensBefore.ObjectKey.object(ObjectIdentifier(self))
        for notification in notifications {
            let simulation = self.simulation
            notification.queue.async {
                simulation.happensBefore(JobIdentity.currentTaskID) { tracker, number, _ in
                    tracker.acquire(number, from: key)
                }
                await notification.work()
            }
        }
        guard !waiters.isEmpty else { return }
        simulation.state.withLock { state in
            for waiter in waiters {
                simulation.wake(
                    waiter.task, waiter.continuation, lane: waiter.lane, on: ObjectIdentifier(self), in: &state)
            }
        }
    }

    private func timeOut(_ id: Int) {
        let waiter = state.withLock { state -> Waiter? in
            guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
            state.timedOut.insert(id)
            return state.waiters.remove(at: index)
        }
        guard let waiter else { return }
        simulation.state.withLock { state in
            simulation.wake(waiter.task, waiter.continuation, lane: waiter.lane, on: ObjectIdentifier(self), in: &state)
        }
    }
}
