import Synchronization

/// The task calling a simulated primitive, as the runtime needs it.
struct Caller {
    /// Its task number in the concurrency runtime.
    let task: UInt64
    /// Its task's name, if it has one.
    let name: String?
    /// Its number in the run, for a label when it has no name.
    let number: UInt32
    /// The lane it occupies (it runs isolated to the main actor), or `QueuedJob.noLane`.
    let lane: Int

    /// Its name in reports: the task's name, else `T<number>`. Built only when a report needs it.
    var label: String { name ?? "T\(number)" }
}

extension SimulationExecutor {
    /// The simulation driving the current thread; stops with a clear message outside one.
    static func current(for what: String) -> SimulationExecutor {
        guard let simulation = DrivingThread.current else {
            preconditionFailure(
                "\(what) belongs to a simulation: create and use it inside Simulation.run, Explorer.explore or "
                    + "expectAllSchedulesPass, on the simulation's thread"
            )
        }
        return simulation
    }

    /// Describes the calling task; `isolation` is the caller's (`#isolation`), to tell whether it
    /// occupies a lane.
    func caller(_ isolation: (any Actor)?) -> Caller {
        let task = JobIdentity.currentTaskID
        let name = Task.name
        let known = KnownTaskID.current
        let identity = isolation.map { Self.identity(of: $0.unownedExecutor) }
        return state.withLock { state in
            var lane = QueuedJob.noLane
            if let identity {
                for index in state.lanes.indices
                where Self.identity(of: state.lanes[index].executor.asUnownedSerialExecutor()) == identity {
                    lane = index
                }
            }
            let number = task != 0 ? state.taskNumber(task) : 0
            let fallback = number == 0 && name == nil ? state.label(taskName: nil, known: known, task: 0) : name
            return Caller(task: task, name: fallback, number: number, lane: lane)
        }
    }

    /// The identity word of an executor reference.
    static func identity(of executor: UnownedSerialExecutor) -> UInt {
        unsafeBitCast(executor, to: (UInt, UInt).self).0
    }

    /// A scheduling point: the caller stops here and goes on when the scheduler picks it, so any
    /// other runnable job may run first. On a lane the caller keeps the lane meanwhile, as a thread
    /// preempted in the middle of its work keeps its place.
    ///
    /// - Parameters:
    ///   - caller: The calling task.
    ///   - object: The primitive the caller operates on once it goes on (`ObjectIdentifier(self)`), for
    ///     partial-order sampling; `nil` when the step may touch anything.
    func schedulingPoint(_ caller: Caller, on object: ObjectIdentifier? = nil) async {
        let object = object.map { UInt(bitPattern: $0) } ?? 0
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
            state.withLock { state in
                if caller.lane != QueuedJob.noLane { state.hold(caller.lane, by: caller.task) }
                state.enqueue(
                    .resume(continuation), taskID: caller.task, owner: caller.task, lane: caller.lane, object: object)
            }
        }
    }

    /// Makes a blocked task runnable again (it holds its lane if it blocked on one).
    ///
    /// - Parameters:
    ///   - task: The blocked task.
    ///   - continuation: Where it goes on.
    ///   - lane: The lane it holds, or `QueuedJob.noLane`.
    ///   - object: The primitive it blocked on, for partial-order sampling; `nil` when unknown.
    ///   - state: The runtime state, locked by the caller.
    func wake(
        _ task: UInt64, _ continuation: UnsafeContinuation<Void, Never>, lane: Int, on object: ObjectIdentifier? = nil,
        in state: inout RuntimeState
    ) {
        state.unblock(task)
        let object = object.map { UInt(bitPattern: $0) } ?? 0
        state.enqueue(.resume(continuation), taskID: task, owner: task, lane: lane, object: object)
    }

    /// Whether data-race tracking is on (a `SharedCell` exists in this run).
    var tracksHappensBefore: Bool {
        happensBeforeEnabled.load(ordering: .relaxed)
    }

    /// Turns data-race tracking on, from now to the end of the run.
    func startTrackingHappensBefore() {
        guard !tracksHappensBefore else { return }
        state.withLock { state in
            if state.sync.happensBefore == nil { state.sync.happensBefore = HappensBefore() }
        }
        happensBeforeEnabled.store(true, ordering: .relaxed)
    }

    /// Applies `body` to the happens-before state with `task`'s number, when tracking is on.
    func happensBefore(_ task: UInt64, _ body: (inout HappensBefore, UInt32, inout RuntimeState) -> Void) {
        guard tracksHappensBefore else { return }
        state.withLock { state in
            let number = state.taskNumber(task)
            // Moved out and back, so the tracker's storage is never copied.
            guard var tracker = state.sync.happensBefore.take() else { return }
            body(&tracker, number, &state)
            state.sync.happensBefore = tracker
        }
    }
}
