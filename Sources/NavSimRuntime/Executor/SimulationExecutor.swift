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

    init(name: String, options: SimulationOptions) {
        self.state = Mutex(RuntimeState(name: name, options: options))
        self.drivingThread = ThreadIdentity.current
    }

    /// Queues a job; it runs when the strategy picks it.
    ///
    /// - Parameter job: The job.
    public func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        let taskID = JobIdentity.taskID(of: unowned)
        let foreign = ThreadIdentity.current != drivingThread
        state.withLock { state in
            state.enqueue(unowned, taskID: taskID)
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
        GlobalEnqueueHook.driving(self) { loop(maxSteps: maxSteps) }
    }

    /// Takes in a job that a simulated task sent to the global executor, and reports the escape.
    func adoptEscapedJob(_ job: UnownedJob) {
        let taskID = JobIdentity.taskID(of: job)
        // Report each escaped task once, when it is created; its later global enqueues, and jobs
        // that are not tasks (`Task.yield`'s continuation job, actors' drain jobs), are adopted
        // silently.
        let isNew = taskID != 0 && state.withLock { $0.escapedTasks.insert(taskID).inserted }
        guard isNew else {
            state.withLock { $0.enqueue(job, taskID: taskID) }
            return
        }
        let creator = Task.name
        let known = KnownTaskID.current
        state.withLock { state in
            let label = state.label(taskName: creator, known: known)
            state.fail(
                .escape,
                "\(label) started a task on the global executor (Task {} or Task.detached instead of spawn)",
                task: label
            )
            state.enqueue(job, taskID: taskID)
        }
    }

    private func loop(maxSteps: Int) -> Bool {
        // Jobs run with this executor as their task executor, not isolated to it as a serial
        // executor: nonisolated code then runs without a hop per call, and a job of an actor that
        // uses this executor as its serial executor still runs here, on the one thread.
        let preference = asUnownedTaskExecutor()
        while true {
            let next = state.withLock { state -> UnownedJob? in
                state.step < maxSteps ? state.takeNext() : nil
            }
            if let next {
                next.runSynchronously(on: preference)
                continue
            }
            let due = state.withLock { state -> [UnsafeContinuation<Void, any Error>]? in
                guard state.queue.isEmpty else { return nil }
                return state.fireDueTimers()
            }
            guard let due else {
                return state.withLock { $0.queue.isEmpty }
            }
            for continuation in due {
                continuation.resume()
            }
        }
    }

    /// Records an escape when called off the driving thread.
    func checkOnExecutor(_ operation: String) {
        guard !isOnDrivingThread else { return }
        let name = Task.name
        state.withLock { state in
            state.fail(
                .escape,
                "\(operation) ran off the simulation executor (a task started without spawn?)",
                task: name ?? "unknown task"
            )
        }
    }
}
