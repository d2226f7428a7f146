import Testing

@testable import NavSimRuntime

/// An exploration thread makes each run at the size its runs reached before (``TraceCapacity``): the room of the
/// steps, entries, choices, queue and task table. The room must follow the runs, and change nothing they record.
@Suite("A run's room, fitted to the runs before it")
struct TraceCapacityTests {
    /// Tasks that wait on each other and on timers: many choices, a queue several jobs long, several known tasks.
    static let program: @Sendable (SimulationContext) async throws -> Void = { sim in
        let tasks = (0..<8).map { index in
            sim.spawn(name: "task\(index)") {
                for round in 0..<8 {
                    sim.record("task\(index) round \(round)")
                    await Task.yield()
                }
                try await sim.clock.sleep(for: .milliseconds(index + 1))
            }
        }
        for task in tasks { try? await task.value }
    }

    @Test func fittingTakesTheLargestRoomAnyRunNeeded() {
        var capacity = TraceCapacity()
        let record = Simulation.runRecording(SimulationOptions(seed: 3), name: "root", Self.program)
        capacity.fit(record)
        #expect(record.schedule.choices.count > 64)
        #expect(capacity.choices == record.schedule.choices.count)
        #expect(capacity.tasks == 9)
        #expect(capacity.queue >= 8)
        #expect(capacity.steps == max(256, record.trace.steps.count))

        // A smaller run does not shrink the room.
        let small = Simulation.runRecording(SimulationOptions(seed: 3), name: "root") { _ in }
        let before = capacity
        capacity.fit(small)
        #expect(capacity.choices == before.choices)
        #expect(capacity.queue == before.queue)
        #expect(capacity.tasks == before.tasks)
    }

    @Test(
        "Runs made with the room of earlier runs record what runs made from empty record",
        arguments: [SchedulingStrategy.random, .pct(depth: 2, horizon: 200), .pos])
    func roomChangesNothing(strategy: SchedulingStrategy) {
        var capacity = TraceCapacity()
        capacity.tape = DigestTape()
        for seed in UInt64(0)..<40 {
            let options = SimulationOptions(seed: seed, strategy: strategy)
            let fresh = Simulation.runRecording(options, name: "root", keepsEntries: false, Self.program)
            let fitted = Simulation.runRecording(
                options, name: "root", capacity: capacity, keepsEntries: false, Self.program)
            #expect(fitted.digest == fresh.digest)
            #expect(fitted.schedule.choices == fresh.schedule.choices)
            #expect(fitted.trace.steps == fresh.trace.steps)
            capacity.fit(fitted)
        }
        #expect(capacity.choices > 64)
    }
}
