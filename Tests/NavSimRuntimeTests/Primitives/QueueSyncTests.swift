import NavSimRuntime
import NavSimTestBudget
import Synchronization
import Testing

@Suite("SimulatedQueue: sync waits its turn, barriers on concurrent queues")
struct QueueSyncTests {
    @Test("sync on a serial queue runs after every item sent before it, alone, in 10,000 schedules")
    func serialSyncIsFirstInFirstOutAndExclusive() async {
        let body: @Sendable (SimulationContext) async throws -> [String] = { sim in
            let queue = SimulatedQueue(label: "store")
            let inside = SimulatedAtomic(0, name: "inside")
            let log = Mutex<[String]>([])
            let group = SimulatedGroup()
            @Sendable func block(_ name: String) async {
                let before = await inside.exchange(1)
                sim.expect(before == 0, "\(name) overlapped another block")
                log.withLock { $0.append(name) }
                await inside.store(0)
            }
            for index in 0..<3 { queue.async(group: group) { await block("item\(index)") } }
            // Sent at any time from another task: never overlaps the sync block.
            let sender = sim.spawn(name: "sender") {
                await Task.yield()
                queue.async(group: group) { await block("late") }
            }
            let value = await queue.sync { () -> Int in
                await block("sync")
                return log.withLock { $0.count }
            }
            queue.async(group: group) { await block("item3") }
            try await sender.value
            await group.wait()
            sim.expect(value >= 4, "sync ran before the items sent before it")
            return log.withLock { $0 }.filter { $0 != "late" }
        }
        let (orders, traces, failed) = await offThePool {
            var orders: Set<[String]> = []
            var traces: Set<UInt64> = []
            var failed: [String] = []
            for seed in TestBudget.seeds(10_000) {
                let outcome = Simulation.run(SimulationOptions(seed: seed), name: "serial-sync", body)
                if let failure = outcome.failure { failed.append("seed \(seed): \(failure.message)") }
                orders.insert(outcome.value ?? [])
                traces.insert(outcome.trace.digest)
            }
            return (orders, traces, failed)
        }
        #expect(failed.isEmpty, "\(failed.prefix(3))")
        #expect(orders == [["item0", "item1", "item2", "sync", "item3"]])
        #expect(traces.count > 100)
    }

    @Test("A barrier waits for the blocks before it, runs alone, and the blocks after it wait, in 10,000 schedules")
    func barrierOrdersAConcurrentQueue() async {
        let body: @Sendable (SimulationContext) async throws -> Int = { sim in
            let queue = SimulatedQueue(label: "rw", attributes: .concurrent)
            let point = SimulatedAtomic(0, name: "point")
            let readers = Mutex(0)
            let mostReaders = Mutex(0)
            let writing = Mutex(false)
            let log = Mutex<[String]>([])
            let group = SimulatedGroup()
            @Sendable func read(_ name: String) async {
                readers.withLock { $0 += 1 }
                let now = readers.withLock { $0 }
                mostReaders.withLock { $0 = max($0, now) }
                sim.expect(!writing.withLock { $0 }, "\(name) ran beside a barrier")
                _ = await point.load()
                sim.expect(!writing.withLock { $0 }, "\(name) ran beside a barrier")
                log.withLock { $0.append(name) }
                readers.withLock { $0 -= 1 }
            }
            @Sendable func write(_ name: String) async {
                writing.withLock { $0 = true }
                sim.expect(readers.withLock { $0 } == 0, "\(name) ran beside a block")
                _ = await point.load()
                sim.expect(readers.withLock { $0 } == 0, "\(name) ran beside a block")
                log.withLock { $0.append(name) }
                writing.withLock { $0 = false }
            }
            queue.async(group: group) { await read("r0") }
            queue.async(group: group) { await read("r1") }
            queue.async(group: group, flags: .barrier) { await write("w0") }
            queue.async(group: group) { await read("r2") }
            let syncReader = sim.spawn(name: "syncReader") { await queue.sync { await read("s") } }
            await queue.sync(flags: .barrier) { await write("w1") }
            queue.async(group: group) { await read("r3") }
            try await syncReader.value
            await group.wait()
            let order = log.withLock { $0 }
            func at(_ name: String) -> Int { order.firstIndex(of: name) ?? -1 }
            sim.expect(at("w0") > at("r0") && at("w0") > at("r1"), "w0 ran before an earlier block: \(order)")
            sim.expect(at("r2") > at("w0") && at("w1") > at("r2"), "barriers out of order: \(order)")
            sim.expect(at("r3") > at("w1"), "r3 ran before the barrier sent before it: \(order)")
            return mostReaders.withLock { $0 }
        }
        let (most, failed) = await offThePool {
            var most = 0
            var failed: [String] = []
            for seed in TestBudget.seeds(10_000) {
                let outcome = Simulation.run(SimulationOptions(seed: seed), name: "barrier", body)
                if let failure = outcome.failure { failed.append("seed \(seed): \(failure.message)") }
                most = max(most, outcome.value ?? 0)
            }
            return (most, failed)
        }
        #expect(failed.isEmpty, "\(failed.prefix(3))")
        // Blocks between barriers do run side by side.
        #expect(most >= 2)
    }

