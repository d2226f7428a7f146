import NavSimRuntime
import NavSimTestBudget
import Synchronization
import Testing

@Suite("Simulated dispatch queues, groups, semaphores, work items")
struct QueueTests {
    @Test("A serial queue runs its items in order and never two at once, in every schedule of 10,000")
    func serialQueueIsFirstInFirstOut() async {
        let body: @Sendable (SimulationContext) async throws -> [Int] = { sim in
            let queue = SimulatedQueue(label: "serial")
            let inside = SimulatedAtomic(0, name: "inside")
            let order = Mutex<[Int]>([])
            let group = SimulatedGroup()
            for index in 0..<4 {
                queue.async(group: group) {
                    let before = await inside.exchange(1)
                    sim.expect(before == 0, "item \(index) overlapped another")
                    order.withLock { $0.append(index) }
                    await inside.store(0)
                }
            }
            let other = sim.spawn(name: "other") {
                for _ in 0..<3 { await Task.yield() }
            }
            await group.wait()
            try await other.value
            return order.withLock { $0 }
        }
        let (orders, traces, failed) = await offThePool {
            var orders: Set<[Int]> = []
            var traces: Set<UInt64> = []
            var failed: [UInt64] = []
            for seed in TestBudget.seeds(10_000) {
                let outcome = Simulation.run(SimulationOptions(seed: seed), name: "serial", body)
                if !outcome.succeeded { failed.append(seed) }
                orders.insert(outcome.value ?? [])
                traces.insert(outcome.trace.digest)
            }
            return (orders, traces, failed)
        }
        #expect(failed.isEmpty)
        #expect(orders == [[0, 1, 2, 3]])
        #expect(traces.count > 100)
    }

    @Test("The main queue and the main actor share one line: first come, first served, in 10,000 schedules")
    func mainQueueIsTheMainActorsLine() async {
        let body: @Sendable (SimulationContext) async -> [String] = { sim in
            let order = Box<[String]>([])
            let group = SimulatedGroup()
            var tasks: [Task<Void, Never>] = []
            for index in 0..<3 {
                group.enter()
                SimulatedQueue.main.async {
                    MainActor.assertIsolated("a main-queue item")
                    order.value.withLock { $0.append("queue\(index)") }
                    group.leave()
                }
                tasks.append(Task { @MainActor in order.value.withLock { $0.append("actor\(index)") } })
            }
            let competitor = sim.spawn(name: "competitor") { for _ in 0..<3 { await Task.yield() } }
            await group.wait()
            for task in tasks { await task.value }
            _ = try? await competitor.value
            return order.value.withLock { $0 }
        }
        let (orders, failed) = await offThePool {
            var orders: Set<[String]> = []
            var failed: [UInt64] = []
            for seed in TestBudget.seeds(10_000) {
                let outcome = Simulation.run(SimulationOptions(seed: seed), name: "main", body)
                if !outcome.succeeded { failed.append(seed) }
                orders.insert(outcome.value ?? [])
            }
            return (orders, failed)
        }
        #expect(failed.isEmpty)
        #expect(orders == [["queue0", "actor0", "queue1", "actor1", "queue2", "actor2"]])
    }

    @Test("A group notifies after the last leave, and everything the items did happens before it")
    func groupNotifiesAfterTheLastLeave() async {
        let body: @Sendable (SimulationContext) async throws -> Void = { sim in
            let results = SharedCell([Int](), name: "results")
            let lock = SimulatedMutex("results")
            let group = SimulatedGroup(name: "fetches")
            let done = SimulatedSemaphore(value: 0)
            for index in 0..<3 {
                SimulatedQueue.global().async(group: group) {
                    await lock.withLock { results.modify { $0.append(index) } }
                }
            }
            group.notify(queue: SimulatedQueue(label: "ui")) {
                sim.expect(results.read().count == 3, "notify ran after \(results.read().count) leaves")
                done.signal()
            }
            await done.wait()
        }
        let report = await Explorer.exploreDetached(seeds: 0..<2_000, name: "group", shrink: false, body)
        #expect(report.passed, "\(report.firstFailure?.report ?? "")")
        #expect(report.distinctTraces > 10)
    }

