import NavSimRuntime
import Synchronization
import Testing

/// A process-wide fact a program learns in its first run, with a step that later runs skip: the shape of
/// NavSimWebKit's optional-method cache, kept in the test so that no global state is shared between tests.
private final class LearntOnce: Sendable {
    let learnt = Atomic(false)
    let runs = Atomic(0)
}

@Suite("A run that warms the process up is run again (SimulationContext.markWarmUp)")
struct WarmUpTests {
    /// Two tasks race to record; the first run also spawns a task to learn the fact, which shifts the schedule.
    private static func program(_ fact: LearntOnce) -> @Sendable (SimulationContext) async throws -> Int {
        { sim in
            let run = fact.runs.add(1, ordering: .relaxed).newValue
            if !fact.learnt.load(ordering: .relaxed) {
                try await sim.spawn(name: "learn") { fact.learnt.store(true, ordering: .relaxed) }.value
                sim.markWarmUp("learnt the fact")
            }
            let first = sim.spawn(name: "first") { sim.record("first") }
            let second = sim.spawn(name: "second") { sim.record("second") }
            try await first.value
            try await second.value
            return run
        }
    }

    @Test("The warm-up run is run again and its outcome discarded: cold and warm processes give one trace")
    func warmUpRunIsRepeated() {
        let cold = LearntOnce()
        let coldOutcome = Simulation.run(SimulationOptions(seed: 3), name: "warm-up", Self.program(cold))
        #expect(cold.runs.load(ordering: .relaxed) == 2)
        #expect(coldOutcome.value == 2, "the outcome is the second run's")
        #expect(coldOutcome.succeeded)
        #expect(!coldOutcome.trace.serialized.contains("learn"))

        let warm = LearntOnce()
        warm.learnt.store(true, ordering: .relaxed)
        let warmOutcome = Simulation.run(SimulationOptions(seed: 3), name: "warm-up", Self.program(warm))
        #expect(warm.runs.load(ordering: .relaxed) == 1)
        #expect(warmOutcome.trace.serialized == coldOutcome.trace.serialized)
        #expect(warmOutcome.schedule == coldOutcome.schedule)
    }

    @Test("Replaying a schedule found in a warm process gives its trace in a cold one")
    func replayInColdProcess() throws {
        let warm = LearntOnce()
        warm.learnt.store(true, ordering: .relaxed)
        let found = Simulation.run(SimulationOptions(seed: 11), name: "warm-up", Self.program(warm))
        let schedule = try #require(found.schedule)
        let replayed = Simulation.replay(schedule, name: "warm-up", Self.program(LearntOnce()))
        #expect(replayed.trace.serialized == found.trace.serialized)
    }

    @Test("A program that never stops warming up is run at most 1 + maxWarmUps times")
    func boundedRepeats() {
        let counter = LearntOnce()
        let outcome = Simulation.run(SimulationOptions(seed: 1), name: "never-warm") { sim in
            counter.runs.add(1, ordering: .relaxed)
            sim.markWarmUp("always")
        }
        #expect(counter.runs.load(ordering: .relaxed) == 1 + Simulation.maxWarmUps)
        #expect(outcome.succeeded)
    }

    @Test("Real mode runs once: there is no schedule to keep")
    func realModeRunsOnce() async {
        let counter = LearntOnce()
        _ = await Simulation.runReal(name: "real") { sim in
            counter.runs.add(1, ordering: .relaxed)
            sim.markWarmUp("real")
        }
        #expect(counter.runs.load(ordering: .relaxed) == 1)
    }
}
