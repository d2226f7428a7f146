import Synchronization

extension SimulationContext {
    /// Whether the running code is on the simulated main thread: a job of the main actor's line (a
    /// main-actor function), or a task that holds the main actor for a main-queue item it runs. `false` in
    /// real mode.
    public var isOnMainActor: Bool {
        guard case .simulated(let executor) = backend else { return false }
        let task = JobIdentity.currentTaskID
        return executor.state.withLock { state in
            guard let main = state.mainLaneIndex else { return false }
            return state.currentLane == main || (task != 0 && state.lanes[main].holder == task)
        }
    }

    /// Runs `body` on the main actor and returns once it has run, blocking the caller meanwhile, as a
    /// thread blocks in `callOnMainRunLoopAndWait` (WebKit's scheme-task calls from a background thread).
    ///
    /// On the main actor already, `body` runs at once. Elsewhere it joins the main actor's line and the
    /// caller waits in place while the schedule goes on, holding whatever it holds: a simulated lock, a
    /// serial queue's turn. If the main actor cannot get to the call because it waits for something the
    /// caller holds, the run fails with a ``RuntimeFailure/Kind/deadlock`` naming both, and the call is
    /// abandoned. In real mode `body` is sent to the main actor and the caller does not wait.
    ///
    /// Hold a ``SimulatedMutex`` across the call, never a real lock (`Mutex`, `NSLock`): the jobs that run
    /// during the wait run on the caller's thread, so a real lock the caller holds traps as a recursive
    /// acquisition when one of them takes it, where a device deadlocks; the trap message then names SimulatedMutex.
    ///
    /// - Parameters:
    ///   - what: The call, for the wait's description: `-[WKURLSchemeTask didFinish]`.
    ///   - body: The call.
    /// - Returns: Whether `body` ran; `false` after a deadlock.
    @discardableResult
    public func runOnMainActorAndWait(_ what: String, _ body: @escaping @MainActor @Sendable () -> Void) -> Bool {
        guard case .simulated(let executor) = backend else {
            Task { @MainActor in body() }
            return true
        }
        if isOnMainActor {
            // The main thread is the caller's: run the call here. (A main-queue item may have hopped off the
            // actor's executor while it keeps the main thread, so the runtime's check is not asked.)
            unsafeBitCast(body, to: (@Sendable () -> Void).self)()
            return true
        }
        let task = JobIdentity.currentTaskID
        let name = Task.name
        let known = KnownTaskID.current
        let (caller, lane) = executor.state.withLock { state in
            let lane = state.mainLane(for: executor)
            return (
                Caller(
                    task: task,
                    name: name ?? (task == 0 ? state.label(taskName: nil, known: known, task: 0) : nil),
                    number: task != 0 ? state.taskNumber(task) : 0,
                    lane: state.currentLane
                ),
                lane
            )
        }
        let call = MainCall()
        Task { @MainActor in
            guard call.start() else { return }
            body()
            call.finish()
        }
        let ran = executor.waitInPlace(
            caller,
            reason: "waits for the main thread to run \(what)",
            on: .lane(lane),
            until: { call.isDone }
        )
        if !ran { call.abandon() }
        return ran
    }
}

/// A call sent to the main actor for a waiting caller: run at most once, skipped once abandoned.
final class MainCall: Sendable {
    private enum Phase { case waiting, running, done, abandoned }
    private let phase = Mutex(Phase.waiting)

    func start() -> Bool {
        phase.withLock { phase in
            guard phase == .waiting else { return false }
            phase = .running
            return true
        }
    }

    func finish() { phase.withLock { $0 = .done } }

    func abandon() { phase.withLock { if $0 == .waiting { $0 = .abandoned } } }

    var isDone: Bool { phase.withLock { $0 == .done } }
}
