import Foundation
import NavSimRuntime
import Synchronization
import Testing

@Suite("PCT holds to its theory")
struct PCTTests {
    @Test("A bug that needs one preemption is never found at depth 1 and is found at depth 2")
    func depthOneNeverDepthTwoAlways() async {
        let depthOne = await offThePool {
            SCTBench.failures(SCTBench.onePreemption, strategy: .pct(depth: 1), seeds: 0..<2_000)
        }
        #expect(depthOne == 0)
        let report = await Explorer.exploreDetached(
            seeds: 0..<1_000, strategy: .pct(depth: 2), name: "one", SCTBench.onePreemption)
        #expect(report.firstFailure?.failure.message == "the reader saw the writer's intermediate value")
    }

    @Test("Over 10,000 seeds depth 2 finds it at least as often as 1/(n·k) predicts, n tasks, k choice steps")
    func guarantee() async throws {
        let (horizon, tasks, found) = await offThePool {
            let horizon = Explorer.measureHorizon(SCTBench.onePreemption)
            let probe = Simulation.run(SimulationOptions(seed: 0, strategy: .fifo), SCTBench.onePreemption)
            let tasks = Int(probe.trace.steps.max() ?? 0)
            return (
                horizon, tasks, SCTBench.failures(SCTBench.onePreemption, strategy: .pct(depth: 2, horizon: horizon))
            )
        }
        let predicted = 10_000.0 / Double(tasks * horizon)
        print(
            "one preemption: n = \(tasks) tasks, k = \(horizon) choice steps, found \(found) of 10,000, guarantee \(predicted)"
        )
        #expect(tasks == 3)
        #expect(Double(found) >= predicted)
    }

    @Test("Every job carries its task: a task's yields and actor calls keep its priority")
    func yieldsKeepThePriority() {
        // Two tasks that only yield: at depth 1 the higher one runs to its end before the other starts.
        let body: @Sendable (SimulationContext) async -> [String] = { sim in
            let log = Box<[String]>([])
            await withTaskGroup(of: Void.self) { group in
                for name in ["a", "b"] {
                    group.addTask {
                        for step in 0..<5 {
                            log.value.withLock { $0.append("\(name)\(step)") }
                            await Task.yield()
                        }
                    }
                }
            }
            return log.value.withLock { $0 }
        }
        for seed in 0..<200 as Range<UInt64> {
            let order = Simulation.run(SimulationOptions(seed: seed, strategy: .pct(depth: 1)), body).value ?? []
            let first = order.prefix(5).map { $0.prefix(1) }
            #expect(Set(first).count == 1, "seed \(seed): \(order)")
        }
    }

    @Test("The horizon is the most choices of a FIFO run and random runs, not one FIFO run that ends early")
    func horizonIsMeasured() throws {
        let body = SCTBench.twostage(writers: 1, readers: 1)
        let fifo = Simulation.run(SimulationOptions(seed: 0, strategy: .fifo), body)
        let fifoChoices = try #require(fifo.schedule).choices.count
        var longest = fifoChoices
        for probe in 0..<UInt64(Explorer.horizonProbes) {
            let options = SimulationOptions(seed: 0x9E37_79B9_7F4A_7C15 &* (probe + 1), strategy: .random)
            longest = max(longest, Simulation.run(options, body).schedule?.choices.count ?? 0)
        }
        let horizon = Explorer.measureHorizon(body)
        print("twostage 1/1: FIFO \(fifoChoices) choices in \(fifo.steps) steps, measured horizon \(horizon)")
        #expect(horizon == longest)
        // Steps with one runnable job are not counted: nothing can preempt the job there.
        #expect(horizon < fifo.steps)
    }
}

@Suite("SCTBench: PCT and random, found per seeds")
struct SCTBenchTests {
    static let programs: [(String, @Sendable (SimulationContext) async throws -> Void)] = [
        ("reorder_3", SCTBench.reorder(setters: 2, checkers: 1)),
        ("reorder_4", SCTBench.reorder(setters: 3, checkers: 1)),
        ("reorder_5", SCTBench.reorder(setters: 4, checkers: 1)),
        ("reorder_10", SCTBench.reorder(setters: 9, checkers: 1)),
        ("reorder_20", SCTBench.reorder(setters: 19, checkers: 1)),
        ("twostage", SCTBench.twostage(writers: 1, readers: 1)),
        ("twostage_20", SCTBench.twostage(writers: 20, readers: 1)),
    ]

    /// Seeds per strategy: 2,000 in the suite; `NAVSIM_SCTBENCH_SEEDS=10000` for the published figures.
    static let seeds = UInt64(ProcessInfo.processInfo.environment["NAVSIM_SCTBENCH_SEEDS"].flatMap(Int.init) ?? 2_000)

    @Test(
        "Depth 1 never finds a preemption bug; depths 2 and 3 find it, at least as often as PCT's guarantee",
        arguments: 0..<7
    )
    func pctHoldsItsGuarantee(program: Int) async {
        let (name, body) = Self.programs[program]
        let seeds = 0..<Self.seeds
        let (horizon, tasks, random, depth1, depth2, depth3, pos) = await offThePool {
            let horizon = Explorer.measureHorizon(body)
            let tasks = Int(Simulation.run(SimulationOptions(strategy: .fifo), body).trace.steps.max() ?? 0)
            return (
                horizon,
                tasks,
                SCTBench.failures(body, strategy: .random, seeds: seeds),
                SCTBench.failures(body, strategy: .pct(depth: 1, horizon: horizon), seeds: seeds),
                SCTBench.failures(body, strategy: .pct(depth: 2, horizon: horizon), seeds: seeds),
                SCTBench.failures(body, strategy: .pct(depth: 3, horizon: horizon), seeds: seeds),
                SCTBench.failures(body, strategy: .pos, seeds: seeds)
            )
        }
        let guarantee = Double(Self.seeds) / Double(tasks * horizon)
        print(
            "SCTBench \(name) (n = \(tasks), k = \(horizon)): found per \(Self.seeds) seeds: random \(random), "
                + "pct1 \(depth1), pct2 \(depth2), pct3 \(depth3), pos \(pos); "
                + "depth-2 guarantee \(Int(guarantee.rounded(.up)))"
        )
        #expect(depth1 == 0)
        #expect(depth3 > 0)
        // 1/(n·k) bounds the expected count; a sample of a few expected finds (reorder_20, twostage_20 at
        // 2,000 seeds: about 1.5) falls below it about half the time, so the sample may sit up to three
        // standard deviations under it. The bound is a theorem only for a bug of depth 2 (twostage: two
        // ordering constraints); the reorder_N checker must also beat N - 2 other setters, more constraints.
        // `PCTExactSCTBenchTests` checks the bound exactly on twostage and reorder_3.
        #expect(Double(depth2) >= guarantee - 3 * guarantee.squareRoot())
    }
}
