import Synchronization

extension SimulatedQueue {
    /// Runs `work` on the queue and waits for it, as `DispatchQueue.sync`: the caller blocks, without
    /// spinning, until the queue lets the block run.
    ///
    /// On a serial queue the block waits for every item sent before it, then runs on the caller while the
    /// queue runs nothing else; items sent after it wait for its end. On a concurrent queue it runs on the
    /// caller beside the other blocks, after a barrier sent before it; with `.barrier` it waits for every
    /// block sent before it and runs alone. On ``main`` it runs on the main actor after the main actor's
    /// earlier jobs. `sync` onto the serial queue (or the main queue) that runs the caller is a deadlock
    /// with libdispatch's message, as libdispatch traps; a cycle of waits between queues and locks is a
    /// deadlock naming the cycle.
    ///
    /// - Parameters:
    ///   - flags: `.barrier` for a barrier block on a concurrent queue of your own.
    ///   - isolation: The caller's isolation (leave the default).
    ///   - work: The block.
    /// - Returns: What `work` returns.
    public func sync<Result: Sendable>(
        flags: Flags = [],
        isolation: isolated (any Actor)? = #isolation,
        execute work: @escaping @Sendable () async -> Result
    ) async -> Result {
        let caller = simulation.caller(isolation)
        await simulation.schedulingPoint(caller, on: ObjectIdentifier(self))
        switch kind {
        case .main:
            if caller.lane != QueuedJob.noLane && caller.lane == simulation.mainLaneIndex {
                await reportSyncOnOwnQueue(caller)
            }
            return await syncOnMain(caller, work)
        case .serial(let index):
            if ownsSerialQueue(caller.task) { await reportSyncOnOwnQueue(caller) }
            let turn = takeSerialTurn(caller)
            await waitForTurn(turn, on: .queue(index))
            state.withLock { $0.turnHolder = caller.task }
            let result = await work()
            state.withLock { $0.turnHolder = 0 }
            releaseSerialTurn(turn)
            return result
        case .concurrent(let index):
            let barrier = isBarrier(flags)
            if barrier && runsConcurrentBlock(caller.task, index: index) {
                await reportSyncOnOwnQueue(caller)
            }
            let turn = takeConcurrentTurn(caller, barrier: barrier, index: index)
            await waitForTurn(turn, on: .concurrent(index))
            beginConcurrentBlock(caller.task, barrier: barrier)
            let result = await work()
            endConcurrentBlock(caller.task, barrier: barrier, index: index)
            return result
        }
    }

    /// Runs `work` on the queue and waits for it without leaving the caller's job, for a synchronous
    /// `DispatchQueue.sync` (``SimulatedQueue/sync(flags:isolation:execute:)`` says what it waits for).
    ///
    /// The wait runs the schedule nested inside the caller's job (`SimulationExecutor.waitInPlace`). If the
    /// run ends meanwhile (a deadlock, which it reports) the block runs on the caller so that its thread
    /// can unwind; nothing after the end is recorded.
    ///
    /// - Parameters:
    ///   - flags: `.barrier` for a barrier block on a concurrent queue of your own.
    ///   - work: The block.
    /// - Returns: What `work` returns.
    /// - Throws: What `work` throws.
    package func syncInPlace<Result, Failure: Error>(
        flags: Flags = [],
        execute work: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let caller = simulation.currentCaller()
        switch kind {
        case .main:
            if simulation.isOnMainThread(caller.task) {
                reportSyncOnOwnQueueAndEnd(caller)
                return try work()
            }
            return try syncOnMainInPlace(caller, work)
        case .serial(let index):
            if ownsSerialQueue(caller.task) {
                reportSyncOnOwnQueueAndEnd(caller)
                return try work()
            }
            let turn = takeSerialTurn(caller)
            guard waitInPlace(for: turn, on: .queue(index)) else { return try work() }
            state.withLock { $0.turnHolder = caller.task }
            defer {
                state.withLock { $0.turnHolder = 0 }
                releaseSerialTurn(turn)
            }
            return try work()
        case .concurrent(let index):
            let barrier = isBarrier(flags)
            if barrier && runsConcurrentBlock(caller.task, index: index) {
                reportSyncOnOwnQueueAndEnd(caller)
                return try work()
            }
            let turn = takeConcurrentTurn(caller, barrier: barrier, index: index)
            guard waitInPlace(for: turn, on: .concurrent(index)) else { return try work() }
            beginConcurrentBlock(caller.task, barrier: barrier)
            defer { endConcurrentBlock(caller.task, barrier: barrier, index: index) }
            return try work()
        }
    }

    // MARK: - Serial queues

    private func ownsSerialQueue(_ task: UInt64) -> Bool {
        state.withLock { $0.worker == task || $0.turnHolder == task }
    }

