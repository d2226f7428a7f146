import Foundation
import Testing

@Suite("explore: threads, time, shards merged")
struct ExploreScaleOutTests {
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("--jobs 1 and --jobs 2 report the same seed and counts; text and JSON give the time and rate")
    func jobsAgree() throws {
        let file = "scenarios/race5-stop-marks-inactive-later-buggy.json"
        let one = try #require(
            Navsim.json(Navsim.run(["explore", file, "--jobs", "1", "--json"]).stdout) as? [String: Any])
        let two = try #require(
            Navsim.json(Navsim.run(["explore", file, "--jobs", "2", "--json"]).stdout) as? [String: Any])
        for key in ["seed", "schedulesRun", "distinctTraces", "schedule", "verdict"] {
            #expect("\(one[key] ?? "nil")" == "\(two[key] ?? "nil")", "\(key)")
        }
        #expect(one["jobs"] as? Int == 1 && two["jobs"] as? Int == 2)
        #expect((one["elapsedSeconds"] as? Double ?? 0) > 0)
        #expect((one["schedulesPerSecond"] as? Double ?? 0) > 0)
        let text = try Navsim.run(["explore", "scenarios/race1-fallthrough-fixed.json", "--seeds", "20", "-j", "2"])
        #expect(text.status == 0)
        #expect(text.stdout.contains(" schedules/s on 2 threads"), "\(text.stdout)")
    }

    @Test("Four shards' --json reports merge into the report of one unsharded run")
    func merge() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in ["scenarios/race4-throwing-callback-buggy.json", "scenarios/race1-fallthrough-fixed.json"] {
            let whole = try #require(
                Navsim.json(Navsim.run(["explore", file, "--seeds", "200", "--json"]).stdout) as? [String: Any])
            var paths: [String] = []
            for index in 0..<4 {
                let shard = try Navsim.run(["explore", file, "--seeds", "200", "--shard", "\(index)/4", "--json"])
                let path = folder.appendingPathComponent("shard-\(index).json").path
                try Data(shard.stdout.utf8).write(to: URL(fileURLWithPath: path))
                paths.append(path)
            }
            let merged = try Navsim.run(["explore", file, "--merge"] + paths + ["--json"])
            #expect(merged.status == (whole["passed"] as? Bool == true ? 0 : 1), "\(merged.stderr)")
            let report = try #require(Navsim.json(merged.stdout) as? [String: Any])
            #expect("\(report["seed"] ?? "nil")" == "\(whole["seed"] ?? "nil")")
            #expect(
                "\(report["verdict"] ?? "")".hasPrefix(
                    whole["passed"] as? Bool == true ? "result: PASS" : "result: FAIL"))
            if whole["passed"] as? Bool == true {
                #expect(report["schedulesRun"] as? Int == 200)
                #expect(report["distinctTraces"] as? Int == whole["distinctTraces"] as? Int)
            }
            let text = try Navsim.run(["explore", file, "--merge"] + paths)
            #expect(text.stdout.contains("4 shard report(s) merged"), "\(text.stdout)")
        }
        let bad = folder.appendingPathComponent("bad.json")
        try Data("{}".utf8).write(to: bad)
        let refused = try Navsim.run(["explore", "scenarios/race1-fallthrough-fixed.json", "--merge", bad.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("bad.json") && refused.stderr.contains("Fix:"), "\(refused.stderr)")
    }

    @Test("run counts navigations by how they ended, and decisions made by the deadline by handler")
    func endings() throws {
        let run = try Navsim.run(["run", "scenarios/race5-stop-marks-inactive-later-fixed.json"])
        #expect(
            run.stdout.contains(
                "navigations: 2 (1 finished, 0 cancelled, 1 superseded, 0 abandoned, 0 failed)"), "\(run.stdout)")
        let json = try #require(
            Navsim.json(Navsim.run(["run", "scenarios/race2-deeplink-shadowing-buggy.json", "--json"]).stdout)
                as? [String: Any])
        let endings = try #require(json["endings"] as? [String: Int])
        #expect(endings == ["finished": 0, "cancelled": 41, "superseded": 0, "abandoned": 0, "failed": 0])
        let deadline = try Navsim.run(["run", "scenarios/race4-throwing-callback-deadline.json"])
        #expect(deadline.stdout.contains("decisions by handler:\n  (deadline)  1"), "\(deadline.stdout)")
    }
}
