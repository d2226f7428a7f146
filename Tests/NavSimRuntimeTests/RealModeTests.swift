import NavSimRuntime
import Testing

@Suite("Two modes, one code path")
struct RealModeTests {
    @Test("The same body runs for real on the global executor with ContinuousClock")
    func realMode() async throws {
        let outcome = await Simulation.runReal(name: "race4") { sim in
            #expect(!sim.isDeterministic)
            #expect(sim.clock is ContinuousClock)
            return try await Race4.body(fixed: true)(sim)
        }
        #expect(outcome.schedule == nil)
        #expect(outcome.value != nil)
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.trace.entries.contains { $0.event == "decision requested" })
    }

    @Test("Real mode still collects failures")
    func realModeFailures() async {
        let outcome = await Simulation.runReal(name: "findings") { sim in
            sim.fail("Completion handler was not called")
        }
        #expect(outcome.failure?.kind == .finding)
        #expect(outcome.failure?.message == "Completion handler was not called")
    }

    @Test("The same body under the simulation uses the virtual clock")
    func simulatedMode() async throws {
        let outcome = await Simulation.runDetached(SimulationOptions(seed: 3), name: "race4") { sim in
            #expect(sim.isDeterministic)
            #expect(sim.clock is VirtualClock)
            return try await Race4.body(fixed: true)(sim)
        }
        #expect(outcome.schedule != nil)
        #expect(outcome.succeeded)
    }

    @Test("An async caller can explore on a dedicated thread")
    func exploreDetached() async {
        let report = await Explorer.exploreDetached(seeds: 0..<100, name: "four") { await Programs.fourTasks($0) }
        #expect(report.schedulesRun == 100)
        #expect(report.passed)
    }
}
