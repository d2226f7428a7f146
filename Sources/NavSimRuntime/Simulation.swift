import Synchronization

/// Runs a body under the deterministic runtime (one schedule), replays a schedule, or runs for real.
///
/// ```swift
/// let outcome = Simulation.run(SimulationOptions(seed: 42, strategy: .pct(depth: 2)), name: "race4") { sim in
///     try await body(sim)
/// }
/// if let failure = outcome.failure {
///     print(failure, outcome.timeline, outcome.schedule!.encoded, separator: "\n")
/// }
/// ```
public enum Simulation {
    /// Runs `body` on the deterministic executor until quiescence, on the calling thread.
    ///
    /// The root task prefers the simulation executor, so everything structured it starts runs there
    /// too. The call returns when no job can run and no timer is pending. If the root task has not
    /// finished by then, the run fails with a hang (or a deadlock, when spawned tasks await each
    /// other in a cycle). Blocking the calling thread is fine: nothing in the simulation needs
    /// another thread. From async code, prefer ``runDetached(_:name:_:)``.
    ///
    /// A run that marks itself as a warm-up (``SimulationContext/markWarmUp(_:)``: it taught the process
    /// something that makes its schedule differ from later runs of the same seed) is run again, up to
    /// ``maxWarmUps`` times, and the first run that is not a warm-up is returned; `body` then runs more than once.
    ///
    /// - Parameters:
    ///   - options: Seed, strategy, parameters, limits and an optional replay prefix.
    ///   - name: The root task's name, shown in the timeline and in failures.
    ///   - body: The code to run.
    /// - Returns: The outcome: value, failures, trace, schedule.
    public static func run<Value: Sendable>(
        _ options: SimulationOptions = SimulationOptions(),
        name: String = "simulation",
        _ body: @escaping @Sendable (SimulationContext) async throws -> Value
    ) -> SimulationOutcome<Value> {
        // A box per attempt: a warm-up's value must not stand for a later attempt that threw.
        var result: ResultBox?
        let record = afterWarmUps {
            let box = ResultBox()
            result = box
            return runOnce(options, name: name) { context in box.set(try await body(context)) }
        }
        return SimulationOutcome(
            name: name,
            value: result?.value(as: Value.self),
            failures: record.failures,
            trace: record.trace,
            schedule: record.schedule,
            steps: record.steps,
            elapsed: record.elapsed,
            endReason: record.endReason
        )
    }

    /// How many warm-up runs (``SimulationContext/markWarmUp(_:)``) ``run(_:name:_:)`` repeats before it returns
    /// the last one: each teaches the process at least one fact, so a program that is still warming up after
    /// this many has a cache that never fills.
    public static let maxWarmUps = 8

    /// Runs `body` as ``run(_:name:_:)`` does, warm-ups included, and returns everything of its outcome but a
    /// value, built without a generic type (see ``SimulationRecord``).
    ///
    /// - Parameters:
    ///   - options: Seed, strategy, parameters, limits and an optional replay prefix.
    ///   - name: The root task's name.
    ///   - capacity: The room the trace is made with.
    ///   - keepsEntries: Whether the trace keeps its events. If not, the record's trace has its steps and no
    ///     entries, and its ``SimulationRecord/digest`` is the one the whole trace would have: each event is fed
    ///     to the digest as it happens, and never boxed, kept or destroyed. Failure messages that quote a task's
    ///     last event then leave it out: run the options again with the entries kept to show a failing run.
    ///   - body: The code to run.
    /// - Returns: The run's failures, trace and schedule.
    static func runRecording(
        _ options: SimulationOptions,
        name: String,
        capacity: TraceCapacity = TraceCapacity(),
        keepsEntries: Bool = true,
        _ body: @escaping @Sendable (SimulationContext) async throws -> Void
    ) -> SimulationRecord {
        afterWarmUps { runOnce(options, name: name, capacity: capacity, keepsEntries: keepsEntries, body) }
    }

