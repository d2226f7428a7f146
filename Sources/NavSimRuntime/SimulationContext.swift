import Synchronization

/// What a simulated body can use: the clock, `spawn`, `record`, `fail` and the seed.
///
/// The same body runs in both modes. Under ``Simulation/run(_:name:_:)`` the clock is a
/// ``VirtualClock`` and everything runs on the deterministic executor; under
/// ``Simulation/runReal(name:parameters:_:)`` the clock is `ContinuousClock`, ``spawn(name:file:line:_:)``
/// is a plain `Task`, and events and failures are still collected.
///
/// ```swift
/// let worker = sim.spawn(name: "worker") {
///     try await sim.clock.sleep(for: .milliseconds(5))
///     sim.record("worker done", actor: "Queue")
/// }
/// try await worker.value
/// ```
public struct SimulationContext: Sendable {
    enum Backend: Sendable {
        case simulated(SimulationExecutor)
        case real(RealModeRecorder)
    }

    let backend: Backend

    /// The run's name (the root task's name).
    public let name: String

    /// The seed of this run (0 in real mode).
    public let seed: UInt64

    /// The caller parameters of this run (``SimulationOptions/parameters``), recorded in its schedule and so
    /// the same in a replay: the layers above read their run-wide options here (the glue's
    /// `sim.makeWebView` reads where to place web views), the runtime gives them no meaning.
    public let parameters: [String: String]

    init(backend: Backend, name: String, seed: UInt64, parameters: [String: String] = [:]) {
        self.backend = backend
        self.name = name
        self.seed = seed
        self.parameters = parameters
    }

    /// The clock to inject into domain code: virtual in simulation, `ContinuousClock` in real mode.
    public var clock: any Clock<Duration> {
        switch backend {
        case .simulated(let executor): VirtualClock(executor: executor)
        case .real: ContinuousClock()
        }
    }

    /// The virtual clock, or `nil` in real mode.
    public var virtualClock: VirtualClock? {
        if case .simulated(let executor) = backend { return VirtualClock(executor: executor) }
        return nil
    }

    /// The deterministic executor, or `nil` in real mode; an actor may use it as its executor.
    public var executor: SimulationExecutor? {
        if case .simulated(let executor) = backend { return executor }
        return nil
    }

    /// Whether this run is deterministic (simulation) rather than real.
    public var isDeterministic: Bool {
        executor != nil
    }

    /// Time since the start: virtual in simulation, elapsed wall time in real mode.
    public var now: Duration {
        switch backend {
        case .simulated(let executor): executor.now
        case .real(let recorder): recorder.elapsed
        }
    }

    /// Starts unstructured work that stays inside the simulation.
    ///
    /// A plain `Task {}` does not inherit the simulation's executor and would run on the global
    /// pool, out of the schedule's control; use this instead. The task is named in the trace, and
    /// if it has not finished when the simulation goes quiet, the run fails with an escape.
    ///
    /// - Parameters:
    ///   - name: The task's name in the trace and in failures.
    ///   - file: Where the task was started (defaults to the caller).
    ///   - line: The line where the task was started (defaults to the caller).
    ///   - operation: The work.
    /// - Returns: A handle to await or cancel the work.
    @discardableResult
    public func spawn<Success: Sendable>(
        name: String,
        file: String = #fileID,
        line: Int = #line,
        _ operation: @escaping @Sendable () async throws -> Success
    ) -> SimulationTask<Success> {
        switch backend {
        case .simulated(let executor):
            executor.checkOnExecutor("spawn")
            // The spawner's label comes from the task table, which keeps each task's name once read.
            let spawner = JobIdentity.currentTaskID
            let index = executor.state.withLock { state in
                state.tasks.append(KnownTask(name: name, file: file, line: line))
                let label = state.label(ofRecordingTask: spawner, known: KnownTaskID.current)
                state.keep(task: label, actor: nil, event: .spawn(name))
                return state.tasks.count - 1
            }
            // The task is its known task from its start: it inherits the binding made around its creation (a
            // binding inside its body, the asynchronous `withValue`, cost four executor switches at every spawn).
            let task = KnownTaskID.$current.withValue(index) {
                Task(name: name, executorPreference: executor) {
                    // What the task did happens before what its awaiter does next (`SimulationTask.value`).
                    defer {
                        executor.happensBefore(JobIdentity.currentTaskID) { tracker, number, _ in
                            tracker.release(number, into: .known(index))
                        }
                    }
                    do {
                        let value = try await operation()
                        executor.state.withLock { $0.finish(index, .finished) }
                        return value
                    } catch {
                        executor.state.withLock { $0.finish(index, .threw("\(error)")) }
                        throw error
                    }
                }
            }
            return SimulationTask(task: task, context: self, index: index)
        case .real(let recorder):
            let index = recorder.state.withLock { state in
                state.tasks.append(KnownTask(name: name, file: file, line: line))
                return state.tasks.count - 1
            }
            let task = Task(name: name) {
                defer { recorder.state.withLock { $0.tasks[index].finished = true } }
                return try await KnownTaskID.$current.withValue(index) { try await operation() }
            }
            return SimulationTask(task: task, context: self, index: index)
        }
    }

