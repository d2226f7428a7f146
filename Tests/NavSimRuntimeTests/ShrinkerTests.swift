import NavSimRuntime
import Testing

@Suite("Shrinker")
struct ShrinkerTests {
    @Test("Shrinking a planted bug's schedule keeps the same finding with fewer choices")
    func shrinkPlanted() throws {
        let report = Explorer.explore(
            seeds: 0..<20_000,
            strategy: .random,
            name: "planted",
            shrink: false,
            Programs.plantedDepthTwo(steps: 5)
        )
        let failure = try #require(report.firstFailure)
        let shrunk = Shrinker.shrink(failure, Programs.plantedDepthTwo(steps: 5))
        print("planted bug: schedule shrunk from \(shrunk.originalLength) to \(shrunk.shrunkLength) choices")
        #expect(shrunk.shrunkLength < shrunk.originalLength)
        #expect(shrunk.failure.isSameFinding(as: failure.failure))
        let replayed = Simulation.replay(shrunk.schedule, name: "planted", Programs.plantedDepthTwo(steps: 5))
        #expect(replayed.failure?.isSameFinding(as: failure.failure) == true)
    }

    @Test("A schedule that does not fail is returned unchanged")
    func nothingToShrink() throws {
        let outcome = Simulation.run(SimulationOptions(seed: 2), name: "four") { await Programs.fourTasks($0) }
        let schedule = try #require(outcome.schedule)
        let result = Shrinker.shrink(
            schedule,
            reproducing: RuntimeFailure(kind: .hang, message: "never"),
            name: "four",
            maxAttempts: 50
        ) { await Programs.fourTasks($0) }
        #expect(result.schedule == schedule)
        #expect(result.attempts <= 50)
    }
}