    /// Puts `caller`'s turn in line: the worker grants it when it gets there and waits for its release.
    private func takeSerialTurn(_ caller: Caller) -> SyncTurn {
        let turn = SyncTurn(caller: caller, barrier: false)
        let simulation = self.simulation
        submit(
            Item(
                work: { [label] in
                    let worker = JobIdentity.currentTaskID
                    simulation.happensBeforeEdge(from: worker, to: caller.task)
                    simulation.state.withLock { state in
                        simulation.grant(turn, on: ObjectIdentifier(self), in: &state)
                    }
                    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
                        let parked = simulation.state.withLock { state in
                            guard turn.parkWorker(worker, continuation) else { return false }
                            state.block(
                                worker,
                                label: label,
                                reason: "runs the sync block of \(caller.label)",
                                on: .task(caller.task)
                            )
                            return true
                        }
                        if !parked { continuation.resume() }
                    }
                },
                group: nil,
                workItem: nil,
                clock: nil
            )
        )
        return turn
    }

    /// Ends `turn`'s block: the worker goes on with the next item.
    private func releaseSerialTurn(_ turn: SyncTurn) {
        let worker = turn.worker
        if worker != 0 { simulation.happensBeforeEdge(from: turn.caller.task, to: worker) }
        simulation.state.withLock { state in
            if let (worker, parked) = turn.release() {
                simulation.wake(worker, parked, lane: QueuedJob.noLane, on: ObjectIdentifier(self), in: &state)
            }
        }
    }

    // MARK: - Waiting

    /// Parks the caller until `turn` is granted.
    private func waitForTurn(_ turn: SyncTurn, on target: WaitTarget) async {
        guard !turn.isGranted else { return }
        let caller = turn.caller
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
            let parked = simulation.state.withLock { state in
                guard turn.park(continuation) else { return false }
                if caller.lane != QueuedJob.noLane { state.hold(caller.lane, by: caller.task) }
                state.block(caller.task, label: caller.label, reason: "waits in sync on queue '\(label)'", on: target)
                return true
            }
            if !parked { continuation.resume() }
        }
    }

    /// Blocks the caller's job where it stands until `turn` is granted; `false` when the run ended first.
    private func waitInPlace(for turn: SyncTurn, on target: WaitTarget) -> Bool {
        guard !turn.isGranted else { return true }
        let caller = turn.caller
        simulation.queues.withLock { $0.waitsInPlace.append(turn) }
        simulation.waitHoldingLane(caller, reason: "waits in sync on queue '\(label)'", on: target) { turn.isGranted }
        simulation.queues.withLock { _ = $0.waitsInPlace.popLast() }
        guard turn.isGranted else {
            simulation.endStuckWait(caller, "waits in sync on queue '\(label)'")
            return false
        }
        return true
    }

    // MARK: - The main queue

    /// Runs `work` as a main-queue item, on the main actor, and parks the caller until it has run.
    private func syncOnMain<Result: Sendable>(
        _ caller: Caller,
        _ work: @escaping @Sendable () async -> Result
    ) async -> Result {
        let result = Mutex<Result?>(nil)
        let turn = SyncTurn(caller: caller, barrier: false)
        let simulation = self.simulation
        submit(
            Item(
                work: {
                    let value = await work()
                    result.withLock { $0 = value }
                    simulation.happensBeforeEdge(from: JobIdentity.currentTaskID, to: caller.task)
                    simulation.state.withLock { state in
                        simulation.grant(turn, on: nil, in: &state)
                    }
                },
                group: nil,
                workItem: nil,
                clock: nil
            )
        )
        await waitForTurn(turn, on: .lane(simulation.mainLaneIndexCreating))
        return result.withLock { $0! }
    }

    /// Runs `work` as a main-queue item and blocks the caller's job in place until it has run.
    private func syncOnMainInPlace<Result, Failure: Error>(
        _ caller: Caller,
        _ work: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withoutActuallyEscaping(work) { (work) throws(Failure) -> Result in
            let call = InPlaceCall(work)
            let simulation = self.simulation
            let turn = SyncTurn(caller: caller, barrier: false)
            submit(
                Item(
                    work: {
                        call.run()
                        simulation.happensBeforeEdge(from: JobIdentity.currentTaskID, to: caller.task)
                        simulation.state.withLock { state in simulation.grant(turn, on: nil, in: &state) }
                    },
                    group: nil,
                    workItem: nil,
                    clock: nil
                )
            )
            simulation.queues.withLock { $0.waitsInPlace.append(turn) }
            simulation.waitHoldingLane(
                caller,
                reason: "waits in sync on queue '\(label)'",
                on: .lane(simulation.mainLaneIndexCreating)
            ) { call.hasRun }
            simulation.queues.withLock { _ = $0.waitsInPlace.popLast() }
            guard let outcome = call.take() else {
                simulation.endStuckWait(caller, "waits in sync on queue '\(label)'")
                return try work()
            }
            return try outcome.get()
        }
    }

    // MARK: - Deadlocks

    private func syncOnOwnQueueMessage(_ caller: Caller) -> String {
        "deadlock: \(caller.label) called sync on '\(label)', the queue it runs on "
            + "(BUG IN CLIENT OF LIBDISPATCH: dispatch_sync called on queue already owned by current thread)"
    }

    /// Reports `sync` onto the caller's own queue and parks the caller for good, as the thread traps.
    private func reportSyncOnOwnQueue(_ caller: Caller) async {
        let message = syncOnOwnQueueMessage(caller)
        simulation.state.withLock { state in
            state.fail(.deadlock, message, task: caller.label)
        }
        await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
    }

    /// Reports `sync` onto the caller's own queue and ends the run, as libdispatch's trap ends the process.
    private func reportSyncOnOwnQueueAndEnd(_ caller: Caller) {
        let message = syncOnOwnQueueMessage(caller)
        simulation.state.withLock { state in
            state.fail(.deadlock, message, task: caller.label)
            state.end("deadlock: \(message)", task: caller.label)
        }
    }
}