    /// Records a domain event in the trace.
    ///
    /// - Parameters:
    ///   - event: What happened, for example `"didCommit nav#3"`.
    ///   - actor: The actor it happened on, for example `"WebView#1"`.
    public func record(_ event: String, actor: String? = nil) {
        record(event: .note(event), actor: actor)
    }

    /// Records a domain event as a value: the trace keeps it, digests its values and renders it only when
    /// shown (see ``TraceEventValue``).
    ///
    /// - Parameters:
    ///   - value: What happened.
    ///   - actor: The actor it happened on, for example `"WebView#1"`.
    public func record(value: borrowing some TraceEventValue, actor: String? = nil) {
        switch backend {
        case .simulated(let executor) where !executor.keepsEntries:
            // A run that keeps only its digest feeds it the value's arguments, with no box and no entry. Written
            // this way (a `default` case, not `.simulated, .real`), the executor is borrowed: bound by `if case` or
            // matched again by the second case, it was retained and released per event (as callgrind counts).
            executor.tape(value: value, actor: actor)
            return
        default:
            // A run that keeps entries, or a real one.
            break
        }
        // Borrowed, not taken: taking the value moved it into a copy of its own first (`memcpy` of the whole value,
        // at every event of an exploration); a run that keeps entries copies it into the event's box instead.
        record(event: .value(copy value), actor: actor)
    }

    /// Records a domain event whose values are lent for the call (a web view's state where it keeps it): a run that
    /// keeps only its digest is fed the words `digest` feeds, which must be those ``TraceEventValue/digest(into:)``
    /// of `owned()` feeds; a run that keeps entries, or a real one, records `owned()`, the event as a value of its own.
    ///
    /// - Parameters:
    ///   - actor: The actor it happened on, for example `"WebView#1"`.
    ///   - digest: Feeds the event's words into the digest, from the lent values.
    ///   - owned: The same event, owning what it holds: what a trace keeps.
    package func record(
        actor: String?, digest: @Sendable (inout TraceDigester) -> Void, owned: () -> some TraceEventValue
    ) {
        switch backend {
        case .simulated(let executor) where !executor.keepsEntries:
            executor.tape(actor: actor, description: owned().description, digest: digest)
        default:
            record(event: .value(owned()), actor: actor)
        }
    }

    /// Records an event in the trace.
    ///
    /// - Parameters:
    ///   - event: What happened.
    ///   - actor: The actor it happened on.
    public func record(event: Trace.Event, actor: String? = nil) {
        let known = KnownTaskID.current
        switch backend {
        case .simulated(let executor):
            executor.checkOnExecutor("record(\"\(event)\")")
            let taskID = JobIdentity.currentTaskID
            executor.state.withLock { state in
                state.record(
                    event, task: state.label(ofRecordingTask: taskID, known: known), actor: actor, known: known)
            }
        case .real(let recorder):
            let taskName = Task.name
            let time = recorder.elapsed
            recorder.state.withLock { state in
                guard state.endReason == nil else { return }
                let task = taskName ?? (state.tasks.indices.contains(known) ? state.tasks[known].name : "task")
                state.entries.append(Trace.Entry(time: time, step: 0, task: task, actor: actor, event: event))
            }
        }
    }

    /// Marks the run failed; the run continues to quiescence and the first failure is reported, unless
    /// the run ends at its first failure (``SimulationOptions/endsAtFirstFailure``). After the run has ended
    /// (``hasEnded``), nothing more is recorded.
    ///
    /// - Parameters:
    ///   - message: What went wrong, stable across schedules (WebKit's own message for a contract).
    ///   - kind: The category, ``RuntimeFailure/Kind/finding`` unless said otherwise.
    public func fail(_ message: String, kind: RuntimeFailure.Kind = .finding) {
        let taskName = Task.name
        let known = KnownTaskID.current
        switch backend {
        case .simulated(let executor):
            executor.checkOnExecutor("fail(\"\(message)\")")
            executor.state.withLock { state in
                state.fail(kind, message, task: state.label(taskName: taskName, known: known))
            }
        case .real(let recorder):
            let time = recorder.elapsed
            recorder.state.withLock { state in
                guard state.endReason == nil else { return }
                let task = taskName ?? (state.tasks.indices.contains(known) ? state.tasks[known].name : "task")
                state.entries.append(
                    Trace.Entry(time: time, step: 0, task: task, actor: nil, event: .failed(kind, message))
                )
                state.failures.append(RuntimeFailure(kind: kind, message: message, time: time, task: task))
            }
        }
    }