    /// The first of `attempt`'s runs that is not a warm-up, or the last of ``maxWarmUps`` repeated ones.
    private static func afterWarmUps(_ attempt: () -> SimulationRecord) -> SimulationRecord {
        var record = attempt()
        var warmUps = 0
        while record.warmUp != nil, warmUps < maxWarmUps {
            warmUps += 1
            record = attempt()
        }
        return record
    }

    /// One run; its record says whether it was a warm-up.
    private static func runOnce(
        _ options: SimulationOptions,
        name: String,
        capacity: TraceCapacity = TraceCapacity(),
        keepsEntries: Bool = true,
        _ body: @escaping @Sendable (SimulationContext) async throws -> Void
    ) -> SimulationRecord {
        let executor = SimulationExecutor(name: name, options: options, capacity: capacity, keepsEntries: keepsEntries)
        let context = SimulationContext(
            backend: .simulated(executor), name: name, seed: options.seed, parameters: options.parameters)
        // The root task is known task 0. A task inherits its creator's task-locals: created from a thread or a task
        // that has none bound (an exploration's threads, a test), it has 0 already, and binding it again would cost
        // the root task an asynchronous `withValue` (four executor switches, each taking the task's status lock).
        let inheritsRoot = KnownTaskID.current == 0
        Task(name: name, executorPreference: executor) {
            let thrown: (any Error)?
            do {
                if inheritsRoot {
                    try await body(context)
                } else {
                    try await KnownTaskID.$current.withValue(0) { try await body(context) }
                }
                thrown = nil
            } catch {
                thrown = error
            }
            executor.state.withLock { state in
                state.rootFinished = true
                state.tasks[0].finished = true
                if let thrown {
                    state.fail(.thrown, "\(name) threw \(thrown)", task: name)
                }
            }
        }
        let quiescent = executor.drive(maxSteps: options.maxSteps)
        let busyQueues = executor.state.withLock { state in state.sync.queues.filter(\.busy).map(\.label) }
        let ended = executor.state.withLock { $0.endReason != nil }
        if quiescent && !ended {
            // Idle queue workers end with the run; a busy one is stuck, and reported below.
            _ = executor.stopQueueWorkers(maxSteps: options.maxSteps)
        } else {
            executor.queues.withLock { $0 = QueueRegistry() }
        }
        return executor.state.withLock { state in
            if ended {
                // Ended as a crash ends a process: what was left pending is not a hang or an escape.
            } else if !quiescent {
                state.fail(.stepLimit, "\(name) ran \(options.maxSteps) jobs without becoming quiet", task: nil)
            } else if !state.rootFinished {
                let pending = state.pendingTasks()
                if let cycle = state.waitCycle() {
                    state.fail(.deadlock, "\(name) deadlocked: \(cycle.joined(separator: " awaits "))", task: nil)
                } else {
                    state.fail(.hang, "\(name) hung: nothing can run and its root task never finished", task: nil)
                }
                state.failures[state.failures.count - 1].pendingTasks = pending
            } else {
                let leftovers = state.tasks.filter { !$0.finished }
                if !leftovers.isEmpty || !busyQueues.isEmpty {
                    let pending = state.pendingTasks()
                    let names =
                        leftovers.map { "'\($0.name)' (spawned at \($0.origin))" }
                        + busyQueues.map { "an item of queue '\($0)'" }
                    state.fail(
                        .escape,
                        "spawned work still pending at quiescence: \(names.joined(separator: ", "))",
                        task: nil
                    )
                    state.failures[state.failures.count - 1].pendingTasks = pending
                }
            }
            return SimulationRecord(
                failures: state.failures,
                trace: Trace(steps: state.steps, entries: state.entries, causes: state.recordedCauses()),
                schedule: Schedule(
                    seed: options.seed,
                    strategy: options.strategy,
                    parameters: options.parameters,
                    choices: state.chooser.recorded
                ),
                steps: state.step,
                elapsed: state.now,
                endReason: state.endReason,
                warmUp: state.warmUp,
                tapedDigest: state.tapedDigest,
                queueRoom: state.queue.capacity,
                knownTasks: state.tasks.count
            )
        }
    }