    static func cache(barrier: Bool) -> @Sendable (SimulationContext) async throws -> Void {
        { sim in
            let queue = SimulatedQueue(label: "cache", attributes: .concurrent)
            let store = SharedCell([String: Int](), name: "store")
            let group = SimulatedGroup()
            let writers = (0..<2).map { (index: Int) in
                sim.spawn(name: "writer\(index)") {
                    queue.async(group: group, flags: barrier ? .barrier : []) {
                        store.modify { $0["k\(index)"] = index }
                    }
                }
            }
            let readers = (0..<2).map { index in
                sim.spawn(name: "reader\(index)") { _ = await queue.sync { store.read()["k\(index)"] } }
            }
            for task in writers + readers { try await task.value }
            await group.wait()
            sim.expect(store.read().count == 2, "a write was lost")
        }
    }

    @Test("A reader/writer dictionary with barrier writes has no data race, in 10,000 schedules")
    func barrierWritesAreNotARace() async {
        let report = await Explorer.exploreDetached(
            seeds: TestBudget.seeds(10_000), name: "cache", shrink: false, Self.cache(barrier: true))
        #expect(report.passed, "\(report.firstFailure?.report ?? "")")
        #expect(report.distinctTraces > 100)
    }

    @Test("Without the barrier the writes race: found within 100 seeds and replayed byte for byte")
    func writesWithoutBarrierRace() async throws {
        let report = await Explorer.exploreDetached(seeds: 0..<100, name: "cache", Self.cache(barrier: false))
        let failure = try #require(report.firstFailure)
        #expect(failure.failure.kind == .dataRace)
        #expect(failure.failure.message.hasPrefix("data race on 'store'"))
        let replay = Simulation.replay(failure.schedule, name: "cache", Self.cache(barrier: false))
        #expect(replay.trace.serialized == failure.trace.serialized)
    }

    @Test("A barrier sync from a block of its own concurrent queue is a deadlock")
    func barrierSyncFromItsOwnQueue() throws {
        let outcome = Simulation.run(name: "barrier") { _ in
            let queue = SimulatedQueue(label: "com.example.rw", attributes: .concurrent)
            let group = SimulatedGroup()
            queue.async(group: group) { await queue.sync(flags: .barrier) {} }
            await group.wait()
        }
        let failure = try #require(outcome.failure)
        #expect(failure.kind == .deadlock)
        #expect(failure.message.contains("called sync on 'com.example.rw', the queue it runs on"))
    }

    @Test("The global queue ignores .barrier, as libdispatch does")
    func globalQueueIgnoresBarriers() {
        let outcome = Simulation.run(SimulationOptions(seed: 3), name: "global") { sim in
            let queue = SimulatedQueue.global()
            let gate = SimulatedSemaphore(value: 0)
            let group = SimulatedGroup()
            // The first block waits for the barrier's signal: a barrier that waited for it would hang.
            queue.async(group: group) { await gate.wait() }
            queue.async(group: group, flags: .barrier) { gate.signal() }
            await group.wait()
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
    }
}
