import NavSimRuntime
import NavSimTestBudget
import Synchronization
import Testing

/// A registry that must start each download once: the app's check-then-act, in five versions: two buggy
/// (a load then a store, a lock dropped between the check and the act) and three fixed (the lock held across
/// both, one compare-exchange, one exchange).
enum OnceRegistry {
    enum Version: Sendable { case atomicCheckThenAct, lockDroppedBetween, locked, compareExchange, exchange }

    static func body(_ version: Version) -> @Sendable (SimulationContext) async throws -> Void {
        { sim in
            let flag = SimulatedAtomic(false, name: "started")
            let lock = SimulatedMutex("registry")
            let started = SharedCell(0, name: "starts")
            let starts = Mutex(0)
            let workers = (0..<2).map { worker in
                sim.spawn(name: "worker\(worker)") {
                    switch version {
                    case .atomicCheckThenAct:
                        if await !flag.load() {
                            await flag.store(true)
                            starts.withLock { $0 += 1 }
                        }
                    case .lockDroppedBetween:
                        let running = await lock.withLock { started.read() > 0 }
                        if !running {
                            await lock.withLock { started.modify { $0 += 1 } }
                            starts.withLock { $0 += 1 }
                        }
                    case .locked:
                        let first = await lock.withLock {
                            started.modify { value in
                                defer { value += 1 }
                                return value == 0
                            }
                        }
                        if first { starts.withLock { $0 += 1 } }
                    case .compareExchange:
                        if await flag.compareExchange(expected: false, desired: true).exchanged {
                            starts.withLock { $0 += 1 }
                        }
                    case .exchange:
                        if await !flag.exchange(true) {
                            starts.withLock { $0 += 1 }
                        }
                    }
                }
            }
            for worker in workers { try await worker.value }
            let count = starts.withLock { $0 }
            sim.expect(count == 1, "the download started \(count) times")
        }
    }
}

@Suite("Simulated locks and atomics")
struct LockAndAtomicTests {
    @Test(
        "An unsynchronised check-then-act is found by random and by PCT within 1,000 seeds, with no yield written",
        arguments: [OnceRegistry.Version.atomicCheckThenAct, .lockDroppedBetween]
    )
    func checkThenActIsFound(version: OnceRegistry.Version) async throws {
        for strategy in [SchedulingStrategy.random, .pct(depth: 2)] {
            let report = await Explorer.exploreDetached(
                seeds: 0..<1_000, strategy: strategy, name: "once", OnceRegistry.body(version))
            let failure = try #require(report.firstFailure, "\(strategy) did not find it")
            #expect(failure.failure.message == "the download started 2 times")
            let replay = Simulation.replay(failure.schedule, name: "once", OnceRegistry.body(version))
            #expect(replay.trace.serialized == failure.trace.serialized)
        }
    }

    @Test("The locked fix passes 10,000 schedules, random and PCT")
    func lockedFixPasses() async {
        for strategy in [SchedulingStrategy.random, .pct(depth: 2)] {
            let report = await Explorer.exploreDetached(
                seeds: TestBudget.seeds(10_000), strategy: strategy, name: "once-fixed", shrink: false,
                OnceRegistry.body(.locked))
            #expect(report.passed, "\(report.firstFailure?.report ?? "")")
            #expect(report.distinctTraces > 1)
        }
    }

    @Test("Two tasks taking two locks in opposite orders deadlock, reported with the wait-for cycle")
    func lockOrderDeadlock() throws {
        let body: @Sendable (SimulationContext) async throws -> Void = { sim in
            let a = SimulatedMutex("a")
            let b = SimulatedMutex("b")
            let first = sim.spawn(name: "first") {
                await a.lock()
                await b.lock()
                b.unlock()
                a.unlock()
            }
            let second = sim.spawn(name: "second") {
                await b.lock()
                await a.lock()
                a.unlock()
                b.unlock()
            }
            try await first.value
            try await second.value
        }
        let report = Explorer.explore(seeds: 0..<200, name: "locks", body)
        let failure = try #require(report.firstFailure)
        #expect(failure.failure.kind == .deadlock)
        let message = failure.failure.message
        #expect(message.hasPrefix("deadlock: "))
        #expect(message.contains("first waits for lock 'b' held by second"))
        #expect(message.contains("second waits for lock 'a' held by first"))
    }

    @Test("Locking a held lock again deadlocks; unlocking a lock not held is Foundation's finding")
    func misuse() throws {
        let relock = Simulation.run(name: "relock") { _ in
            let lock = SimulatedMutex("once")
            await lock.lock()
            await lock.lock()
        }
        #expect(relock.failure?.kind == .deadlock)
        #expect(relock.failure?.message.contains("(*** -[NSLock lock]: deadlock)") == true)
        let unlock = Simulation.run(name: "unlock") { _ in SimulatedMutex("never").unlock() }
        #expect(
            unlock.failure?.message == "*** -[NSLock unlock]: lock (never) unlocked from thread which did not lock it")
    }

    @Test("A blocked task does not spin: a long wait costs no steps")
    func blockingDoesNotSpin() {
        let outcome = Simulation.run(SimulationOptions(seed: 1), name: "wait") { sim in
            let lock = SimulatedMutex("slow")
            await lock.lock()
            let waiter = sim.spawn(name: "waiter") { await lock.withLock {} }
            try await sim.clock.sleep(for: .seconds(60))
            lock.unlock()
            try await waiter.value
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.steps < 20)
    }
}

@Suite("Shared cells: data races")
struct SharedCellTests {
    static func counter(locked: Bool) -> @Sendable (SimulationContext) async throws -> Void {
        { sim in
            let count = SharedCell(0, name: "count")
            let lock = SimulatedMutex("count")
            let tasks = (0..<2).map { index in
                sim.spawn(name: "writer\(index)") {
                    if locked {
                        await lock.withLock { count.modify { $0 += 1 } }
                    } else {
                        count.modify { $0 += 1 }
                    }
                }
            }
            for task in tasks { try await task.value }
            // Ordered after both by awaiting them.
            sim.expect(count.read() == 2, "count is \(count.read())")
        }
    }

    @Test("Two unordered writes are a data race naming both tasks, in every schedule")
    func raceIsReported() throws {
        for seed in 0..<50 as Range<UInt64> {
            let outcome = Simulation.run(SimulationOptions(seed: seed), name: "race", Self.counter(locked: false))
            let failure = try #require(outcome.failure)
            #expect(failure.kind == .dataRace)
            #expect(failure.message.hasPrefix("data race on 'count': writer"))
            #expect(failure.message.contains("writer0") && failure.message.contains("writer1"))
        }
    }

    @Test("The same writes ordered by a lock are not a race, over 10,000 schedules")
    func lockOrders() async {
        let report = await Explorer.exploreDetached(
            seeds: TestBudget.seeds(10_000), name: "ordered", shrink: false, Self.counter(locked: true))
        #expect(report.passed, "\(report.firstFailure?.report ?? "")")
    }

    @Test("Accesses on the main actor are ordered by it")
    func mainActorOrders() {
        let outcome = Simulation.run(SimulationOptions(seed: 2), name: "main") { sim in
            let cell = SharedCell([String](), name: "log")
            let tasks = (0..<3).map { index in
                sim.spawn(name: "t\(index)") {
                    await MainActor.run { cell.modify { $0.append("t\(index)") } }
                }
            }
            for task in tasks { try await task.value }
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
    }
}
