import NavSimRuntime
import Testing

/// `SimulationOptions.recordsCauses`: the trace says which step enqueued each step's job, which steps the main
/// actor ran and which tasks ran a queue's items; nothing is recorded unless asked.
@Suite(.timeLimit(.minutes(10))) struct TraceCausesTests {
    static func queues(recordsCauses: Bool) -> SimulationOutcome<Void> {
        Simulation.run(SimulationOptions(seed: 3, recordsCauses: recordsCauses), name: "queues") { sim in
            let serial = SimulatedQueue(label: "replies")
            let concurrent = SimulatedQueue(label: "work", attributes: .concurrent)
            let group = SimulatedGroup()
            serial.async(group: group) { sim.record("serial item 1") }
            serial.async(group: group) { sim.record("serial item 2") }
            concurrent.async(group: group) { sim.record("concurrent item") }
            SimulatedQueue.main.async(group: group) { sim.record("main item") }
            let child = sim.spawn(name: "child") { sim.record("child runs") }
            await group.wait()
            try await child.value
        }
    }

    @Test func nothingIsRecordedUnlessAsked() {
        #expect(Self.queues(recordsCauses: false).trace.causes == nil)
    }

    @Test func everyStepHasItsCauseTheMainActorsStepsAndTheQueuesTasks() throws {
        let outcome = Self.queues(recordsCauses: true)
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
        let trace = outcome.trace
        let causes = try #require(trace.causes)
        #expect(causes.enqueuedAt.count == trace.steps.count)
        // A cause comes before its effect; the first step has none.
        #expect(causes.enqueuedAt.first == 0)
        for (index, cause) in causes.enqueuedAt.enumerated() { #expect(Int(cause) <= index) }
        #expect(Set(causes.queueTasks.values) == ["replies", "work"])
        // The main queue's item ran on the main actor.
        let mainItem = try #require(trace.entries.first { "\($0.event)" == "main item" })
        #expect(causes.mainActorSteps.contains(UInt32(mainItem.step)))
        // The child's first step was enqueued by the step that spawned it.
        let spawn = try #require(trace.entries.first { $0.event == .spawn("child") })
        let run = try #require(trace.entries.first { "\($0.event)" == "child runs" })
        #expect(Int(causes.enqueuedAt[run.step - 1]) == spawn.step)
        // Recording changes nothing else: the same schedule, the same events.
        let plain = Self.queues(recordsCauses: false).trace
        #expect(plain.steps == trace.steps && plain.digest == trace.digest)
    }
}
