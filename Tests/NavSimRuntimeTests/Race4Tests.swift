import NavSimRuntime
import NavSimTestBudget
import Testing

/// RACE-CASES 4: a decision callback that throws and never answers.
@Suite("RACE-CASES 4: a decision callback that throws")
struct Race4Tests {
    @Test("Explore finds the hang, replay reproduces it twice identically")
    func buggyHangs() throws {
        let report = Explorer.explore(seeds: 0..<1_000, strategy: .random, name: "race4", Race4.body(fixed: false))
        let failure = try #require(report.firstFailure)
        print("race 4: hang found after \(report.schedulesRun) schedule(s), seed \(failure.seed)")
        print(failure.report)
        #expect(failure.failure.kind == .hang)
        #expect(
            failure.failure.pendingTasks.contains { $0.contains("race4 (root)") && $0.contains("decision requested") })
        #expect(failure.timeline.contains("callback throws: bridge not ready"))

        let schedule = try Schedule(parsing: failure.schedule.encoded)
        let first = Simulation.replay(schedule, name: "race4", Race4.body(fixed: false))
        let second = Simulation.replay(schedule, name: "race4", Race4.body(fixed: false))
        #expect(first.failure?.kind == .hang)
        #expect(first.trace.serialized == failure.trace.serialized)
        #expect(second.trace.serialized == first.trace.serialized)

        let shrunk = try #require(failure.shrunk)
        print("race 4: schedule shrunk from \(shrunk.originalLength) to \(shrunk.shrunkLength) choices")
        #expect(shrunk.shrunkLength <= shrunk.originalLength)
        #expect(Simulation.replay(shrunk.schedule, name: "race4", Race4.body(fixed: false)).failure?.kind == .hang)
    }

    @Test("Some schedules pass, first-come first-served among them: the bug depends on the interleaving")
    func notEverySchedule() {
        #expect(Simulation.run(SimulationOptions(strategy: .fifo), name: "race4", Race4.body(fixed: false)).succeeded)
        let outcomes = (0..<50 as Range<UInt64>).map { seed in
            Simulation.run(SimulationOptions(seed: seed), name: "race4", Race4.body(fixed: false)).succeeded
        }
        #expect(outcomes.contains(true))
        #expect(outcomes.contains(false))
    }

    @Test("The fixed version (answer in defer) passes 10,000 seeds", .timeLimit(.minutes(10)))
    func fixedPasses() {
        let report = Explorer.explore(
            seeds: TestBudget.seeds(10_000), strategy: .random, name: "race4", Race4.body(fixed: true))
        #expect(report.passed, "\(report.firstFailure?.report ?? "")")
        #expect(report.schedulesRun == TestBudget.schedules(10_000))
        print("race 4 fixed: \(report.schedulesRun) schedules passed, \(report.distinctTraces) distinct traces")
    }
}
