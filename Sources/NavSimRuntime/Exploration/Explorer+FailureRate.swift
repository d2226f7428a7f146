import Synchronization

extension Explorer {
    /// Runs every seed of `seeds` that belongs to `shard` and counts the schedules that fail.
    ///
    /// Unlike ``explore(seeds:strategy:shard:parameters:name:maxSteps:shrink:jobs:_:)``, a failure does not
    /// stop the search: the result is the share of schedules that find the bug.
    ///
    /// ```swift
    /// let rate = Explorer.failureRate(seeds: 0..<1_000, name: "race4") { sim in try await buggy(sim) }
    /// #expect(rate.fraction > 0.05)
    /// ```
    ///
    /// - Parameters:
    ///   - seeds: The seeds to run.
    ///   - strategy: The scheduling strategy.
    ///   - shard: The part of `seeds` to run here.
    ///   - parameters: Caller parameters recorded in every schedule.
    ///   - name: The root task's name.
    ///   - maxSteps: The step limit of each run.
    ///   - jobs: How many threads run schedules at once (the result does not depend on it).
    ///   - body: The code to run.
    /// - Returns: The count of schedules run and the failing seeds.
    public static func failureRate<Value: Sendable>(
        seeds: Range<UInt64>,
        strategy: SchedulingStrategy = .random,
        shard: Shard = .all,
        parameters: [String: String] = [:],
        name: String = "simulation",
        maxSteps: Int = 1_000_000,
        jobs: Int = 1,
        _ body: @escaping @Sendable (SimulationContext) async throws -> Value
    ) -> FailureRate {
        var strategy = strategy
        if case .pct(_, nil) = strategy.kind {
            strategy = strategy.withHorizon(
                measureHorizon(parameters: parameters, name: name, maxSteps: maxSteps, body)
            )
        }
        let all = seeds.filter { shard.contains($0) }
        let next = Atomic<Int>(0)
        let failing = Mutex<[UInt64]>([])
        let finalStrategy = strategy
        let run = discardingValue(body)
        let threads = max(1, min(jobs, all.count))
        DedicatedThread.runAll(count: threads) { _ in
            // Each thread's own copies of what every run reads, as `explore`'s threads take them.
            let name = threads > 1 ? name.unshared : name
            let parameters = threads > 1 ? parameters.unshared : parameters
            var found: [UInt64] = []
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < all.count else { break }
                let options = SimulationOptions(
                    seed: all[index], strategy: finalStrategy, parameters: parameters, maxSteps: maxSteps)
                if Simulation.runRecording(options, name: name, keepsEntries: false, run).failure != nil {
                    found.append(all[index])
                }
            }
            failing.withLock { $0 += found }
        }
        return FailureRate(schedulesRun: all.count, failingSeeds: failing.withLock { $0 }.sorted())
    }
}

extension Explorer {
    /// Same as ``failureRate(seeds:strategy:shard:parameters:name:maxSteps:jobs:_:)``, on a dedicated thread,
    /// for async callers (a Swift Testing test).
    ///
    /// - Parameters:
    ///   - seeds: The seeds to run.
    ///   - strategy: The scheduling strategy.
    ///   - shard: The part of `seeds` to run here.
    ///   - parameters: Caller parameters recorded in every schedule.
    ///   - name: The root task's name.
    ///   - maxSteps: The step limit of each run.
    ///   - jobs: How many threads run schedules at once.
    ///   - body: The code to run.
    /// - Returns: The count of schedules run and the failing seeds.
    public static func failureRateDetached<Value: Sendable>(
        seeds: Range<UInt64>,
        strategy: SchedulingStrategy = .random,
        shard: Shard = .all,
        parameters: [String: String] = [:],
        name: String = "simulation",
        maxSteps: Int = 1_000_000,
        jobs: Int = 1,
        _ body: @escaping @Sendable (SimulationContext) async throws -> Value
    ) async -> FailureRate {
        await DedicatedThread.run {
            failureRate(
                seeds: seeds, strategy: strategy, shard: shard, parameters: parameters, name: name,
                maxSteps: maxSteps, jobs: jobs, body)
        }
    }
}
