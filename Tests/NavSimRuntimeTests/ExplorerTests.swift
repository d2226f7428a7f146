import Foundation
import NavSimRuntime
import Testing

@Suite("Explorer")
struct ExplorerTests {
    /// Schedules run until the first failure in `trials` disjoint seed ranges, or `nil` if one found none.
    static func schedulesToFind(_ strategy: SchedulingStrategy, trials: Int = 5, limit: UInt64 = 100_000) -> [Int]? {
        var counts: [Int] = []
        for trial in 0..<UInt64(trials) {
            let start = trial * 1_000_000
            let report = Explorer.explore(
                seeds: start..<start + limit,
                strategy: strategy,
                name: "planted",
                shrink: false,
                Programs.plantedDepthTwo(steps: 8)
            )
            guard report.firstFailure != nil else { return nil }
            counts.append(report.schedulesRun)
        }
        return counts
    }

    @Test("PCT finds a planted depth-2 ordering bug in fewer schedules than uniform random")
    func pctBeatsRandom() throws {
        let pct = try #require(Self.schedulesToFind(.pct(depth: 2)))
        let random = try #require(Self.schedulesToFind(.random))
        print(
            "planted depth-2 bug, schedules to find it in 5 trials: PCT \(pct) (total \(pct.reduce(0, +))), random \(random) (total \(random.reduce(0, +)))"
        )
        #expect(pct.reduce(0, +) * 10 < random.reduce(0, +))
    }

    @Test("Shards partition the seeds and merge to the unsharded report")
    func shardsMerge() throws {
        let whole = Explorer.explore(seeds: 0..<300, name: "race4", shrink: false, Race4.body(fixed: false))
        let parts = (0..<3).map { index in
            Explorer.explore(
                seeds: 0..<300,
                shard: Shard(index: index, count: 3),
                name: "race4",
                shrink: false,
                Race4.body(fixed: false)
            )
        }
        // Shards may run on other machines: their reports travel as JSON.
        let travelled = try parts.map { part in
            try JSONDecoder().decode(ExplorationReport.self, from: JSONEncoder().encode(part))
        }
        let merged = try #require(ExplorationReport.merged(travelled))
        #expect(merged.firstFailure?.seed == whole.firstFailure?.seed)
        #expect(merged.firstFailure?.schedule == whole.firstFailure?.schedule)
        #expect(merged.firstFailure?.trace == whole.firstFailure?.trace)
        #expect(merged.firstFailure?.failure == whole.firstFailure?.failure)

        let passing = (0..<4).map { index in
            Explorer.explore(seeds: 0..<200, shard: Shard(index: index, count: 4), name: "four") {
                await Programs.fourTasks($0)
            }
        }
        #expect(passing.map(\.schedulesRun) == [50, 50, 50, 50])
        let all = Explorer.explore(seeds: 0..<200, name: "four") { await Programs.fourTasks($0) }
        #expect(ExplorationReport.merged(passing)?.traceDigests == all.traceDigests)
    }

    @Test("Shard parses i/n and rejects nonsense", arguments: ["0/1", "3/4", "4/4", "x", "1/0", "-1/2"])
    func shardParsing(text: String) {
        let valid = ["0/1", "3/4"].contains(text)
        #expect((Shard(parsing: text) != nil) == valid)
        #expect(Shard(parsing: text).map(\.description) == (valid ? text : nil))
    }

    @Test("A failure report names the seed, the replay call and the timeline")
    func failureReport() throws {
        let report = Explorer.explore(seeds: 0..<1_000, name: "race4", Race4.body(fixed: false))
        let failure = try #require(report.firstFailure)
        #expect(failure.report.contains("race4 failed with seed \(failure.seed)"))
        #expect(failure.report.contains("Simulation.replay(try Schedule(parsing: \"navsim1;"))
        #expect(failure.report.contains("decision requested"))
    }
}
