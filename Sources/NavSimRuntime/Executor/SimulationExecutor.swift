import Synchronization

/// The deterministic executor: one thread, one queue, a seeded choice at every step.
///
/// It is both a `TaskExecutor` and a `SerialExecutor`. The simulation's root task prefers it, so
/// child tasks, `async let`, task groups and default actors all run their jobs here; an actor may
/// also use it as its serial executor through ``SimulationContext/executor``. Jobs never run when
/// enqueued: ``Simulation`` drives the loop on the calling thread, and at each step the
/// ``SchedulingStrategy`` picks which runnable job goes next. When none is runnable, the
/// ``VirtualClock`` jumps to the earliest deadline.
///
/// You never create one; ``Simulation/run(_:name:_:)`` does.
public final class SimulationExecutor: TaskExecutor, SerialExecutor {
    let state: Mutex<RuntimeState>
    /// The thread that drives the loop; any other thread touching the simulation is an escape.
    let drivingThread: UInt
    /// Whether data-race tracking is on; read on every enqueue without taking the lock.
    let happensBeforeEnabled = Atomic<Bool>(false)
    /// The run's queues (created on first use) and workers to stop at the end.
    let queues = Mutex(QueueRegistry())

    /// Whether the run keeps its events as the trace's entries, or only its digest (`RuntimeState.keepsEntries`).
    let keepsEntries: Bool

    init(
        name: String, options: SimulationOptions, capacity: TraceCapacity = TraceCapacity(), keepsEntries: Bool = true
    ) {
        var state = RuntimeState(name: name, options: options, capacity: capacity, keepsEntries: keepsEntries)
        self.keepsEntries = keepsEntries
        // A simulation run from async code (a test) is driven inside that code's task: the loop's own
        // enqueues (a timer firing, a parked task resumed) must not be attributed to it, or the run would
        // depend on where it is driven from.
        state.outerTask = JobIdentity.currentTaskID
        // Moved in: passed as it is, the state was copied (every array, dictionary and string in it retained,
        // then released with the local), once a run.
        self.state = Mutex(consume state)
        self.drivingThread = ThreadIdentity.current
    }

    /// Queues a job; it runs when the strategy picks it.
    ///
    /// - Parameter job: The job.
    public func enqueue(_ job: consuming ExecutorJob) {
        enqueue(UnownedJob(job), lane: QueuedJob.noLane)
    }

    /// Queues a job sent to the simulation or to one of its lanes.
    func enqueue(_ job: UnownedJob, lane: Int) {
        let taskID = JobIdentity.taskID(of: job)
        let tracking = tracksHappensBefore
        let current = taskID == 0 || tracking ? JobIdentity.currentTaskID : 0
        let foreign = ThreadIdentity.current != drivingThread
        state.withLock { state in
            let current = current == state.outerTask ? 0 : current
            let owner = state.owner(raw: taskID, current: current)
            if lane != QueuedJob.noLane && taskID != 0 {
                // A task that runs on the main actor (`Task { @MainActor in }`) is in the schedule: its
                // later jobs sent to the global executor are taken in silently.
                state.escapedTasks.insert(taskID)
            }
            if tracking, taskID != 0 {
                // Enqueueing another task's job is a release and an acquire in the concurrency runtime.
                let from = current != 0 ? current : state.currentOwner
                if from != 0 && from != taskID {
                    let (source, target) = (state.taskNumber(from), state.taskNumber(taskID))
                    state.sync.happensBefore?.edge(from: source, to: target)
                }
            }
            state.enqueue(.job(job), taskID: taskID, owner: owner, lane: lane)
            if foreign {
                state.fail(
                    .escape,
                    "A job was enqueued from outside the simulation thread: work ran off the executor",
                    task: "T\(state.taskNumber(taskID))"
                )
            }
        }
    }

    /// This executor as an unowned serial executor.
    ///
    /// - Returns: An unowned reference to `self`.
    public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Traps unless called on the simulation's driving thread.
    public func checkIsolated() {
        precondition(isOnDrivingThread, "Not on the simulation executor's thread")
    }

