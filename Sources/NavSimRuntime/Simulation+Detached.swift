extension Simulation {
    /// Runs one schedule on a dedicated thread and awaits its outcome.
    ///
    /// Same as ``run(_:name:_:)``, for async callers such as async tests: the simulation blocks a
    /// thread of its own rather than one of the cooperative pool's.
    ///
    /// - Parameters:
    ///   - options: Seed, strategy, parameters, limits and an optional replay prefix.
    ///   - name: The root task's name.
    ///   - body: The code to run.
    /// - Returns: The outcome.
    public static func runDetached<Value: Sendable>(
        _ options: SimulationOptions = SimulationOptions(),
        name: String = "simulation",
        _ body: @escaping @Sendable (SimulationContext) async throws -> Value
    ) async -> SimulationOutcome<Value> {
        await DedicatedThread.run { run(options, name: name, body) }
    }
}
