import Foundation
import NavSimRuntime
import Synchronization
import Testing

@Suite("Explore on several threads")
struct ParallelExploreTests {
    /// The parts of a report a thread count must not change.
    static func summary(_ report: ExplorationReport) -> (Int, Set<UInt64>, UInt64?, String?) {
        (
            report.schedulesRun, report.traceDigests, report.firstFailure?.seed,
            report.firstFailure.map { $0.bestSchedule.encoded }
        )
    }

    @Test("A failing program: 1, 2 and 3 threads give the same first failing seed, counts and shrunk schedule")
    func failingIsIdentical() {
        for strategy in [SchedulingStrategy.random, .pct(depth: 2)] {
            let one = Explorer.explore(seeds: 0..<300, strategy: strategy, name: "race4", Race4.body(fixed: false))
            #expect(one.firstFailure != nil)
            for jobs in [2, 3] {
                let many = Explorer.explore(
                    seeds: 0..<300, strategy: strategy, name: "race4", jobs: jobs, Race4.body(fixed: false))
                #expect(Self.summary(many) == Self.summary(one), "\(strategy), \(jobs) threads")
            }
        }
    }

    @Test("A passing program: every seed runs once whatever the thread count, and a shard stays a shard")
    func passingIsIdentical() {
        let one = Explorer.explore(seeds: 5..<205, name: "race4", Race4.body(fixed: true))
        let two = Explorer.explore(seeds: 5..<205, name: "race4", jobs: 2, Race4.body(fixed: true))
        #expect(one.passed && two.passed)
        #expect(one.schedulesRun == 200 && two.schedulesRun == 200)
        #expect(one.traceDigests == two.traceDigests)
        let shard = Explorer.explore(
            seeds: 5..<205, shard: Shard(index: 2, count: 3), name: "race4", jobs: 4, Race4.body(fixed: true))
        #expect(shard.schedulesRun == (5..<205).filter { $0 % 3 == 2 }.count)
    }

    @Test("On several threads, each thread makes its own body, once, and the report is the one body gives")
    func threadBodies() {
        let made = Mutex(0)
        let body = Race4.body(fixed: false)
        let one = Explorer.explore(seeds: 0..<300, name: "race4", body)
        for jobs in [2, 3] {
            made.withLock { $0 = 0 }
            let many = Explorer.explore(
                seeds: 0..<300, name: "race4", jobs: jobs, body,
                threadBody: {
                    made.withLock { $0 += 1 }
                    return Race4.body(fixed: false)
                })
            #expect(made.withLock { $0 } == jobs)
            #expect(Self.summary(many) == Self.summary(one), "\(jobs) threads")
        }
        // One thread runs the body it was given.
        made.withLock { $0 = 0 }
        _ = Explorer.explore(
            seeds: 0..<20, name: "race4", body,
            threadBody: {
                made.withLock { $0 += 1 }
                return body
            })
        #expect(made.withLock { $0 } == 0)
    }

    @Test("A string's unshared copy has the same text in storage of its own; a small string is its own copy")
    func unsharedStrings() {
        let long = String(repeating: "navigation ", count: 4)
        let copy = long.unshared
        #expect(copy == long)
        #expect(unsafeBitCast(copy, to: (UInt64, UInt64).self) != unsafeBitCast(long, to: (UInt64, UInt64).self))
        #expect("WebView#1".unshared == "WebView#1")
        let parameters = ["scenario": long, "jitter": "5"]
        #expect(parameters.unshared == parameters)
    }

    @Test("A report says how long it took; merged shards take the longest one's time")
    func elapsed() throws {
        let report = Explorer.explore(seeds: 0..<50, name: "race4", Race4.body(fixed: true))
        #expect(report.elapsed > .zero)
        #expect(report.schedulesPerSecond > 0)
        let data = try JSONEncoder().encode(report)
        let decoded = try JSONDecoder().decode(ExplorationReport.self, from: data)
        #expect(decoded.elapsed == report.elapsed && decoded.traceDigests == report.traceDigests)
        // A report written before reports had a time reads as zero.
        var object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["elapsed"] = nil
        let old = try JSONDecoder().decode(
            ExplorationReport.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.elapsed == .zero && old.schedulesPerSecond == 0)
        let merged = try #require(ExplorationReport.merged([report, old]))
        #expect(merged.elapsed == report.elapsed)
    }

    @Test("failureRate counts every failing seed, the same on any number of threads")
    func failureRate() {
        let one = Explorer.failureRate(seeds: 0..<200, name: "race4", Race4.body(fixed: false))
        let two = Explorer.failureRate(seeds: 0..<200, name: "race4", jobs: 2, Race4.body(fixed: false))
        #expect(one == two)
        #expect(one.schedulesRun == 200)
        #expect(one.failures > 1 && one.failures < 200)
        let first = Explorer.explore(seeds: 0..<200, name: "race4", shrink: false, Race4.body(fixed: false))
        #expect(one.failingSeeds.first == first.firstFailure?.seed)
        #expect(Explorer.failureRate(seeds: 0..<50, name: "race4", Race4.body(fixed: true)).fraction == 0)
    }
}