    /// Whether the caller runs on the thread that drives the simulation.
    var isOnDrivingThread: Bool {
        ThreadIdentity.current == drivingThread
    }

    /// Virtual time since the start.
    var now: Duration {
        state.withLock { $0.now }
    }

    /// Runs jobs and fires timers until nothing is left or `maxSteps` jobs have run.
    ///
    /// - Returns: `true` at quiescence, `false` at the step limit.
    func drive(maxSteps: Int) -> Bool {
        GlobalEnqueueHook.ensureInstalled()
        MainActorHook.ensureInstalled()
        state.withLock { $0.maxSteps = maxSteps }
        return DrivingThread.driving(self) { loop(maxSteps: maxSteps) }
    }

    /// Blocks the running job where it stands until `done()` holds, running the schedule meanwhile, as
    /// a thread blocks in a synchronous call while the others go on.
    ///
    /// The jobs that run meanwhile run nested inside the caller's job, so a second wait inside one of
    /// them must end before the first can: use it for waits that end without the caller's help (a call
    /// the main thread runs for it). The wait is a wait-for edge to `target`, so a cycle through it is
    /// reported as a deadlock.
    ///
    /// - Returns: Whether `done()` held when the wait ended; `false` when nothing could run any more.
    func waitInPlace(_ caller: Caller, reason: String, on target: WaitTarget, until done: () -> Bool) -> Bool {
        NestedWaitCrashHint.enter()
        defer { NestedWaitCrashHint.leave() }
        let (saved, maxSteps) = state.withLock { state in
            state.block(caller.task, label: caller.label, reason: reason, on: target)
            return ((state.currentTaskID, state.currentOwner, state.currentLane), state.maxSteps)
        }
        _ = withoutActuallyEscaping(done) { done in loop(maxSteps: maxSteps, until: done) }
        state.withLock { state in
            state.unblock(caller.task)
            (state.currentTaskID, state.currentOwner, state.currentLane) = saved
        }
        return done()
    }

    /// The main actor's executor while this simulation runs: its main lane's, created on first use.
    var mainLaneExecutor: LaneExecutor {
        state.withLock { state in
            state.lanes[state.mainLane(for: self)].executor
        }
    }

    /// Records that code asserted or assumed a lane's actor where it was not isolated to it.
    func isolationViolated(lane: Int) {
        let taskName = Task.name
        let known = KnownTaskID.current
        state.withLock { state in
            let name = state.lanes[lane].name
            state.fail(
                .isolation,
                "\(name) isolation was asserted or assumed off the \(name) (assertIsolated, preconditionIsolated "
                    + "or assumeIsolated in code that does not run on it)",
                task: state.label(taskName: taskName, known: known)
            )
        }
    }

    /// Takes in a job that a simulated task sent to the global executor, and reports the escape.
    func adoptEscapedJob(_ job: UnownedJob) {
        let taskID = JobIdentity.taskID(of: job)
        // Report each escaped task once, when it is created; its later global enqueues, and jobs
        // that are not tasks (`Task.yield`'s continuation job, actors' drain jobs), are adopted
        // silently.
        let current = JobIdentity.currentTaskID
        let creator = Task.name
        let known = KnownTaskID.current
        state.withLock { state in
            let current = current == state.outerTask ? 0 : current
            let owner = state.owner(raw: taskID, current: current)
            let isNew = taskID != 0 && state.escapedTasks.insert(taskID).inserted
            if isNew {
                let label = state.label(taskName: creator, known: known)
                state.fail(
                    .escape,
                    "\(label) started a task on the global executor (Task {} or Task.detached instead of spawn)",
                    task: label
                )
            }
            state.enqueue(.job(job), taskID: taskID, owner: owner)
        }
    }