    /// Ends the run here, as an uncaught exception ends an app, without failing it: the job running now is
    /// the last (it runs on to its next suspension point, recording nothing more), what is left pending is
    /// not reported as a hang or an escape, and the outcome's ``SimulationOutcome/endReason`` says why. In
    /// real mode, tasks cannot be stopped: they run on, and nothing more is recorded.
    ///
    /// ```swift
    /// let log = FindingLog { finding in
    ///     if finding.severity == .violation { sim.end(finding.message) }  // WebKit raised: the app dies
    /// }
    /// ```
    ///
    /// - Parameter reason: Why the run ended, in the trace and the outcome.
    public func end(_ reason: String) {
        let taskName = Task.name
        let known = KnownTaskID.current
        switch backend {
        case .simulated(let executor):
            executor.checkOnExecutor("end(\"\(reason)\")")
            executor.state.withLock { state in
                state.end(reason, task: state.label(taskName: taskName, known: known))
            }
        case .real(let recorder):
            let time = recorder.elapsed
            recorder.state.withLock { state in
                guard state.endReason == nil else { return }
                let task = taskName ?? (state.tasks.indices.contains(known) ? state.tasks[known].name : "task")
                state.entries.append(
                    Trace.Entry(time: time, step: 0, task: task, actor: nil, event: .note("ENDED: \(reason)")))
                state.endReason = reason
            }
        }
    }

    /// Marks this run as a warm-up: it taught the process something that later runs rely on, so that its
    /// schedule is not the one the same seed gives from then on. ``Simulation/run(_:name:_:)`` then runs the
    /// same options again and returns that run instead.
    ///
    /// For code that learns a fact once per process and takes steps to learn it that later runs skip:
    /// NavSimWebKit learns whether a delegate's class implements an optional `async` method by calling it in a
    /// task of its own, a step later runs do not take. Without the second run, the first seed run in a process
    /// could pass or fail where the same seed later does the opposite, and a failure found there would replay
    /// to another trace. The body runs again from the start, so what it does outside the simulation is done
    /// twice. A no-op in real mode.
    ///
    /// - Parameter reason: What the run learnt, for a debugger.
    public func markWarmUp(_ reason: @autoclosure () -> String) {
        guard case .simulated(let executor) = backend else { return }
        let reason = reason()
        executor.state.withLock { state in
            if state.warmUp == nil { state.warmUp = reason }
        }
    }

    /// Whether the run has ended before quiescence (``end(_:)``, or its first failure under
    /// ``SimulationOptions/endsAtFirstFailure``): code still running records nothing more.
    public var hasEnded: Bool {
        switch backend {
        case .simulated(let executor): executor.state.withLock { $0.endReason != nil }
        case .real(let recorder): recorder.state.withLock { $0.endReason != nil }
        }
    }

    /// Whether the run ends at its first failure (``SimulationOptions/endsAtFirstFailure``); `false` in real
    /// mode.
    public var endsAtFirstFailure: Bool {
        switch backend {
        case .simulated(let executor): executor.state.withLock { $0.endsAtFirstFailure }
        case .real: false
        }
    }

    /// Fails the run with ``RuntimeFailure/Kind/expectation`` when `condition` is false.
    ///
    /// - Parameters:
    ///   - condition: What must hold.
    ///   - message: Describes the expectation.
    public func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition {
            fail(message(), kind: .expectation)
        }
    }

    func beginWait(on index: Int) {
        guard case .simulated(let executor) = backend else { return }
        let waiter = KnownTaskID.current
        executor.state.withLock { state in
            if state.tasks.indices.contains(waiter) { state.tasks[waiter].awaiting = index }
        }
    }

    func endWait(on index: Int) {
        guard case .simulated(let executor) = backend else { return }
        let waiter = KnownTaskID.current
        executor.state.withLock { state in
            if state.tasks.indices.contains(waiter) { state.tasks[waiter].awaiting = nil }
        }
        executor.happensBefore(JobIdentity.currentTaskID) { tracker, number, _ in
            tracker.acquire(number, from: .known(index))
        }
    }
}