/// A synchronous block lent to a main-queue item for the length of an in-place `sync`: run at most once,
/// and dropped by the caller before it returns, so the block never outlives the call.
private final class InPlaceCall<Result, Failure: Error>: @unchecked Sendable {
    // Only the simulation's driving thread touches it: the caller, and the main-queue item nested in its wait.
    private var work: (() throws(Failure) -> Result)?
    private var outcome: Swift.Result<Result, Failure>?

    init(_ work: @escaping () throws(Failure) -> Result) { self.work = work }

    func run() {
        guard let work else { return }
        self.work = nil
        do throws(Failure) {
            outcome = .success(try work())
        } catch {
            outcome = .failure(error)
        }
    }

    var hasRun: Bool { outcome != nil }

    /// The outcome, if the block ran; drops the block either way.
    func take() -> Swift.Result<Result, Failure>? {
        work = nil
        return outcome
    }
}

extension SimulationExecutor {
    /// The task running now, for a synchronous call: its lane is the running job's.
    func currentCaller() -> Caller {
        let task = JobIdentity.currentTaskID
        let name = Task.name
        let known = KnownTaskID.current
        return state.withLock { state in
            let number = task != 0 ? state.taskNumber(task) : 0
            let fallback = number == 0 && name == nil ? state.label(taskName: nil, known: known, task: 0) : name
            return Caller(task: task, name: fallback, number: number, lane: state.currentLane)
        }
    }

    /// Whether `task` runs on the simulated main thread now (a main-actor job, or a main-queue item).
    func isOnMainThread(_ task: UInt64) -> Bool {
        state.withLock { state in
            guard let main = state.mainLaneIndex else { return false }
            return state.currentLane == main || (task != 0 && state.lanes[main].holder == task)
        }
    }

    /// `waitInPlace`, with the caller's lane (the main thread) held by the caller meanwhile, so that a wait
    /// for the main thread from a job run during the wait closes a wait-for cycle through the caller.
    func waitHoldingLane(_ caller: Caller, reason: String, on target: WaitTarget, until done: () -> Bool) {
        let lane = caller.lane
        let holds = state.withLock { state -> Bool in
            guard lane != QueuedJob.noLane, state.lanes[lane].holder == 0 else { return false }
            state.lanes[lane].holder = caller.task
            return true
        }
        _ = waitInPlace(caller, reason: reason, on: target, until: done)
        if holds {
            state.withLock { state in
                if state.lanes[lane].holder == caller.task { state.lanes[lane].holder = 0 }
            }
        }
    }

    /// Grants `turn`: wakes its caller if parked; a caller waiting in place is no longer blocked.
    func grant(_ turn: SyncTurn, on object: ObjectIdentifier?, in state: inout RuntimeState) {
        let caller = turn.caller
        if let waiter = turn.grant() {
            wake(caller.task, waiter, lane: caller.lane, on: object, in: &state)
        } else {
            state.unblock(caller.task)
        }
    }

    /// `from` happens before `to` from now on (data-race tracking only).
    func happensBeforeEdge(from: UInt64, to: UInt64) {
        guard tracksHappensBefore, from != to else { return }
        state.withLock { state in
            let (source, target) = (state.taskNumber(from), state.taskNumber(to))
            guard var tracker = state.sync.happensBefore.take() else { return }
            tracker.edge(from: source, to: target)
            state.sync.happensBefore = tracker
        }
    }

    /// Ends the run after a synchronous wait that could not end: the waiting job cannot stay blocked on
    /// its thread, so the run ends as a crash ends a process. A wait-for cycle was reported already when it
    /// closed; otherwise the stuck wait is a hang, or the step limit.
    func endStuckWait(_ caller: Caller, _ reason: String) {
        // A wait below this one on the thread whose turn came: it cannot go on before this one ends.
        let enclosing = queues.withLock { $0.waitsInPlace.last { $0.isGranted } }
        state.withLock { state in
            guard state.endReason == nil else { return }
            if state.step >= state.maxSteps {
                state.fail(.stepLimit, "\(caller.label) \(reason): the run reached its step limit", task: caller.label)
            } else if let outer = enclosing {
                state.fail(
                    .hang,
                    "\(caller.label) \(reason), nested in the synchronous wait of \(outer.caller.label), which could go "
                        + "on: NavSim runs synchronous waits nested on one thread, last in first out (docs/webkit.md)",
                    task: caller.label
                )
            } else {
                state.fail(.hang, "\(caller.label) \(reason) and nothing else can run", task: caller.label)
            }
            state.end("\(caller.label) \(reason)", task: caller.label)
        }
    }
}
