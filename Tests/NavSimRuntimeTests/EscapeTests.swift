import Foundation
import NavSimRuntime
import Synchronization
import Testing

@Suite("Escapes")
struct EscapeTests {
    @Test("A plain Task {} inside a simulation is reported as an escape and kept deterministic")
    func plainTaskIsCaught() throws {
        let body: @Sendable (SimulationContext) async -> Int = { sim in
            let escaped = Task(name: "escaped") {
                sim.record("escaped task runs")
                return 7
            }
            return await escaped.value
        }
        let outcome = Simulation.run(SimulationOptions(seed: 4), name: "escape", body)
        let failure = try #require(outcome.failure)
        #expect(failure.kind == .escape)
        #expect(
            failure.message
                == "escape started a task on the global executor (Task {} or Task.detached instead of spawn)")
        #expect(outcome.value == 7)
        #expect(outcome.failures.count == 1, "\(outcome.failures)")
        let again = Simulation.run(SimulationOptions(seed: 4), name: "escape", body)
        #expect(again.trace.serialized == outcome.trace.serialized)
    }

    @Test("Task.detached from a spawned task names the spawner")
    func detachedIsCaught() throws {
        let outcome = Simulation.run(name: "detached") { sim in
            try await sim.spawn(name: "worker") {
                await Task.detached { 1 }.value
            }.value
        }
        let failure = try #require(outcome.failure)
        #expect(failure.kind == .escape)
        #expect(failure.message.hasPrefix("worker started a task on the global executor"))
    }

    @Test("spawn is not an escape")
    func spawnIsFine() {
        let outcome = Simulation.run(name: "spawned") { sim in
            try await sim.spawn(name: "worker") { 1 }.value
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.trace.entries.map(\.event) == ["spawn worker", "finished"])
    }
}

@Suite("Escapes off the executor's thread")
struct OffThreadEscapeTests {
    @Test("record from another thread is reported as running off the executor")
    func recordFromAnotherThread() throws {
        let outcome = Simulation.run(name: "offthread") { sim in
            // Block the simulation's thread until the other thread has recorded: deterministic.
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                sim.record("from a thread")
                done.signal()
            }
            thread.start()
            done.wait()
        }
        let failure = try #require(outcome.failure)
        #expect(failure.kind == .escape)
        #expect(failure.message.hasPrefix("record(\"from a thread\") ran off the simulation executor"))
    }
}
