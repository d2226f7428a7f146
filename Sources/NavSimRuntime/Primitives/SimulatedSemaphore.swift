import Synchronization

/// A counting semaphore in the schedule, spelled like `DispatchSemaphore`.
///
/// `wait` is a scheduling point and blocks while the count is zero, without spinning; `signal` wakes the
/// longest waiter. A wait with a timeout ends at its deadline on the virtual clock. A signal happens
/// before the wait it ends, for ``SharedCell``'s data-race detection. A task that waits on the main
/// actor keeps it, as the main thread blocked in `dispatch_semaphore_wait`.
///
/// ```swift
/// let answered = SimulatedSemaphore(value: 0)
/// replies.async { store(reply); answered.signal() }
/// if await answered.wait(timeout: .now() + .seconds(1)) == .timedOut { failClosed() }
/// ```
public final class SimulatedSemaphore: Sendable {
    let simulation: SimulationExecutor
    private let state: Mutex<State>
    /// The semaphore's name in reports.
    public let name: String

    struct Waiter {
        var id: Int
        var task: UInt64
        var continuation: UnsafeContinuation<Void, Never>
        var lane: Int
    }

    struct State {
        var value: Int
        var waiters: [Waiter] = []
        var nextWaiter = 0
        /// Waiters whose timeout fired: they end with `.timedOut`.
        var timedOut: Set<Int> = []
    }

    /// Creates a semaphore in the running simulation.
    ///
    /// - Parameters:
    ///   - value: The starting count, at least 0.
    ///   - name: The name in reports.
    public init(value: Int, name: String = "semaphore") {
        precondition(value >= 0, "a semaphore starts at 0 or more")
        self.simulation = SimulationExecutor.current(for: "SimulatedSemaphore")
        self.state = Mutex(State(value: value))
        self.name = name
    }

    /// Adds one to the count, waking the longest waiter if any.
    ///
    /// - Returns: Nonzero when a waiter was woken, as `DispatchSemaphore.signal()`.
    @discardableResult
    public func signal() -> Int {
        let task = JobIdentity.currentTaskID
        simulation.happensBefore(task) { tracker, number, _ in
            tracker.release(number, into: .object(ObjectIdentifier(self)))
        }
        let woken = state.withLock { state -> Waiter? in
            state.value += 1
            guard state.value <= 0, !state.waiters.isEmpty else { return nil }
            return state.waiters.removeFirst()
        }
        guard let woken else { return 0 }
        simulation.state.withLock { state in
            simulation.wake(woken.task, woken.continuation, lane: woken.lane, on: ObjectIdentifier(self), in: &state)
        }
        return 1
    }

    /// Takes one from the count, after a scheduling point; blocks while there is none.
    ///
    /// - Parameter isolation: The caller's isolation (leave the default).
    public func wait(isolation: isolated (any Actor)? = #isolation) async {
        _ = await wait(until: nil, isolation)
    }

    /// Takes one from the count, or gives up at `deadline`.
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
        let mustWait = state.withLock { state -> Bool in
            state.value -= 1
            return state.value < 0
        }
        var result = SimulatedTimeoutResult.success
        if mustWait {
            let id = state.withLock { state -> Int in
                state.nextWaiter += 1
                return state.nextWaiter
            }
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
                    state.block(caller.task, label: caller.label, reason: "waits on semaphore '\(name)'", on: .nothing)
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

    /// Ends a wait at its deadline, giving its unit back.
    private func timeOut(_ id: Int) {
        let waiter = state.withLock { state -> Waiter? in
            guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
            state.value += 1
            state.timedOut.insert(id)
            return state.waiters.remove(at: index)
        }
        guard let waiter else { return }
        simulation.state.withLock { state in
            simulation.wake(waiter.task, waiter.continuation, lane: waiter.lane, on: ObjectIdentifier(self), in: &state)
        }
    }
}
