import NavSim
import NavSimTestBudget
import NavSimTestSupport
import NavSimWebKit
import Synchronization
import Testing

/// A cache as apps write it: reads with `sync` on a concurrent queue, writes with `async(flags: .barrier)`.
private final class ReaderWriterCache: Sendable {
    let queue = NavSimDispatchQueue(label: "org.example.cache", attributes: .concurrent)
    let store = SharedCell([String: String](), name: "store")
    let barrier: Bool

    init(barrier: Bool) { self.barrier = barrier }

    func set(_ value: String, for key: String) {
        queue.async(flags: barrier ? .barrier : []) { self.store.modify { $0[key] = value } }
    }

    func value(for key: String) -> String? {
        queue.sync { store.read()[key] }
    }
}

@Suite("NavSimDispatchQueue: sync blocks in the schedule, barriers")
struct NavSimDispatchQueueSyncTests {
    @Test("sync on a serial queue runs after the blocks sent before it, in 10,000 schedules")
    func serialSyncWaitsForEarlierBlocks() async {
        let body: @Sendable (SimulationContext) async throws -> [String] = { sim in
            let queue = NavSimDispatchQueue(label: "org.example.store")
            let other = NavSimDispatchQueue(label: "org.example.other")
            let log = Mutex<[String]>([])
            let group = SimulatedGroup()
            for index in 0..<3 {
                group.enter()
                queue.async {
                    log.withLock { $0.append("item\(index)") }
                    group.leave()
                }
                group.enter()
                other.async {
                    log.withLock { $0.append("other\(index)") }
                    group.leave()
                }
            }
            let count = queue.sync { log.withLock { $0.filter { $0.hasPrefix("item") }.count } }
            log.withLock { $0.append("sync saw \(count)") }
            await group.wait()
            return log.withLock { $0 }.filter { !$0.hasPrefix("other") }
        }
        let (orders, traces, failed) = await offThePool {
            var orders: Set<[String]> = []
            var traces: Set<UInt64> = []
            var failed: [String] = []
            for seed in TestBudget.seeds(10_000) {
                let outcome = Simulation.run(SimulationOptions(seed: seed), name: "sync", body)
                if let failure = outcome.failure { failed.append("seed \(seed): \(failure.message)") }
                orders.insert(outcome.value ?? [])
                traces.insert(outcome.trace.digest)
            }
            return (orders, traces, failed)
        }
        #expect(failed.isEmpty, "\(failed.prefix(3))")
        #expect(orders == [["item0", "item1", "item2", "sync saw 3"]])
        #expect(traces.count > 10)
    }

    @Test("sync onto the queue the block runs on is a deadlock with libdispatch's message")
    func syncOnTheCurrentQueue() throws {
        let outcome = Simulation.run(name: "sync") { _ in
            let queue = NavSimDispatchQueue(label: "org.example.files")
            let group = SimulatedGroup()
            group.enter()
            queue.async {
                queue.sync {}
                group.leave()
            }
            await group.wait()
        }
        let failure = try #require(outcome.failure)
        #expect(failure.kind == .deadlock)
        #expect(failure.message.contains("called sync on 'org.example.files', the queue it runs on"))
        #expect(failure.message.contains("dispatch_sync called on queue already owned by current thread"))
    }

    @Test("Two queues syncing onto each other deadlock, with the wait-for cycle, in every schedule of 50")
    func syncCycle() throws {
        for seed in 0..<50 as Range<UInt64> {
            let outcome = Simulation.run(SimulationOptions(seed: seed), name: "cycle") { _ in
                let first = NavSimDispatchQueue(label: "first")
                let second = NavSimDispatchQueue(label: "second")
                let group = SimulatedGroup()
                group.enter()
                group.enter()
                first.async {
                    second.sync {}
                    group.leave()
                }
                second.async {
                    first.sync {}
                    group.leave()
                }
                await group.wait()
            }
            let failure = try #require(outcome.failure)
            #expect(failure.kind == .deadlock)
            #expect(failure.message.contains("waits in sync on queue 'first'"))
            #expect(failure.message.contains("waits in sync on queue 'second'"))
        }
    }

    @Test("main.sync from a queue runs on the simulated main actor, after the main queue's earlier blocks")
    func mainSync() {
        let outcome = Simulation.run(SimulationOptions(seed: 7), name: "main") { sim -> [String] in
            let log = Mutex<[String]>([])
            let group = SimulatedGroup()
            group.enter()
            NavSimDispatchQueue.main.async { log.withLock { $0.append("main0") } }
            NavSimDispatchQueue(label: "org.example.work").async {
                let value = NavSimDispatchQueue.main.sync { () -> Int in
                    MainActor.assumeIsolated { log.withLock { $0.append("sync main=\(sim.isOnMainActor)") } }
                    return 7
                }
                log.withLock { $0.append("after \(value) main=\(sim.isOnMainActor)") }
                group.leave()
            }
            await group.wait()
            return log.withLock { $0 }
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value == ["main0", "sync main=true", "after 7 main=false"])
    }

    @Test("main.sync on the main queue is a deadlock with libdispatch's message")
    func mainSyncOnMain() throws {
        let outcome = Simulation.run(name: "main") { _ in
            let group = SimulatedGroup()
            group.enter()
            NavSimDispatchQueue.main.async {
                NavSimDispatchQueue.main.sync {}
                group.leave()
            }
            await group.wait()
        }
        let failure = try #require(outcome.failure)
        #expect(failure.kind == .deadlock)
        #expect(failure.message.contains("called sync on 'com.apple.main-thread', the queue it runs on"))
    }

    static func cache(barrier: Bool) -> @Sendable (SimulationContext) async throws -> Void {
        { sim in
            let cache = ReaderWriterCache(barrier: barrier)
            let writers = (0..<2).map { index in
                sim.spawn(name: "writer\(index)") { cache.set("v\(index)", for: "k\(index)") }
            }
            // The reading thread reads while the writes go on.
            for _ in 0..<3 {
                _ = cache.value(for: "k0")
                await Task.yield()
            }
            for task in writers { try await task.value }
            cache.queue.sync(flags: .barrier) {}
            sim.expect(cache.value(for: "k0") == "v0" && cache.value(for: "k1") == "v1", "a write was lost")
        }
    }

    @Test("A reader/writer dictionary with barrier writes has no data race, in 10,000 schedules")
    func barrierWrites() async {
        let report = await Explorer.exploreDetached(
            seeds: TestBudget.seeds(10_000), name: "cache", shrink: false, Self.cache(barrier: true))
        #expect(report.passed, "\(report.firstFailure?.report ?? "")")
        #expect(report.distinctTraces > 10)
    }

    @Test("Without the barrier the writes race: found within 100 seeds and replayed byte for byte")
    func writesWithoutBarrier() async throws {
        let report = await Explorer.exploreDetached(seeds: 0..<100, name: "cache", Self.cache(barrier: false))
        let failure = try #require(report.firstFailure)
        #expect(failure.failure.kind == .dataRace)
        #expect(failure.failure.message.hasPrefix("data race on 'store'"))
        let replay = Simulation.replay(failure.schedule, name: "cache", Self.cache(barrier: false))
        #expect(replay.trace.serialized == failure.trace.serialized)
    }
}
