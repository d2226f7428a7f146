import Synchronization

/// Runs a body under many schedules and stops at the first failure.
///
/// A failure is a finding, a thrown error, a failed expectation, a hang, a deadlock or an escape.
/// The report names the seed, the schedule (shrunk, by default) and the timeline.
///
/// ```swift
/// let report = Explorer.explore(seeds: 0..<1_000, strategy: .random, name: "race4") { sim in
///     try await body(sim)
/// }
/// if let failure = report.firstFailure { print(failure.report) }
/// ```
public enum Explorer {
    /// Explores the seeds of `seeds` that belong to `shard`, in increasing order.
    ///
    /// For `.pct(depth:)` without a horizon, the program is measured first (``measureHorizon(parameters:name:maxSteps:_:)``)
    /// and the longest run becomes the horizon, so every shard uses the same one.
    ///
    /// With `jobs` above 1, the seeds are handed out in small chunks, in increasing order, to that many
    /// threads, each running its simulations independently. The report is the one a single thread gives:
    /// every seed up to the first failing one is run, seeds after it are not counted, and the first
    /// failure is the one with the smallest seed.
    ///
    /// - Parameters:
    ///   - seeds: The seeds to explore.
    ///   - strategy: The scheduling strategy.
    ///   - shard: The part of `seeds` to explore here.
    ///   - parameters: Caller parameters recorded in every schedule.
    ///   - name: The root task's name.
    ///   - maxSteps: The step limit of each run.
    ///   - shrink: Whether to shrink the failing schedule.
    ///   - jobs: How many threads run schedules at once (1 by default: the calling thread alone).
    ///   - body: The code to run.
    /// - Returns: The report.
    public static func explore<Value: Sendable>(
        seeds: Range<UInt64>,
        strategy: SchedulingStrategy = .random,
        shard: Shard = .all,
        parameters: [String: String] = [:],
        name: String = "simulation",
        maxSteps: Int = 1_000_000,
        shrink: Bool = true,
        jobs: Int = 1,
        _ body: @escaping @Sendable (SimulationContext) async throws -> Value
    ) -> ExplorationReport {
        explore(
            seeds: seeds, strategy: strategy, shard: shard, parameters: parameters, name: name, maxSteps: maxSteps,
            shrink: shrink, jobs: jobs, body, threadBody: { body })
    }

    /// ``explore(seeds:strategy:shard:parameters:name:maxSteps:shrink:jobs:_:)`` where each exploration thread
    /// runs its schedules with a body of its own, made by `threadBody` on that thread.
    ///
    /// A body built from values no other thread holds keeps the threads' runs apart: two threads that retain
    /// and release the same strings, arrays and objects at every run bounce those objects' cache lines between
    /// their cores, which cost race 4 up to 40 % more CPU a schedule on two cores than on one (the scenario's
    /// URLs flow into every event of a run). `body` itself runs the PCT horizon's measure and the shrinking.
    ///
    /// - Parameters:
    ///   - seeds: The seeds to explore.
    ///   - strategy: The scheduling strategy.
    ///   - shard: The part of `seeds` to explore here.
    ///   - parameters: Caller parameters recorded in every schedule.
    ///   - name: The root task's name.
    ///   - maxSteps: The step limit of each run.
    ///   - shrink: Whether to shrink the failing schedule.
    ///   - jobs: How many threads run schedules at once.
    ///   - body: The code to run, for the runs made on the calling thread outside the search (and, with one
    ///     thread, for the search's).
    ///   - threadBody: Makes the same code for one thread, from values of its own.
    /// - Returns: The report.
    package static func explore<Value: Sendable>(
        seeds: Range<UInt64>,
        strategy: SchedulingStrategy = .random,
        shard: Shard = .all,
        parameters: [String: String] = [:],
        name: String = "simulation",
        maxSteps: Int = 1_000_000,
        shrink: Bool = true,
        jobs: Int = 1,
        _ body: @escaping @Sendable (SimulationContext) async throws -> Value,
        threadBody: @escaping @Sendable () -> @Sendable (SimulationContext) async throws -> Value
    ) -> ExplorationReport {
        let started = ContinuousClock.now
        var strategy = strategy
        if case .pct(_, nil) = strategy.kind {
            strategy = strategy.withHorizon(
                measureHorizon(parameters: parameters, name: name, maxSteps: maxSteps, body)
            )
        }
        let search = SeedSearch(seeds: seeds, shard: shard)
        let finalStrategy = strategy
        let threads = max(1, min(jobs, search.count))
        DedicatedThread.runAll(count: threads) { _ in
            // With more than one thread, each reads its own copies of what every run reads (see above).
            let run = discardingValue(threads > 1 ? threadBody() : body)
            let name = threads > 1 ? name.unshared : name
            let parameters = threads > 1 ? parameters.unshared : parameters
            var capacity = TraceCapacity()
            // A tape for each run of a chunk: a passing run's digest is read at the end of its chunk, with the
            // others' (`PendingDigest.mix(_:into:)`), so each keeps its words until then.
            let tapes = (0..<Int(SeedSearch.chunk)).map { _ in DigestTape() }
            var pending: [PendingDigest] = []
            pending.reserveCapacity(tapes.count)
            var digests: [UInt64] = []
            digests.reserveCapacity(tapes.count)
            search.work { seed in
                let options = SimulationOptions(
                    seed: seed, strategy: finalStrategy, parameters: parameters, maxSteps: maxSteps)
                // A passing run is read for its digest alone: it keeps no events. A failing one is run again with
                // its events, to show: the same options give the same schedule, trace and digest.
                capacity.tape = tapes[pending.count]
                let record = Simulation.runRecording(
                    options, name: name, capacity: capacity, keepsEntries: false, run)
                capacity.fit(record)
                #if NAVSIM_INTERNAL_CHECKS
                    // NavSim's own tests: one run in 64 checks that the taped digest is the whole trace's.
                    if seed % 64 == 0 { checkTapedDigest(record, options: options, name: name, run) }
                #endif
                guard let failure = record.failure else {
                    guard let taped = record.tapedDigest else { return (record.digest, nil) }
                    pending.append(taped)
                    return (nil, nil)
                }
                let shown = Simulation.runRecording(options, name: name, run)
                #if NAVSIM_INTERNAL_CHECKS
                    precondition(
                        shown.trace.digest == record.digest, "seed \(seed): the failing run differs when shown")
                #endif
                // A program that is not deterministic (it reads the wall clock, or state a run leaves behind) can
                // pass the second time: the failure found stands, with the schedule that found it.
                guard let shownFailure = shown.failure else {
                    return (record.digest, (failure, record.schedule, shown.trace))
                }
                return (shown.trace.digest, (shownFailure, shown.schedule, shown.trace))
            } resolve: {
                PendingDigest.mix(pending, into: &digests)
                pending.removeAll(keepingCapacity: true)
                return digests
            }
        }
        let result = search.result()
        var report = ExplorationReport(
            name: name,
            strategy: strategy,
            shard: shard,
            schedulesRun: result.schedulesRun,
            traceDigests: result.digests,
            firstFailure: nil
        )
        if let (seed, failure, schedule, trace) = result.failure {
            var found = ExplorationFailure(
                name: name,
                seed: seed,
                schedule: schedule,
                shrunk: nil,
                failure: failure,
                trace: trace
            )
            if shrink {
                found.shrunk = Shrinker.shrink(schedule, reproducing: failure, name: name, maxSteps: maxSteps, body)
            }
            report.firstFailure = found
        }
        report.elapsed = started.duration(to: .now)
        return report
    }

