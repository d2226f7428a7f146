import Benchmark
import NavSim

/// Four tasks that yield `yields` times each: `8 × yields + 8` jobs (a yield is two jobs: its
/// continuation job and the task's).
private func program(yields: Int) -> @Sendable (SimulationContext) async -> Void {
    { _ in
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<yields {
                        await Task.yield()
                    }
                }
            }
        }
    }
}

/// The number of jobs one schedule of `program(yields:)` runs, measured.
private func jobs(yields: Int) -> Int {
    Simulation.run(SimulationOptions(strategy: .fifo), name: "count", program(yields: yields)).steps
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal],
        warmupIterations: 2,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    // One long schedule: the executor's cost per job. Jobs per second = throughput × jobs.
    let longJobs = jobs(yields: 12_499)
    for strategy in [SchedulingStrategy.random, .fifo, .pct(depth: 2, horizon: 100_000)] {
        Benchmark("Executor: one schedule of \(longJobs) jobs (\(strategy))") { benchmark in
            for _ in benchmark.scaledIterations {
                let outcome = Simulation.run(
                    SimulationOptions(seed: 1, strategy: strategy),
                    name: "jobs",
                    program(yields: 12_499)
                )
                blackHole(outcome.steps)
            }
        }
    }

    // Many short schedules: what exploration costs. An iteration is one schedule.
    let shortJobs = jobs(yields: 12)
    for strategy in [SchedulingStrategy.random, .pct(depth: 2, horizon: 100)] {
        Benchmark(
            "Schedules of a \(shortJobs)-job program (\(strategy))",
            configuration: .init(scalingFactor: .kilo)
        ) { benchmark in
            for seed in benchmark.scaledIterations {
                let outcome = Simulation.run(
                    SimulationOptions(seed: UInt64(seed), strategy: strategy),
                    name: "schedule",
                    program(yields: 12)
                )
                blackHole(outcome.steps)
            }
        }
    }
}