    /// Replays a schedule exactly; past its recorded choices, continues deterministically from its seed.
    ///
    /// Check where the schedule came from first with ``Schedule/init(parsing:expecting:)`` or
    /// ``Schedule/validate(parameters:)``.
    ///
    /// - Parameters:
    ///   - schedule: The schedule.
    ///   - name: The root task's name.
    ///   - maxSteps: The step limit.
    ///   - endsAtFirstFailure: Whether the first failure ends the run (``SimulationOptions/endsAtFirstFailure``):
    ///     pass what the schedule was recorded with.
    ///   - recordsCauses: Whether the trace records how each job came to run (``Trace/causes``).
    ///   - body: The same body that recorded the schedule.
    /// - Returns: The outcome; its schedule records the full run.
    public static func replay<Value: Sendable>(
        _ schedule: Schedule,
        name: String = "simulation",
        maxSteps: Int = 1_000_000,
        endsAtFirstFailure: Bool = false,
        recordsCauses: Bool = false,
        _ body: @escaping @Sendable (SimulationContext) async throws -> Value
    ) -> SimulationOutcome<Value> {
        var options = schedule.options
        options.maxSteps = maxSteps
        options.endsAtFirstFailure = endsAtFirstFailure
        options.recordsCauses = recordsCauses
        return run(options, name: name, body)
    }

    /// Runs `body` for real: on the global executor with `ContinuousClock`.
    ///
    /// `spawn` starts a plain `Task`; events and failures are still collected. There is no
    /// schedule: the interleaving is whatever the machine does.
    ///
    /// - Parameters:
    ///   - name: The run's name.
    ///   - parameters: Caller parameters, as ``SimulationOptions/parameters``: the body reads them as
    ///     ``SimulationContext/parameters``.
    ///   - body: The same body as in simulation.
    /// - Returns: The outcome, with `schedule == nil` and wall-clock times.
    public static func runReal<Value: Sendable>(
        name: String = "simulation",
        parameters: [String: String] = [:],
        _ body: @escaping @Sendable (SimulationContext) async throws -> Value
    ) async -> SimulationOutcome<Value> {
        let recorder = RealModeRecorder(name: name)
        let context = SimulationContext(backend: .real(recorder), name: name, seed: 0, parameters: parameters)
        var value: Value?
        do {
            value = try await KnownTaskID.$current.withValue(0) { try await body(context) }
        } catch {
            context.fail("\(name) threw \(error)", kind: .thrown)
        }
        let elapsed = recorder.elapsed
        return recorder.state.withLock { state in
            state.tasks[0].finished = true
            let leftovers = state.tasks.filter { !$0.finished }
            if !leftovers.isEmpty {
                let names = leftovers.map { "'\($0.name)' (spawned at \($0.origin))" }
                state.failures.append(
                    RuntimeFailure(
                        kind: .escape,
                        message: "spawned work still running when \(name) returned: \(names.joined(separator: ", "))",
                        time: elapsed
                    )
                )
            }
            return SimulationOutcome(
                name: name,
                value: value,
                failures: state.failures,
                trace: Trace(entries: state.entries),
                schedule: nil,
                steps: 0,
                elapsed: elapsed,
                endReason: state.endReason
            )
        }
    }
}

/// Where the root task leaves its value for the driving thread.
///
/// Not generic: the value is kept as `any Sendable` beside a lock of a concrete type. A generic box, or a
/// `Result<Value, …>` built in the root task, made the runtime look up the metadata of the box and of
/// `Result<Value, any Error>` (a hash lookup each) at every run's creation, use and deinit when
/// `Simulation.run` is called unspecialised (from another generic function); one cast when the run ends costs
/// less. An exploration's runs keep no value and make no box (``Simulation/runRecording(_:name:_:)``).
final class ResultBox: Sendable {
    private let lock = Mutex<Void>(())
    nonisolated(unsafe) private var value: (any Sendable)?

    /// Leaves the root task's value.
    func set(_ value: some Sendable) { lock.withLock { _ in self.value = value } }

    /// The root task's value, if it returned one.
    func value<Value: Sendable>(as type: Value.Type) -> Value? { lock.withLock { _ in value as? Value } }
}
