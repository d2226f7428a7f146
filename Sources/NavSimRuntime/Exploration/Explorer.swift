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
    /// For `.pct(depth:)` without a horizon, the program is run once in FIFO order first and its
    /// length becomes the horizon, so every shard uses the same one.
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
        if strategy.isPCT && strategy.horizon == nil {
            let probe = Simulation.run(
                SimulationOptions(seed: 0, strategy: .fifo, parameters: parameters, maxSteps: maxSteps),
                name: name,
                body
            )
            strategy = strategy.withHorizon(max(1, probe.steps))
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
}
