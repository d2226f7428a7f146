import Benchmark
import NavSim

/// A program of `jobs` jobs: four tasks that yield until the count is reached.
private func program(jobs: Int) -> @Sendable (SimulationContext) async -> Void {
    { _ in
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<(jobs / 4 - 2) {
                        await Task.yield()
                    }
                }
            }
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 2,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    // One long schedule: the executor's cost per job. Each iteration is 100,000 jobs
    // (throughput × 100,000 = jobs per second).
    Benchmark("Executor jobs (100,000 per iteration, random)") { benchmark in
        for _ in benchmark.scaledIterations {
            let outcome = Simulation.run(SimulationOptions(seed: 1), name: "jobs", program(jobs: 100_000))
            blackHole(outcome.steps)
        }
    }

    Benchmark("Executor jobs (100,000 per iteration, FIFO)") { benchmark in
        for _ in benchmark.scaledIterations {
            let outcome = Simulation.run(SimulationOptions(seed: 1, strategy: .fifo), name: "jobs", program(jobs: 100_000))
            blackHole(outcome.steps)
        }
    }

    // Many short schedules: what exploration costs. Each iteration is one schedule of ~100 jobs.
    Benchmark("Schedules of a 100-job program (random)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        for seed in benchmark.scaledIterations {
            let outcome = Simulation.run(SimulationOptions(seed: UInt64(seed)), name: "s", program(jobs: 100))
            blackHole(outcome.steps)
        }
    }

    Benchmark("Schedules of a 100-job program (PCT depth 2)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        for seed in benchmark.scaledIterations {
            let outcome = Simulation.run(
                SimulationOptions(seed: UInt64(seed), strategy: .pct(depth: 2, horizon: 100)),
                name: "s",
                program(jobs: 100)
            )
            blackHole(outcome.steps)
        }
    }
}
