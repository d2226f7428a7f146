import Foundation
import Testing

@Suite("navsim on the shipped scenarios, end to end", .serialized)
struct ScenarioCommandTests {
    static let buggyRaces = [
        "scenarios/race1-fallthrough-buggy.json",
        "scenarios/race3-bridge-forwards-buggy.json",
        "scenarios/race4-throwing-callback-buggy.json",
        "scenarios/race4-throwing-callback-deadline.json",
        "scenarios/race5-stop-marks-inactive-later-buggy.json",
        "scenarios/race6-data-before-response-buggy.json",
        "scenarios/race6-finish-inside-stop-buggy.json",
        "scenarios/race7-push-pop-push-buggy.json",
    ]

    static let fixedRaces = [
        "scenarios/race1-fallthrough-fixed.json",
        "scenarios/race3-bridge-forwards-fixed.json",
        "scenarios/race4-throwing-callback-fixed.json",
        "scenarios/race5-stop-marks-inactive-later-fixed.json",
        "scenarios/race6-finish-inside-stop-fixed.json",
        "scenarios/race7-push-pop-push-fixed.json",
        "scenarios/race7-push-pop-push-builder.json",
    ]

    @Test("run gives every shipped scenario its expected result (exit 0, every expectation holds)")
    func runEveryScenario() throws {
        #expect(Navsim.scenarios.count >= 20)
        for file in Navsim.scenarios {
            let result = try Navsim.run(["run", file])
            #expect(result.status == 0, "\(file):\n\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("decisions by handler:"))
            #expect(result.stdout.contains("result: PASS"))
            #expect(result.stderr.isEmpty)
        }
        let race1 = try Navsim.run(["run", "scenarios/race1-fallthrough-buggy.json"])
        #expect(
            race1.stdout.contains(
                "[violation] Completion handler passed to -[ScenarioNavigationDelegate webView:decidePolicyForNavigationAction:decisionHandler:] was called more than once"
            ))
    }

    @Test("run exits 1 when an expectation fails")
    func runFailsAnExpectation() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        var text = try String(
            contentsOf: Navsim.root.appendingPathComponent("scenarios/race1-fallthrough-buggy.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: "\"count\": 1", with: "\"count\": 2")
        let file = directory.appendingPathComponent("wrong.json")
        try Data(text.utf8).write(to: file)
        let result = try Navsim.run(["run", file.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL  finding completion-handler-called-twice"))
        #expect(result.stdout.contains("result: FAIL"))
    }

    @Test("explore finds each buggy race and prints a replay command; the command prints identical output twice")
    func exploreAndReplay() throws {
        for file in Self.buggyRaces {
            let explore = try Navsim.run(["explore", file, "--seeds", "1000"])
            #expect(explore.status == 1, "\(file): \(explore.stdout)")
            #expect(explore.stdout.contains("FAIL at seed"))
            #expect(explore.stdout.contains("shrunk timeline:"))
            let command = try #require(
                explore.stdout.split(separator: "\n").first { $0.hasPrefix("  navsim replay ") }, "\(explore.stdout)")
            var arguments = command.split(separator: " ").map(String.init)
            arguments.removeFirst()  // navsim
            let first = try Navsim.run(arguments + ["--trace"])
            let second = try Navsim.run(arguments + ["--trace"])
            #expect(first.status == 1, "\(file): \(first.stdout)")
            #expect(first.stdout == second.stdout)
            #expect(first.stdout.contains("replayed: FAIL"))
            #expect(first.stdout.contains("timeline:"))
        }
    }

    @Test("The fixed scenarios pass the same exploration")
    func fixedPass() throws {
        for file in Self.fixedRaces {
            let explore = try Navsim.run(["explore", file, "--seeds", "1000"])
            #expect(explore.status == 0, "\(file): \(explore.stdout)")
            #expect(explore.stdout.contains("PASS: 1000 schedules"))
        }
        let shard = try Navsim.run([
            "explore", "scenarios/race4-throwing-callback-fixed.json", "--seeds", "100", "--shard", "1/4", "--strategy",
            "pct",
        ])
        #expect(shard.status == 0)
        #expect(shard.stdout.contains("PASS: 25 schedules"))
    }

    @Test("explore --save-schedule writes the shrunk schedule; replay --schedule replays it; an edited file refuses it")
    func savedSchedule() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = directory.appendingPathComponent("race4.json")
        try FileManager.default.copyItem(
            at: Navsim.root.appendingPathComponent("scenarios/race4-throwing-callback-buggy.json"), to: scenario)
        let schedule = directory.appendingPathComponent("race4.schedule")
        let explore = try Navsim.run(["explore", scenario.path, "--save-schedule", schedule.path])
        #expect(explore.status == 1)
        #expect(explore.stdout.contains("--schedule \(schedule.path)"))
        let replay = try Navsim.run(["replay", scenario.path, "--schedule", schedule.path])
        #expect(replay.status == 1)
        #expect(replay.stdout.contains("replayed: FAIL hang"))
        var text = try String(contentsOf: scenario, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"readyAfter\": \"0ms\"", with: "\"readyAfter\": \"1ms\"")
        try Data(text.utf8).write(to: scenario)
        let refused = try Navsim.run(["replay", scenario.path, "--schedule", schedule.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("recorded for another version of"))
        #expect(refused.stdout.isEmpty)
    }

    @Test("validate prints one message per broken file, with the file, the JSON path and the fix; exit 2")
    func validateBrokenFiles() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let valid =
            #"{"navsim": 1, "name": "x", "configuration": {"preset": "default"}, "workload": {"events": 5, "mix": {"navigate": 1}, "urls": [{"url": "https://example.com/"}]}}"#
        let files: [(String, String, String)] = [
            ("malformed.json", #"{"navsim": 1,, }"#, "line 1, column 14: expected a member name"),
            (
                "wrong-type.json", valid.replacingOccurrences(of: #""events": 5"#, with: #""events": "5""#),
                "$.workload.events: found a string"
            ),
            (
                "unknown-field.json", valid.replacingOccurrences(of: #""workload""#, with: #""workfload""#),
                "did you mean \"workload\""
            ),
            (
                "unknown-kind.json",
                valid.replacingOccurrences(of: #"{"preset": "default"}"#, with: #"{"chain": [{"kind": "deeplink"}]}"#),
                "$.configuration.chain[0].kind: unknown kind \"deeplink\" (did you mean \"deepLink\"?)"
            ),
            (
                "negative.json", valid.replacingOccurrences(of: #""events": 5"#, with: #""events": -5"#),
                "$.workload.events: -5 is out of range"
            ),
            (
                "empty-mix.json", valid.replacingOccurrences(of: #""navigate": 1"#, with: #""navigate": 0"#),
                "$.workload.mix: the mix is empty"
            ),
            (
                "deep.json", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
                "nesting deeper than 64"
            ),
        ]
        var paths: [String] = []
        for (name, text, _) in files {
            let url = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let huge = directory.appendingPathComponent("huge.json")
        _ = FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 100 * 1_024 * 1_024)
        try handle.close()
        paths += [huge.path, directory.appendingPathComponent("missing.json").path]
        let result = try Navsim.run(["validate"] + paths)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == paths.count, "\(result.stderr)")
        for ((name, _, words), line) in zip(files, lines) {
            #expect(line.hasPrefix("error: \(directory.appendingPathComponent(name).path): "), "\(line)")
            #expect(line.contains(words), "\(line)")
            #expect(line.contains("Expected ") && line.contains("Fix: "))
        }
        #expect(lines.dropLast().last?.contains("the file is 100 MB") == true)
        #expect(lines.last?.contains("no such file") == true)
        let json = try Navsim.run(["validate", "--json"] + paths)
        let decoded = try #require(Navsim.json(json.stdout) as? [[String: Any]])
        #expect(decoded.count == paths.count)
        #expect(decoded.allSatisfy { $0["valid"] as? Bool == false && $0["path"] is String })
        let shipped = try Navsim.run(["validate"] + Navsim.scenarios)
        #expect(shipped.status == 0)
        #expect(shipped.stdout.split(separator: "\n").count == Navsim.scenarios.count)
    }

    @Test("list shows every shipped scenario, one line each")
    func list() throws {
        let result = try Navsim.run(["list"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == Navsim.scenarios.count)
        for file in Navsim.scenarios { #expect(result.stdout.contains(URL(fileURLWithPath: file).lastPathComponent)) }
        let json = try Navsim.run(
            ["list", "--dir", Navsim.root.appendingPathComponent("scenarios").path, "--json"],
            in: FileManager.default.temporaryDirectory)
        #expect((Navsim.json(json.stdout) as? [Any])?.count == Navsim.scenarios.count)
        let missing = try Navsim.run(["list", "--dir", "/nonexistent"])
        #expect(missing.status == 2)
    }

    @Test("--help on every command, --version, --json on run, explore and replay")
    func helpVersionJSON() throws {
        for command in ["run", "validate", "list", "explore", "replay", "orderings", "version"] {
            let help = try Navsim.run([command, "--help"])
            #expect(help.status == 0)
            #expect(help.stdout.hasPrefix("OVERVIEW: "))
            #expect(help.stdout.contains("--json"))
        }
        let version = try Navsim.run(["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("navsim "))
        let typo = try Navsim.run(["explor"])
        #expect(typo.status == 2 && typo.stderr.contains("did you mean 'explore'"))
        let run = try Navsim.run(["run", "scenarios/race7-push-pop-push-buggy.json", "--json"])
        let report = try #require(Navsim.json(run.stdout) as? [String: Any])
        #expect(report["passed"] as? Bool == true)
        #expect(
            (report["findings"] as? [[String: Any]])?.first?["kind"] as? String == "duplicate-script-message-handler")
        let explore = try Navsim.run(["explore", "scenarios/race1-fallthrough-buggy.json", "--json"])
        let found = try #require(Navsim.json(explore.stdout) as? [String: Any])
        #expect(found["passed"] as? Bool == false)
        #expect(
            (found["replay"] as? String)?.hasPrefix("navsim replay scenarios/race1-fallthrough-buggy.json --seed 0")
                == true)
        let replay = try Navsim.run([
            "replay", "scenarios/race1-fallthrough-buggy.json", "--seed", "0", "--json", "--trace",
        ])
        let replayed = try #require(Navsim.json(replay.stdout) as? [String: Any])
        #expect((replayed["timeline"] as? [Any])?.isEmpty == false)
        let usage = try Navsim.run(["replay", "scenarios/race1-fallthrough-buggy.json"])
        #expect(usage.status == 2 && usage.stderr.contains("missing --seed"))
    }

    @Test("orderings: RACE-CASES 2's shadowing fails the gate, the fixed chain passes it")
    func orderings() throws {
        let gate = ["--fail-on", "shadowed,first-load-cancelled", "--no-claims"]
        let buggy = try Navsim.run(["orderings", "scenarios/race2-deeplink-shadowing-buggy.json"] + gate)
        #expect(buggy.status == 1)
        #expect(
            buggy.stdout.contains(
                "[first-load-cancelled] the app's first load, https://example.com/, is cancelled by DeepLink"))
        #expect(buggy.stdout.contains("[unreachable] AllowAll is unreachable"))
        let fixed = try Navsim.run(["orderings", "scenarios/race2-deeplink-shadowing-fixed.json"] + gate)
        #expect(fixed.status == 0)
        let json = try Navsim.run(["orderings", "scenarios/preset-payment.json", "--json"])
        #expect((Navsim.json(json.stdout) as? [String: Any])?["schema"] as? String == "navsim.orderings/1")
        let typo = try Navsim.run(["orderings", "scenarios/preset-payment.json", "--fail-on", "shadow"])
        #expect(typo.status == 2)
    }

    static func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
