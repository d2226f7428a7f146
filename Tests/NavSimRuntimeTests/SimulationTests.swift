import NavSimRuntime
import Synchronization
import Testing

@Suite("Simulation")
struct SimulationTests {
    @Test("A body's value comes back and the run succeeds")
    func returnsValue() throws {
        let outcome = Simulation.run(SimulationOptions(seed: 1), name: "eight") { sim in
            try await Programs.eightTasks(sim)
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value == 48)
        #expect(outcome.steps > 48)
        let schedule = try #require(outcome.schedule)
        #expect(schedule.seed == 1)
        #expect(!schedule.choices.isEmpty)
    }

    @Test("The same seed gives a byte-identical trace 100 times out of 100 (8 tasks, 2 actors, timers)")
    func sameSeedSameTrace() {
        let first = Simulation.run(SimulationOptions(seed: 42), name: "eight") { try await Programs.eightTasks($0) }
        #expect(first.succeeded)
        #expect(first.trace.entries.count > 48)
        for _ in 0..<100 {
            let again = Simulation.run(SimulationOptions(seed: 42), name: "eight") { try await Programs.eightTasks($0) }
            #expect(again.trace.serialized == first.trace.serialized)
            #expect(again.trace.digest == first.trace.digest)
            #expect(again.schedule == first.schedule)
        }
    }

    @Test("Different seeds give different interleavings")
    func differentSeedsDiffer() {
        let digests = Set(
            (0..<20 as Range<UInt64>).map { seed in
                Simulation.run(SimulationOptions(seed: seed), name: "eight") { try await Programs.eightTasks($0) }
                    .trace.digest
            }
        )
        #expect(digests.count > 15)
    }

    @Test("1,000 seeds of a four-task program give many distinct traces")
    func distinctTraces() {
        let report = Explorer.explore(seeds: 0..<1_000, name: "four") { await Programs.fourTasks($0) }
        #expect(report.passed)
        #expect(report.schedulesRun == 1_000)
        let eventOrders = Set(
            (0..<1_000 as Range<UInt64>).map { seed in
                Simulation.run(SimulationOptions(seed: seed), name: "four") { await Programs.fourTasks($0) }
                    .trace.eventDigest
            }
        )
        print(
            "four-task program, 1,000 seeds: \(report.distinctTraces) distinct traces, "
                + "\(eventOrders.count) distinct event orders"
        )
        #expect(report.distinctTraces > 900)
        #expect(eventOrders.count > 500)
    }

    @Test("FIFO runs one schedule whatever the seed", arguments: [SchedulingStrategy.fifo])
    func fifoIgnoresSeed(strategy: SchedulingStrategy) {
        let digests = Set(
            (0..<10 as Range<UInt64>).map { seed in
                Simulation.run(SimulationOptions(seed: seed, strategy: strategy), name: "four") {
                    await Programs.fourTasks($0)
                }
                .trace.digest
            }
        )
        #expect(digests.count == 1)
    }

    @Test("async let children and a default actor run on the simulation executor")
    func asyncLetStaysInside() throws {
        let body: @Sendable (SimulationContext) async -> [String] = { sim in
            let ledger = Ledger(name: "Ledger")
            async let first: Void = ledger.add("first", sim)
            async let second: Void = ledger.add("second", sim)
            _ = await (first, second)
            return await ledger.entries
        }
        let orders = Set(
            (0..<50 as Range<UInt64>).map { seed in
                let outcome = Simulation.run(SimulationOptions(seed: seed), name: "asynclet", body)
                #expect(outcome.succeeded, "\(outcome.failures)")
                return outcome.value ?? []
            }
        )
        #expect(orders == [["first", "second"], ["second", "first"]])
    }

    @Test("A thrown error is a failure of kind thrown")
    func thrownError() throws {
        struct Boom: Error {}
        let outcome = Simulation.run(SimulationOptions(seed: 3), name: "boom") { _ in throw Boom() }
        let failure = try #require(outcome.failure)
        #expect(failure.kind == .thrown)
        #expect(outcome.value == nil)
    }

    @Test("fail and expect are collected, first failure first")
    func findingsAreCollected() throws {
        let outcome = Simulation.run(name: "findings") { sim in
            sim.expect(1 + 1 == 3, "arithmetic")
            sim.fail("Completion handler was not called", kind: "contract")
        }
        #expect(outcome.failures.map(\.kind) == [.expectation, "contract"])
        #expect(outcome.failure?.message == "arithmetic")
        #expect(outcome.timeline.contains("FAILED contract: Completion handler was not called"))
    }