    private func loop(maxSteps: Int, until done: (() -> Bool)? = nil) -> Bool {
        // Jobs run with this executor as their task executor, not isolated to it as a serial
        // executor: nonisolated code then runs without a hop per call, and a job of an actor that
        // uses this executor as its serial executor still runs here, on the one thread. A lane's job
        // runs isolated to the lane's executor, so the runtime sees the lane's actor (the main actor) as
        // current inside it.
        let preference = asUnownedTaskExecutor()
        // The continuations of the timers due at each advance of time, in one array for the run: an array per
        // advance was a malloc and a free at almost every sleep.
        var due: [UnsafeContinuation<Void, any Error>] = []
        while true {
            if let done, done() { return true }
            // One lock per step: whether the run has ended, then the next job. The entry (plain numbers and
            // pointers) comes back alone and its lane's executor beside it: a tuple of the two, a reference in
            // it and larger than 64 bytes, was copied through the runtime's generic tuple witnesses.
            var ended = false
            var lane: LaneExecutor?
            let next = state.withLock { state -> QueuedJob? in
                if state.endReason != nil {
                    ended = true
                    return nil
                }
                guard state.step < maxSteps, let entry = state.takeNext() else { return nil }
                state.begin(entry)
                if entry.lane != QueuedJob.noLane { lane = state.lanes[entry.lane].executor }
                return entry
            }
            if ended { return true }
            if let next {
                run(next, lane: lane, on: preference)
                continue
            }
            due.removeAll(keepingCapacity: true)
            let fired = state.withLock { state in
                state.queue.isEmpty && state.fireDueTimers(into: &due)
            }
            guard fired else {
                return state.withLock { $0.queue.isEmpty }
            }
            for continuation in due {
                continuation.resume()
            }
        }
    }

    /// Runs one picked entry, already begun (`RuntimeState.begin`): a job, or a parked task together
    /// with the job its resumption enqueues.
    private func run(_ entry: QueuedJob, lane: LaneExecutor?, on preference: UnownedTaskExecutor) {
        switch entry.work {
        case .job(let job):
            if let lane {
                job.runSynchronously(isolatedTo: lane.asUnownedSerialExecutor(), taskExecutor: preference)
                state.withLock { $0.end(entry) }
            } else {
                job.runSynchronously(on: preference)
            }
        case .resume(let continuation):
            state.withLock { state in
                state.directing = true
                state.directLane = entry.lane
            }
            continuation.resume()
            var directLane: LaneExecutor?
            let direct = state.withLock { state -> QueuedJob? in
                guard let direct = state.takeDirect() else { return nil }
                state.begin(direct)
                if direct.lane != QueuedJob.noLane { directLane = state.lanes[direct.lane].executor }
                return direct
            }
            if let direct {
                run(direct, lane: directLane, on: preference)
            }
            if entry.lane != QueuedJob.noLane {
                state.withLock { $0.end(entry) }
            }
        }
    }

    /// Tapes a domain event in a run that keeps only its digest (``SimulationContext/record(value:actor:)``).
    ///
    /// - Parameters:
    ///   - value: The event.
    ///   - actor: The actor it happened on.
    func tape(value: some TraceEventValue, actor: String?) {
        tape(actor: actor, description: value.description, digest: { value.digest(into: &$0) })
    }

    /// Tapes a domain event given by the words its value would feed the digest, in a run that keeps only its digest
    /// (``SimulationContext/record(actor:digest:owned:)``).
    ///
    /// - Parameters:
    ///   - actor: The actor it happened on.
    ///   - description: The event's text, for the escape reported when called off the driving thread.
    ///   - digest: Feeds the value's words.
    func tape(actor: String?, description: @autoclosure () -> String, digest: @Sendable (inout TraceDigester) -> Void) {
        checkOnExecutor("record(\"\(description())\")")
        let taskID = JobIdentity.currentTaskID
        state.withLock { state in
            // The known task is read only for a task without a name (no entry keeps it here).
            state.tape(recordingTask: taskID, known: KnownTaskID.current, actor: actor, digest: digest)
        }
    }

    /// Records an escape when called off the driving thread.
    func checkOnExecutor(_ operation: @autoclosure () -> String) {
        guard !isOnDrivingThread else { return }
        let name = Task.name
        state.withLock { state in
            state.fail(
                .escape,
                "\(operation()) ran off the simulation executor (a task started without spawn?)",
                task: name ?? "unknown task"
            )
        }
    }
}
