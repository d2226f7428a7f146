import NavSimRuntime
import Testing

@Suite("The first failure can end the run, as a crash ends an app")
struct EndsAtFirstFailureTests {
    /// Three failures, each after a scheduling point, from the root and a spawned task.
    static let threeFailures: @Sendable (SimulationContext) async throws -> Int = { sim in
        let worker = sim.spawn(name: "worker") {
            await Task.yield()
            sim.fail("first")
            await Task.yield()
            sim.fail("second")
        }
        try await worker.value
        await Task.yield()
        sim.fail("third")
        return 3
    }

    @Test("By default every failure is recorded and the run goes on to its end")
    func recordsEverything() {
        let outcome = Simulation.run(SimulationOptions(seed: 1), name: "three", Self.threeFailures)
        #expect(outcome.failures.map(\.message) == ["first", "second", "third"])
        #expect(outcome.value == 3)
        #expect(outcome.endReason == nil)
    }

    @Test("endsAtFirstFailure: one failure, nothing runs after it, nothing pending is reported as a hang")
    func endsAtTheFirst() {
        let outcome = Simulation.run(
            SimulationOptions(seed: 1, endsAtFirstFailure: true), name: "three", Self.threeFailures)
        #expect(outcome.failures.map(\.message) == ["first"])
        #expect(outcome.failures.map(\.kind) == [.finding])
        #expect(outcome.value == nil, "the root task never finished")
        #expect(outcome.endReason == "finding: first")
        #expect(outcome.trace.entries.last?.event == "ENDED: finding: first")
        #expect(!outcome.timeline.contains("second"))
    }

    @Test("The job that fails runs on to its next suspension point, recording nothing more")
    func sameJobRecordsNothingMore() {
        let outcome = Simulation.run(SimulationOptions(endsAtFirstFailure: true), name: "same-job") { sim in
            sim.fail("first")
            sim.fail("second, in the same job")
            sim.record("after the crash")
            await Task.yield()
            sim.record("never runs")
        }
        #expect(outcome.failures.map(\.message) == ["first"])
        #expect(!outcome.timeline.contains("after the crash"))
        #expect(!outcome.timeline.contains("never runs"))
    }

    @Test("end(_:) ends the run without failing it; spawned work left pending is not an escape")
    func endWithoutFailure() {
        let outcome = Simulation.run(name: "end") { sim in
            sim.spawn(name: "pending") { try await sim.clock.sleep(for: .seconds(1)) }
            await Task.yield()
            #expect(!sim.hasEnded)
            sim.end("the app died")
            #expect(sim.hasEnded)
            await Task.yield()
            sim.fail("never")
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.endReason == "the app died")
        #expect(outcome.elapsed == .zero, "the timer never fired")
    }

    @Test("A replay with the option ends where the recorded run ended")
    func replayEnds() throws {
        let first = Simulation.run(
            SimulationOptions(seed: 7, endsAtFirstFailure: true), name: "three", Self.threeFailures)
        let schedule = try #require(first.schedule)
        let again = Simulation.replay(schedule, name: "three", endsAtFirstFailure: true, Self.threeFailures)
        #expect(again.trace.digest == first.trace.digest)
        #expect(again.failures.count == 1)
        let full = Simulation.replay(schedule, name: "three", Self.threeFailures)
        #expect(full.failures.count == 3)
        #expect(full.failure?.message == first.failure?.message)
    }
}
