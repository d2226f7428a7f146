import Foundation
import NavSimRuntime
import NavSimTestBudget
import Synchronization
import Testing

/// App state on the main actor, as an app keeps it.
@MainActor
final class PendingLoads {
    var inFlight: Set<String> = []
    var started: [String] = []

    /// The app's check-then-act: it checks, awaits, then acts, as if nothing could change in between.
    func startOnce(_ url: String, _ sim: SimulationContext) async {
        guard !inFlight.contains(url) else { return }
        try? await sim.clock.sleep(for: .milliseconds(1))  // asks a server whether the URL is allowed
        inFlight.insert(url)
        started.append(url)
        sim.record("start \(url)", actor: "MainActor")
    }

    /// The fix: the check and the act in one main-actor turn; the wait happens after.
    func startOnceFixed(_ url: String, _ sim: SimulationContext) async {
        guard inFlight.insert(url).inserted else { return }
        started.append(url)
        sim.record("start \(url)", actor: "MainActor")
        try? await sim.clock.sleep(for: .milliseconds(1))
    }
}

@Suite("The main actor in the schedule")
struct MainActorTests {
    static func twoTaps(fixed: Bool) -> @Sendable (SimulationContext) async throws -> Void {
        { sim in
            let loads = PendingLoads()
            await withTaskGroup(of: Void.self) { group in
                for tap in 0..<2 {
                    group.addTask(name: "tap\(tap)") {
                        if fixed {
                            await loads.startOnceFixed("https://example.com/a", sim)
                        } else {
                            await loads.startOnce("https://example.com/a", sim)
                        }
                    }
                }
            }
            let started = await loads.started
            sim.expect(started.count == 1, "the URL started \(started.count) times")
        }
    }

    @Test("A main-actor check-then-act across an await is found, replayed byte for byte, and its fix passes")
    func checkThenActAcrossAnAwait() async throws {
        let report = await Explorer.exploreDetached(seeds: 0..<1_000, name: "taps", Self.twoTaps(fixed: false))
        let failure = try #require(report.firstFailure)
        #expect(failure.failure.kind == .expectation)
        #expect(failure.failure.message == "the URL started 2 times")
        let again = Simulation.replay(failure.schedule, name: "taps", Self.twoTaps(fixed: false))
        #expect(again.trace.serialized == failure.trace.serialized)
        #expect(again.timeline.contains("@MainActor  start https://example.com/a"))
        let shrunk = try #require(failure.shrunk)
        let replayed = Simulation.replay(shrunk.schedule, name: "taps", Self.twoTaps(fixed: false))
        #expect(replayed.trace.serialized == shrunk.trace.serialized)

        let fixed = await Explorer.exploreDetached(
            seeds: TestBudget.seeds(10_000), name: "taps-fixed", shrink: false, Self.twoTaps(fixed: true))
        #expect(fixed.passed, "\(fixed.firstFailure?.report ?? "")")
    }

    @Test("Main-actor code runs isolated to the main actor: assertIsolated, preconditionIsolated, assumeIsolated")
    func isolationHolds() {
        let outcome = Simulation.run(SimulationOptions(seed: 3), name: "isolated") { sim in
            let loads = PendingLoads()
            await loads.startOnce("https://example.com/", sim)
            await MainActor.run {
                MainActor.assertIsolated("MainActor.run")
                MainActor.preconditionIsolated("MainActor.run")
                sim.record("in MainActor.run")
            }
            let task = Task { @MainActor in
                MainActor.assertIsolated("Task { @MainActor in }")
                return loads.started.count
            }
            let count = await task.value
            let closure: @MainActor @Sendable () -> Int = { MainActor.assumeIsolated { loads.started.count } }
            let again = await closure()
            sim.expect(count == 1 && again == 1, "the main actor saw \(count) and \(again) loads")
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.timeline.contains("in MainActor.run"))
    }

    @Test("Asserting the main actor off it is an isolation failure, not a crash")
    func assertingOffTheMainActorFails() throws {
        let outcome = Simulation.run(name: "off-main") { _ in
            MainActor.assertIsolated("nonisolated code")
        }
        let failure = try #require(outcome.failure)
        #expect(failure.kind == .isolation)
        #expect(failure.message.hasPrefix("MainActor isolation was asserted or assumed off the MainActor"))
    }

    @Test("Main-actor jobs run in the order they were sent, in every schedule of 10,000")
    func mainActorIsFirstInFirstOut() async {
        let body: @Sendable (SimulationContext) async -> [Int] = { sim in
            let order = OrderBox()
            var tasks: [Task<Void, Never>] = []
            for index in 0..<5 {
                tasks.append(Task { @MainActor in order.values.append(index) })
            }
            // Other work competes for every step meanwhile.
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<2 {
                    group.addTask {
                        for _ in 0..<3 { await Task.yield() }
                    }
                }
            }
            for task in tasks { await task.value }
            return await order.values
        }
        let (orders, traces) = await offThePool {
            var orders: Set<[Int]> = []
            var traces: Set<UInt64> = []
            for seed in TestBudget.seeds(10_000) {
                let outcome = Simulation.run(SimulationOptions(seed: seed), name: "fifo", body)
                orders.insert(outcome.value ?? [])
                traces.insert(outcome.trace.digest)
            }
            return (orders, traces)
        }
        #expect(orders == [[0, 1, 2, 3, 4]])
        #expect(traces.count > 100)
    }

    @Test(
        "A main-actor job from outside any simulation is left alone while a simulation runs",
        .timeLimit(.minutes(10))
    )
    func outsideJobsAreLeftAlone() {
        let outcome = Simulation.run(SimulationOptions(seed: 1), name: "inside") { sim in
            await MainActor.run { sim.record("simulated main actor") }
            let driving = UInt(bitPattern: Int(bitPattern: pthread_self()))
            // Another thread sends a job to the main actor while the simulation's thread waits for it. Had
            // the simulation taken the job, it could never run: its thread is blocked right here.
            let ranOn = Box<UInt>(0)
            let done = DispatchSemaphore(value: 0)
            Thread {
                Task { @MainActor in
                    ranOn.value.withLock { $0 = UInt(bitPattern: Int(bitPattern: pthread_self())) }
                    done.signal()
                }
            }.start()
            done.wait()
            await MainActor.run { sim.record("simulated main actor again") }
            return ranOn.value.withLock { $0 } != driving
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value == true)
        #expect(outcome.timeline.contains("simulated main actor again"))
    }

    @Test("On another thread the main actor's executor is the process's, inside a simulation it is its lane")
    func otherThreadsSeeTheRealMainActor() {
        let outcome = Simulation.run(name: "threads") { sim in
            let inside = Executors.identity(of: MainActor.sharedUnownedExecutor)
            let outside = Mutex<UInt>(0)
            let done = DispatchSemaphore(value: 0)
            Thread {
                outside.withLock { $0 = Executors.identity(of: MainActor.sharedUnownedExecutor) }
                done.signal()
            }.start()
            done.wait()
            return inside != outside.withLock { $0 }
        }
        #expect(outcome.value == true)
    }
}

/// Values appended on the main actor.
@MainActor
final class OrderBox {
    var values: [Int] = []
}

enum Executors {
    /// The identity word of an executor reference.
    static func identity(of executor: UnownedSerialExecutor) -> UInt {
        unsafeBitCast(executor, to: (UInt, UInt).self).0
    }
}