    #if NAVSIM_INTERNAL_CHECKS
        /// Runs `options` again with the events kept and checks that their trace's digest is the taped one.
        private static func checkTapedDigest(
            _ record: SimulationRecord,
            options: SimulationOptions,
            name: String,
            _ run: @escaping @Sendable (SimulationContext) async throws -> Void
        ) {
            let kept = Simulation.runRecording(options, name: name, run)
            precondition(
                kept.trace.digest == record.digest && kept.trace.steps == record.trace.steps,
                "seed \(options.seed): the digest fed as events happened differs from the kept trace's")
        }
    #endif

    /// The number of probe runs ``measureHorizon(parameters:name:maxSteps:_:)`` makes besides the FIFO one.
    public static let horizonProbes = 16

    /// The PCT horizon for a program: the most choices (steps with at least two runnable jobs) among one
    /// run in FIFO order and ``horizonProbes`` uniformly random runs.
    ///
    /// PCT draws its change points among the first *k* steps where a preemption can happen (a step with
    /// one runnable job has nothing to preempt it for), *k* the program's count of them. One FIFO run
    /// can be much shorter than the runs PCT makes (a task that finds nothing to do returns early), and
    /// change points past its end are never reached. The probe seeds are fixed, not taken from the
    /// explored range, so every shard measures the same horizon.
    ///
    /// - Parameters:
    ///   - parameters: Caller parameters recorded in every schedule.
    ///   - name: The root task's name.
    ///   - maxSteps: The step limit of each run.
    ///   - body: The code to run.
    /// - Returns: The horizon, at least 1.
    public static func measureHorizon<Value: Sendable>(
        parameters: [String: String] = [:],
        name: String = "simulation",
        maxSteps: Int = 1_000_000,
        _ body: @escaping @Sendable (SimulationContext) async throws -> Value
    ) -> Int {
        let run = discardingValue(body)
        var longest = Simulation.runRecording(
            SimulationOptions(seed: 0, strategy: .fifo, parameters: parameters, maxSteps: maxSteps),
            name: name,
            keepsEntries: false,
            run
        ).schedule.choices.count
        for probe in 0..<UInt64(horizonProbes) {
            let options = SimulationOptions(
                seed: 0x9E37_79B9_7F4A_7C15 &* (probe + 1),
                strategy: .random,
                parameters: parameters,
                maxSteps: maxSteps
            )
            longest = max(
                longest, Simulation.runRecording(options, name: name, keepsEntries: false, run).schedule.choices.count)
        }
        return max(1, longest)
    }

    /// `body` without its value, made once per exploration: the runs an exploration makes read their failures
    /// and traces, never the value (see ``SimulationRecord``).
    static func discardingValue<Value: Sendable>(
        _ body: @escaping @Sendable (SimulationContext) async throws -> Value
    ) -> @Sendable (SimulationContext) async throws -> Void {
        { context in _ = try await body(context) }
    }
}