    @Test("A root task that never finishes is a hang naming the pending tasks")
    func hang() throws {
        let outcome = Simulation.run(name: "stuck") { sim in
            sim.record("waiting for an answer")
            await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
        }
        let failure = try #require(outcome.failure)
        #expect(failure.kind == .hang)
        #expect(failure.pendingTasks.count == 1)
        #expect(failure.pendingTasks[0].contains("stuck (root)"))
        #expect(failure.pendingTasks[0].contains("waiting for an answer"))
    }

    @Test("A simulation run from a spawned task of another is its own run's root: its events are its root's")
    func nestedRoot() throws {
        // The spawned task is known task 1 of the outer run; the inner run's root task, created inside it, must be
        // known task 0 of the inner run, or its events would be filed under a task the inner run does not have.
        let pending = Mutex<[String]>([])
        let outer = Simulation.run(name: "outer") { sim in
            let worker = sim.spawn(name: "worker") {
                let inner = Simulation.run(name: "inner") { innerSim in
                    innerSim.record("waiting for an answer")
                    await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
                }
                pending.withLock { $0 = inner.failure?.pendingTasks ?? [] }
            }
            try await worker.value
        }
        #expect(outer.succeeded, "\(outer.failures)")
        let tasks = pending.withLock { $0 }
        #expect(tasks.count == 1)
        #expect(tasks.first?.contains("inner (root)") == true)
        #expect(tasks.first?.contains("waiting for an answer") == true, "\(tasks)")
    }

    @Test("Spawned tasks awaiting each other are a deadlock")
    func deadlock() throws {
        let outcome = Simulation.run(name: "cycle") { sim in
            let handles = Mutex<[SimulationTask<Void>]>([])
            for name in ["a", "b"] {
                let index = name == "a" ? 1 : 0
                let task = sim.spawn(name: name) {
                    try await sim.clock.sleep(for: .milliseconds(1))
                    try await handles.withLock { $0[index] }.value
                }
                handles.withLock { $0.append(task) }
            }
            try await handles.withLock { $0[0] }.value
        }
        let failure = try #require(outcome.failure)
        #expect(failure.kind == .deadlock)
        #expect(failure.message.contains("a awaits b awaits a") || failure.message.contains("b awaits a awaits b"))
    }

    @Test("Spawned work still pending at quiescence is an escape")
    func leftoverSpawn() throws {
        let outcome = Simulation.run(name: "leak") { sim in
            sim.spawn(name: "forgotten") {
                await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
            }
        }
        let failure = try #require(outcome.failure)
        #expect(failure.kind == .escape)
        #expect(failure.message.contains("'forgotten'"))
    }

    @Test("A step limit stops an endless program")
    func stepLimit() throws {
        let outcome = Simulation.run(SimulationOptions(maxSteps: 500), name: "spin") { sim in
            while true {
                try await sim.clock.sleep(for: .seconds(1))
            }
        }
        #expect(outcome.failure?.kind == .stepLimit)
        #expect(outcome.steps == 500)
    }

    @Test("An actor can use the simulation executor as its serial executor")
    func customActorExecutor() throws {
        actor Pinned {
            let executor: SimulationExecutor
            nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }
            var count = 0
            init(executor: SimulationExecutor) { self.executor = executor }
            func bump() -> Int {
                count += 1
                return count
            }
        }
        let outcome = Simulation.run(SimulationOptions(seed: 9), name: "pinned") { sim in
            let pinned = Pinned(executor: try #require(sim.executor))
            return await withTaskGroup(of: Int.self) { group in
                for _ in 0..<4 { group.addTask { await pinned.bump() } }
                return await group.reduce(0, +)
            }
        }
        #expect(outcome.succeeded)
        #expect(outcome.value == 10)
    }
}

@Suite("Strategies")
struct StrategyTests {
    @Test(
        "Every strategy is deterministic by seed and replays exactly",
        arguments: [SchedulingStrategy.random, .fifo, .pct(depth: 1), .pct(depth: 3, horizon: 200)]
    )
    func deterministic(strategy: SchedulingStrategy) throws {
        let options = SimulationOptions(seed: 12, strategy: strategy)
        let first = Simulation.run(options, name: "eight") { try await Programs.eightTasks($0) }
        let second = Simulation.run(options, name: "eight") { try await Programs.eightTasks($0) }
        #expect(first.succeeded)
        #expect(first.trace.serialized == second.trace.serialized)
        let replayed = Simulation.replay(try #require(first.schedule), name: "eight") {
            try await Programs.eightTasks($0)
        }
        #expect(replayed.trace.serialized == first.trace.serialized)
    }

    @Test("Strategy tokens round-trip", arguments: ["random", "fifo", "pct1", "pct2h57", "pct0", "pct2h", "lifo"])
    func tokens(token: String) {
        let valid = ["random", "fifo", "pct1", "pct2h57"].contains(token)
        #expect(SchedulingStrategy(parsing: token)?.description == (valid ? token : nil))
    }
}
