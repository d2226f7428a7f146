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
    /// - Parameters:
    ///   - seeds: The seeds to explore.
    ///   - strategy: The scheduling strategy.
    ///   - shard: The part of `seeds` to explore here.
    ///   - parameters: Caller parameters recorded in every schedule.
    ///   - name: The root task's name.
    ///   - maxSteps: The step limit of each run.
    ///   - shrink: Whether to shrink the failing schedule.
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
        _ body: @escaping @Sendable (SimulationContext) async throws -> Value
    ) -> ExplorationReport {
        var strategy = strategy
        if case .pct(_, nil) = strategy.kind {
            strategy = strategy.withHorizon(
                measureHorizon(parameters: parameters, name: name, maxSteps: maxSteps, body)
            )
        }
        var report = ExplorationReport(
            name: name,
            strategy: strategy,
            shard: shard,
            schedulesRun: 0,
            traceDigests: [],
            firstFailure: nil
        )
        for seed in seeds where shard.contains(seed) {
            let options = SimulationOptions(seed: seed, strategy: strategy, parameters: parameters, maxSteps: maxSteps)
            let outcome = Simulation.run(options, name: name, body)
            report.schedulesRun += 1
            report.traceDigests.insert(outcome.trace.digest)
            guard let failure = outcome.failure, let schedule = outcome.schedule else { continue }
            var found = ExplorationFailure(
                name: name,
                seed: seed,
                schedule: schedule,
                shrunk: nil,
                failure: failure,
                trace: outcome.trace
            )
            if shrink {
                found.shrunk = Shrinker.shrink(schedule, reproducing: failure, name: name, maxSteps: maxSteps, body)
            }
            report.firstFailure = found
            break
        }
        return report
    }

    /// The number of probe runs ``measureHorizon(parameters:name:maxSteps:_:)`` makes besides the FIFO one.
    public static let horizonProbes = 16

    /// The PCT horizon for a program: the most steps among one run in FIFO order and
    /// ``horizonProbes`` uniformly random runs.
    ///
    /// PCT draws its change points among the first *k* steps, *k* the program's length. One FIFO run
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
        var longest = Simulation.run(
            SimulationOptions(seed: 0, strategy: .fifo, parameters: parameters, maxSteps: maxSteps),
            name: name,
            body
        ).steps
        for probe in 0..<UInt64(horizonProbes) {
            let options = SimulationOptions(
                seed: 0x9E37_79B9_7F4A_7C15 &* (probe + 1),
                strategy: .random,
                parameters: parameters,
                maxSteps: maxSteps
            )
            longest = max(longest, Simulation.run(options, name: name, body).steps)
        }
        return max(1, longest)
    }
}
