extension Explorer {
    /// Explores on a dedicated thread and awaits the report.
    ///
    /// Same as ``explore(seeds:strategy:shard:parameters:name:maxSteps:shrink:_:)``, for async callers.
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
    public static func exploreDetached<Value: Sendable>(
        seeds: Range<UInt64>,
        strategy: SchedulingStrategy = .random,
        shard: Shard = .all,
        parameters: [String: String] = [:],
        name: String = "simulation",
        maxSteps: Int = 1_000_000,
        shrink: Bool = true,
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
                body
            )
        }
    }
}