    @Test("An unbalanced leave is libdispatch's message")
    func unbalancedLeave() {
        let outcome = Simulation.run(name: "leave") { _ in SimulatedGroup().leave() }
        #expect(outcome.failure?.message == "BUG IN CLIENT OF LIBDISPATCH: Unbalanced call to dispatch_group_leave()")
    }

    @Test("sync onto the queue running the caller is a deadlock with libdispatch's message")
    func syncOnTheCurrentQueue() throws {
        let outcome = Simulation.run(name: "sync") { _ in
            let queue = SimulatedQueue(label: "com.example.cache")
            let group = SimulatedGroup()
            queue.async(group: group) {
                _ = await queue.sync { 1 }
            }
            await group.wait()
        }
        let failure = try #require(outcome.failure)
        #expect(failure.kind == .deadlock)
        #expect(failure.message.contains("called sync on 'com.example.cache', the queue it runs on"))
        #expect(failure.message.contains("dispatch_sync called on queue already owned by current thread"))
    }

    @Test("sync returns the block's value after the items sent before it")
    func syncWaitsItsTurn() {
        let outcome = Simulation.run(SimulationOptions(seed: 5), name: "sync") { _ in
            let queue = SimulatedQueue(label: "store")
            let value = Mutex(0)
            for _ in 0..<3 { queue.async { value.withLock { $0 += 1 } } }
            return await queue.sync { value.withLock { $0 } }
        }
        #expect(outcome.value == 3, "\(outcome.failures)")
    }

    @Test("Two queues syncing onto each other deadlock, and the cycle is named")
    func syncCycle() throws {
        let report = Explorer.explore(seeds: 0..<500, name: "cycle") { _ in
            let first = SimulatedQueue(label: "first")
            let second = SimulatedQueue(label: "second")
            let lock = SimulatedMutex("shared")
            let group = SimulatedGroup()
            first.async(group: group) {
                await lock.lock()
                _ = await second.sync { 1 }
                lock.unlock()
            }
            second.async(group: group) {
                await lock.lock()
                lock.unlock()
            }
            await group.wait()
        }
        let failure = try #require(report.firstFailure?.failure)
        #expect(failure.kind == .deadlock)
        #expect(failure.message.contains("waits for lock 'shared'"))
        #expect(failure.message.contains("waits in sync on queue 'second'"))
    }

    @Test("A semaphore hands a signal to the waiter; a wait with a timeout ends on the virtual clock")
    func semaphore() {
        let outcome = Simulation.run(SimulationOptions(seed: 2), name: "semaphore") { sim in
            let ready = SimulatedSemaphore(value: 0)
            let never = SimulatedSemaphore(value: 0)
            SimulatedQueue(label: "worker").async { ready.signal() }
            await ready.wait()
            let start = sim.now
            let result = await never.wait(timeout: .now() + .milliseconds(250))
            return (result, sim.now - start)
        }
        #expect(outcome.value?.0 == .timedOut)
        #expect(outcome.value?.1 == .milliseconds(250))
    }

    @Test("asyncAfter runs at its virtual deadline; a work item cancelled before then is skipped")
    func asyncAfterAndCancel() {
        let outcome = Simulation.run(SimulationOptions(seed: 3), name: "after") { sim in
            let queue = SimulatedQueue(label: "timers")
            let ran = Mutex<[String]>([])
            let done = SimulatedSemaphore(value: 0)
            let timeout = SimulatedWorkItem { ran.withLock { $0.append("timeout") } }
            queue.asyncAfter(deadline: .now() + .seconds(5), execute: timeout)
            queue.asyncAfter(deadline: .now() + .milliseconds(20)) {
                ran.withLock { $0.append("reply at \(sim.now.description)") }
                timeout.cancel()
                done.signal()
            }
            await done.wait()
            try await sim.clock.sleep(for: .seconds(10))
            return ran.withLock { $0 }
        }
        #expect(outcome.value == ["reply at 0.02 seconds"], "\(outcome.failures)")
    }
}

/// A mutex in a class, to share with closures that take their captures by value.
final class Box<Value: Sendable>: Sendable {
    let value: Mutex<Value>

    init(_ value: Value) { self.value = Mutex(value) }
}
