import NavSimRuntime
import Synchronization
import Testing

@Suite("VirtualClock")
struct VirtualClockTests {
    @Test("A million virtual milliseconds pass instantly")
    func longSleep() throws {
        let outcome = Simulation.run(name: "long") { sim in
            try await sim.clock.sleep(for: .milliseconds(1_000_000))
            return sim.now
        }
        #expect(outcome.succeeded)
        #expect(outcome.value == .seconds(1_000))
        #expect(outcome.elapsed == .seconds(1_000))
    }

    @Test("Time advances only when nothing can run, straight to the earliest deadline")
    func advancesAtQuiescence() throws {
        let outcome = Simulation.run(SimulationOptions(seed: 5), name: "order") { sim in
            let clock = try #require(sim.virtualClock)
            let start = clock.now
            for _ in 0..<10 { await Task.yield() }
            let afterYields = clock.now
            try await clock.sleep(until: start.advanced(by: .milliseconds(7)), tolerance: nil)
            return (afterYields.offset, clock.now.offset)
        }
        let (afterYields, afterSleep) = try #require(outcome.value)
        #expect(afterYields == .zero)
        #expect(afterSleep == .milliseconds(7))
    }

    @Test("Timers fire by deadline, then in the order they were set", arguments: [0, 1, 2, 3] as [UInt64])
    func timerOrder(seed: UInt64) throws {
        let outcome = Simulation.run(SimulationOptions(seed: seed, strategy: .fifo), name: "timers") { sim in
            let woke = WakeLog()
            await withTaskGroup(of: Void.self) { group in
                for (name, delay) in [("c", 30), ("a", 10), ("b", 20), ("a2", 10)] {
                    group.addTask(name: name) {
                        try? await sim.clock.sleep(for: .milliseconds(delay))
                        woke.names.withLock { $0.append(name) }
                    }
                }
            }
            return woke.names.withLock { $0 }
        }
        #expect(outcome.value == ["a", "a2", "b", "c"])
    }

    @Test("Cancelling a sleeping task wakes it at once with CancellationError")
    func cancelSleeper() throws {
        let outcome = Simulation.run(SimulationOptions(seed: 11), name: "cancel") { sim in
            let sleeper = sim.spawn(name: "sleeper") {
                try await sim.clock.sleep(for: .seconds(3_600))
            }
            try await sim.clock.sleep(for: .milliseconds(5))
            sleeper.cancel()
            do {
                try await sleeper.value
                return Duration.zero
            } catch is CancellationError {
                return sim.now
            }
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value == .milliseconds(5))
        #expect(outcome.elapsed == .milliseconds(5))
    }

    @Test("A sleep's cancellation is the task's newest: the sleeper is woken before the handlers around the sleep run")
    func sleepCancellationIsInnermost() throws {
        // Oldest job first: the order the runtime's cancellation enqueued the two tasks is the order they run.
        let outcome = Simulation.run(SimulationOptions(seed: 3, strategy: .fifo), name: "innermost") { sim in
            let log = WakeLog()
            let gate = Gate()
            let waiter = sim.spawn(name: "waiter") {
                await gate.wait()
                log.names.withLock { $0.append("waiter") }
            }
            let sleeper = sim.spawn(name: "sleeper") {
                await withTaskCancellationHandler {
                    try? await sim.clock.sleep(for: .seconds(3_600))
                    log.names.withLock { $0.append("sleeper") }
                } onCancel: {
                    gate.open()
                }
            }
            try await sim.clock.sleep(for: .milliseconds(5))
            sleeper.cancel()
            _ = try await (sleeper.value, waiter.value)
            return log.names.withLock { $0 }
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value == ["sleeper", "waiter"])
        #expect(outcome.elapsed == .milliseconds(5))
    }

    @Test("A task cancelled after its sleep ended is not woken again, and its next sleep throws")
    func cancelledAfterWaking() throws {
        let outcome = Simulation.run(SimulationOptions(seed: 4), name: "after") { sim in
            let sleeper = sim.spawn(name: "sleeper") { () async -> (Bool, Bool) in
                let first = (try? await sim.clock.sleep(for: .milliseconds(1))) != nil
                await Task.yield()
                let second = (try? await sim.clock.sleep(for: .milliseconds(1))) != nil
                return (first, second)
            }
            try await sim.clock.sleep(for: .milliseconds(1))
            sleeper.cancel()
            return try await sleeper.value
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        let (first, second) = try #require(outcome.value)
        #expect(first)
        #expect(!second)
    }

    @Test("Sleeping in an already cancelled task throws without waiting")
    func cancelledBeforeSleep() throws {
        let outcome = Simulation.run(name: "precancelled") { sim in
            let task = sim.spawn(name: "late") {
                withUnsafeCurrentTask { $0?.cancel() }
                try await sim.clock.sleep(for: .seconds(1))
            }
            do {
                try await task.value
                return false
            } catch {
                return error is CancellationError
            }
        }
        #expect(outcome.value == true)
        #expect(outcome.elapsed == .zero)
    }
}

/// Wake-up order, shared by sleeping tasks.
final class WakeLog: Sendable {
    let names = Mutex<[String]>([])
}

/// A one-time gate a task waits at until another opens it, before or after the wait began.
final class Gate: Sendable {
    private let state = Mutex<(open: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                if state.open { return true }
                state.waiter = continuation
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func open() {
        let waiter = state.withLock { state in
            state.open = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }
}
