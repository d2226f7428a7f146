extension Explorer {
    /// Explores on a dedicated thread and awaits the report.
    ///
    /// Same as ``explore(seeds:strategy:shard:parameters:name:maxSteps:shrink:jobs:_:)``, for async callers:
    /// a simulation blocks the thread that drives it, so from a Swift Testing test or other async code,
    /// explore here rather than on a thread of the cooperative pool.
    ///
    /// ```swift
    /// @Test func raceIsFixed() async {
    ///     let report = await Explorer.exploreDetached(seeds: 0..<1_000, name: "race4") { sim in
    ///         try await body(sim)
    ///     }
    ///     #expect(report.passed, "\(report.firstFailure?.report ?? "")")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - seeds: The seeds to explore.
    ///   - strategy: The scheduling strategy.
    ///   - shard: The part of `seeds` to explore here.
    ///   - parameters: Caller parameters recorded in every schedule.
    ///   - name: The root task's name.
    ///   - maxSteps: The step limit of each run.
    ///   - shrink: Whether to shrink the failing schedule.
    ///   - jobs: How many threads run schedules at once (1 by default).
    ///   - body: The code to run.
    /// - Returns: The report.
    public static func exploreDetached<Value: Sendable>(
        seeds: Range<UInt64>,
        strategy: SchedulingStrategy = .random,
        shard: Shard = .all,
        parameters: [String: String] = [:],
        name: String = "simulation",
        maxSteps: Int = 1_000_000,
        shrink: Bool = true,
        jobs: Int = 1,
        _ body: @escaping @Sendable (SimulationContext) async throws -> Value
    ) async -> ExplorationReport {
        await DedicatedThread.run {
            explore(
                seeds: seeds,
                strategy: strategy,
                shard: shard,
                parameters: parameters,
                name: name,
                maxSteps: maxSteps,
                shrink: shrink,
                jobs: jobs,
                body
            )
        }
    }
}
