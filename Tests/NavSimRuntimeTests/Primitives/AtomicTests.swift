import NavSimRuntime
import NavSimTestBudget
import Synchronization
import Testing

/// `SimulatedAtomic`'s operations: each one a choice point, compare-exchange and exchange atomic in one step.
@Suite("Simulated atomics")
struct AtomicTests {
    enum Operation: Sendable {
        case load, store, exchange, compareExchange, nothing
    }

    /// The root starts a task that only sets a flag, then does `operation` on an atomic and reads the flag.
    /// Without a scheduling point the root runs on from the spawn to the read in one job, so the flag is never
    /// set; with one, the other task may run first.
    static func otherRanFirst(_ operation: Operation) -> @Sendable (SimulationContext) async throws -> Bool {
        { sim in
            let atomic = SimulatedAtomic(0, name: "flag")
            let otherRan = Box(false)
            let other = sim.spawn(name: "other") { otherRan.value.withLock { $0 = true } }
            switch operation {
            case .load: _ = await atomic.load()
            case .store: await atomic.store(1)
            case .exchange: _ = await atomic.exchange(1)
            case .compareExchange: _ = await atomic.compareExchange(expected: 0, desired: 1)
            case .nothing: break
            }
            let ran = otherRan.value.withLock { $0 }
            try await other.value
            return ran
        }
    }

    @Test(
        "Every operation is a choice point: another task may run before it, with no yield written",
        arguments: [Operation.load, .store, .exchange, .compareExchange]
    )
    func operationIsAChoicePoint(operation: Operation) {
        var seen: Set<Bool> = []
        for seed in 0..<100 as Range<UInt64> {
            let outcome = Simulation.run(SimulationOptions(seed: seed), name: "point", Self.otherRanFirst(operation))
            guard let ran = outcome.value else {
                Issue.record("seed \(seed): \(outcome.failures)")
                continue
            }
            seen.insert(ran)
        }
        #expect(seen == [false, true])
    }

    @Test("Without an operation, nothing runs between the spawn and the read: the check above can fail")
    func noOperationNoChoice() throws {
        for seed in 0..<100 as Range<UInt64> {
            let outcome = Simulation.run(SimulationOptions(seed: seed), name: "point", Self.otherRanFirst(.nothing))
            #expect(outcome.value == false, "seed \(seed): \(outcome.failures)")
        }
    }

    @Test("compareExchange writes only over the expected value and returns the value it found")
    func compareExchangeSemantics() {
        let outcome = Simulation.run(SimulationOptions(seed: 1), name: "cas") { _ in
            let atomic = SimulatedAtomic(5, name: "value")
            let missed = await atomic.compareExchange(expected: 4, desired: 9)
            let afterMiss = await atomic.load()
            let hit = await atomic.compareExchange(expected: 5, desired: 7)
            let previous = await atomic.exchange(8)
            await atomic.store(3)
            let last = await atomic.load()
            return [
                missed.exchanged ? 1 : 0, missed.original, afterMiss, hit.exchanged ? 1 : 0, hit.original, previous,
                last,
            ]
        }
        #expect(outcome.value == [0, 5, 5, 1, 5, 7, 3], "\(outcome.failures)")
    }

    @Test(
        "A check-then-act made one atomic step passes 10,000 schedules, random and PCT; load-then-store is found",
        arguments: [OnceRegistry.Version.compareExchange, .exchange]
    )
    func oneStepFixPasses(version: OnceRegistry.Version) async throws {
        for strategy in [SchedulingStrategy.random, .pct(depth: 2)] {
            let buggy = await Explorer.exploreDetached(
                seeds: 0..<1_000, strategy: strategy, name: "once", shrink: false,
                OnceRegistry.body(.atomicCheckThenAct))
            let failure = try #require(buggy.firstFailure, "\(strategy) did not find load-then-store")
            #expect(failure.failure.message == "the download started 2 times")
            let fixed = await Explorer.exploreDetached(
                seeds: TestBudget.seeds(10_000), strategy: strategy, name: "once-fixed", shrink: false,
                OnceRegistry.body(version))
            #expect(fixed.passed, "\(fixed.firstFailure?.report ?? "")")
            #expect(fixed.distinctTraces > 1)
        }
    }
}
