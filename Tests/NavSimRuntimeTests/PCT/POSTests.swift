import NavSimRuntime
import Testing

@Suite("POS: partial-order sampling finds the SCTBench bugs and replays them")
struct POSTests {
    // The ports read as the C programs do, so the bugs are rarer than in the first ports (reorder_10: 2 % of
    // POS schedules, reorder_20: 0.7 %): 1,000 seeds.
    @Test("POS finds each SCTBench preemption bug within 1,000 seeds, and the one-preemption bug", arguments: 0..<7)
    func findsEachBug(program: Int) async throws {
        let (name, body) = SCTBenchTests.programs[program]
        let report = await Explorer.exploreDetached(seeds: 0..<1_000, strategy: .pos, name: name, shrink: false, body)
        let failure = try #require(report.firstFailure, "\(name): no failure in 1,000 POS schedules")
        #expect(failure.failure.message == "Bug found!")
        let one = await Explorer.exploreDetached(
            seeds: 0..<100, strategy: .pos, name: "one", shrink: false, SCTBench.onePreemption)
        #expect(one.firstFailure?.failure.message == "the reader saw the writer's intermediate value")
    }

    @Test("A POS schedule names its strategy and replays byte for byte, shrunk too")
    func replays() async throws {
        let body = SCTBench.reorder(setters: 2, checkers: 1)
        let report = await Explorer.exploreDetached(seeds: 0..<100, strategy: .pos, name: "reorder_3", body)
        let failure = try #require(report.firstFailure)
        #expect(failure.schedule.strategy == .pos)
        let parsed = try Schedule(parsing: failure.schedule.encoded)
        #expect(parsed.strategy == .pos)
        #expect(Simulation.replay(parsed, name: "reorder_3", body).trace.serialized == failure.trace.serialized)
        let shrunk = try #require(failure.shrunk)
        #expect(Simulation.replay(shrunk.schedule, name: "reorder_3", body).trace.serialized == shrunk.trace.serialized)
        #expect(SchedulingStrategy(parsing: "pos") == .pos)
        #expect("\(SchedulingStrategy.pos)" == "pos")
    }

    @Test("Without a simulated primitive POS races every job with every other: a seed's runs are all different")
    func uninstrumentedIsUniform() {
        // Two tasks that only yield: POS knows no object, so every step draws every priority again, and
        // the 200 seeds give many interleavings (PCT at depth 1 gives only two: a task runs to its end).
        let body: @Sendable (SimulationContext) async -> Void = { _ in
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<2 {
                    group.addTask { for _ in 0..<5 { await Task.yield() } }
                }
            }
        }
        var traces = Set<String>()
        for seed in 0..<200 as Range<UInt64> {
            traces.insert(Simulation.run(SimulationOptions(seed: seed, strategy: .pos), body).trace.serialized)
        }
        #expect(traces.count > 10, "\(traces.count) distinct interleavings")
    }
}
