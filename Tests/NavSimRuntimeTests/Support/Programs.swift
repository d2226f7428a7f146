import NavSimRuntime
import Synchronization

/// An actor that records every call in the trace.
actor Ledger {
    let name: String
    private(set) var entries: [String] = []

    init(name: String) {
        self.name = name
    }

    func add(_ entry: String, _ sim: SimulationContext) {
        entries.append(entry)
        sim.record("add \(entry)", actor: name)
    }
}

/// Test programs, written once and shared by the test files.
enum Programs {
    /// Eight tasks, two actors, timers: the determinism workload.
    static func eightTasks(_ sim: SimulationContext) async throws -> Int {
        let ledger = Ledger(name: "Ledger")
        let audit = Ledger(name: "Audit")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask(name: "worker\(worker)") {
                    for round in 0..<3 {
                        await ledger.add("w\(worker).\(round)", sim)
                        try await sim.clock.sleep(for: .milliseconds((worker * 7 + round * 3) % 5 + 1))
                        await audit.add("w\(worker).\(round)", sim)
                    }
                }
            }
            try await group.waitForAll()
        }
        return await ledger.entries.count + audit.entries.count
    }

    /// Four tasks hopping through one actor: many possible interleavings.
    static func fourTasks(_ sim: SimulationContext) async {
        let ledger = Ledger(name: "Ledger")
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask(name: "worker\(worker)") {
                    for round in 0..<3 {
                        await ledger.add("w\(worker).\(round)", sim)
                    }
                }
            }
        }
    }

    /// A program of about `jobs` jobs: tasks that yield.
    static func jobs(_ jobs: Int, tasks: Int = 4) -> @Sendable (SimulationContext) async -> Void {
        { _ in
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<tasks {
                    group.addTask {
                        for _ in 0..<max(1, jobs / tasks - 1) {
                            await Task.yield()
                        }
                    }
                }
            }
        }
    }

    /// A planted ordering bug of depth 2: B must run all its steps between A's first and second.
    static func plantedDepthTwo(steps: Int) -> @Sendable (SimulationContext) async -> Void {
        { sim in
            let progress = PlantedProgress()
            await withTaskGroup(of: Void.self) { group in
                group.addTask(name: "A") {
                    for step in 1...steps {
                        let broken = progress.state.withLock { state in
                            state.a = step
                            return step == 2 && state.b == steps && state.bStartedAfterA1
                        }
                        if broken {
                            sim.fail("B ran entirely between A's first and second steps")
                        }
                        await Task.yield()
                    }
                }
                group.addTask(name: "B") {
                    for step in 1...steps {
                        progress.state.withLock { state in
                            if step == 1 { state.bStartedAfterA1 = state.a == 1 }
                            state.b = step
                        }
                        await Task.yield()
                    }
                }
            }
        }
    }
}

/// Shared progress of the planted bug's two tasks.
final class PlantedProgress: Sendable {
    struct State {
        var a = 0
        var b = 0
        var bStartedAfterA1 = false
    }

    let state = Mutex(State())
}
