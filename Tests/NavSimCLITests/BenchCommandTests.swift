import Foundation
import Testing

/// End to end: the built `navsim` binary runs `bench` with a tiny event count.
@Suite(.timeLimit(.minutes(10))) struct BenchCommandTests {
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The `navsim` built next to the test bundle.
    static func navsim(_ arguments: [String]) throws -> Run {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var binary = directory.appendingPathComponent("navsim")
        if !FileManager.default.isExecutableFile(atPath: binary.path) {
            binary = directory.deletingLastPathComponent().appendingPathComponent("navsim")
        }
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "navsim not built at \(binary.path)")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }

    static let tiny = ["bench", "--events", "2000", "--warmup-events", "200", "--web-views", "8", "--defer", "0"]

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("navsim-\(UUID())-\(name)").path
    }

    @Test func benchPrintsATableAndNoProgressWhenStderrIsNotATerminal() throws {
        let run = try Self.navsim(Self.tiny)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("throughput"))
        #expect(run.standardOutput.contains("issued 2000 = completed"))
        #expect(run.standardOutput.contains("(conserved)"))
        #expect(run.standardError.isEmpty)
    }

    @Test func benchWritesItsJSONReportAtomicallyAndPrintsTheSame() throws {
        let path = Self.temporaryPath("report.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try Self.navsim(Self.tiny + ["--json", "--output", path])
        #expect(run.status == 0, "\(run.standardError)")
        let printed = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let written =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        #expect(printed?["schema"] as? String == "navsim.bench/2")
        #expect(written?["schema"] as? String == "navsim.bench/2")
        let metadata = try #require(written?["run"] as? [String: Any])
        #expect((metadata["date"] as? String)?.hasSuffix("Z") == true)
        #expect(metadata["navsimVersion"] as? String == "0.2.0")
        #expect((metadata["swift"] as? String)?.hasPrefix("6.") == true)
        #expect((metadata["cores"] as? Int ?? 0) >= 1)
        if let head = Self.gitHead() { #expect(metadata["commit"] as? String == head) }
        let events = try #require(written?["events"] as? [String: Any])
        #expect(events["issued"] as? Int == 2000)
        #expect(events["conserved"] as? Bool == true)
    }

    /// The checkout's commit as git reports it, when git is installed and this is a checkout.
    static func gitHead() -> String? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = [
            "-C", URL(fileURLWithPath: #filePath).deletingLastPathComponent().path, "rev-parse", "HEAD",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func aRegressionAgainstTheBaselineExitsOneAndATolerantThresholdZero() throws {
        let path = Self.temporaryPath("baseline.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try Self.navsim(Self.tiny + ["--output", path])
        #expect(first.status == 0, "\(first.standardError)")
        // A baseline a thousand times faster than any machine: this run regressed.
        var baseline = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var throughput = try #require(baseline["throughput"] as? [String: Any])
        throughput["eventsPerSecond"] = (throughput["eventsPerSecond"] as? Double ?? 1) * 1000
        baseline["throughput"] = throughput
        try JSONSerialization.data(withJSONObject: baseline).write(to: URL(fileURLWithPath: path))

        let regressed = try Self.navsim(Self.tiny + ["--baseline", path])
        #expect(regressed.status == 1)
        #expect(regressed.standardOutput.contains("✗ events/s"))
        #expect(regressed.standardOutput.contains("higher is better; fails when over 10.0% worse"))
        #expect(regressed.standardOutput.split(separator: "\n").last?.hasPrefix("result: FAIL: ") == true)
        let json = try Self.navsim(Self.tiny + ["--baseline", path, "--json"])
        #expect(json.status == 1)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let comparison = try #require(report["comparison"] as? [String: Any])
        let metrics = try #require(comparison["metrics"] as? [[String: Any]])
        #expect(metrics.first { $0["name"] as? String == "events/s" }?["regressed"] as? Bool == true)
        let tolerated = try Self.navsim(Self.tiny + ["--baseline", path, "--threshold", "1000000"])
        #expect(tolerated.status == 0, "\(tolerated.standardOutput)")
    }

    @Test func aBaselineOfAnotherProfileIsRefusedUnlessForced() throws {
        let path = Self.temporaryPath("other.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let other = try Self.navsim(Self.tiny.map { $0 == "8" ? "4" : $0 } + ["--output", path])
        #expect(other.status == 0, "\(other.standardError)")
        let refused = try Self.navsim(Self.tiny + ["--baseline", path])
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("web views: baseline '4', now '8'"), "\(refused.standardError)")
        #expect(refused.standardError.contains("--force"))
        #expect(refused.standardOutput.isEmpty)
        let forced = try Self.navsim(Self.tiny + ["--baseline", path, "--force", "--threshold", "1000000"])
        #expect(forced.status == 0, "\(forced.standardError)")
        #expect(forced.standardOutput.contains("warning: compared although the runs differ (--force): web views"))
    }

    @Test func repeatTakesSamplesAndReportsTheirSpread() throws {
        let path = Self.temporaryPath("repeated.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try Self.navsim(Self.tiny + ["-r", "3", "-o", path])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("3 runs: the figures are the median run's"))
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let samples = try #require(report["samples"] as? [String: Any])
        #expect(samples["runs"] as? Int == 3)
        let metrics = try #require(samples["metrics"] as? [[String: Any]])
        #expect(metrics.allSatisfy { ($0["values"] as? [Double])?.count == 3 && $0["spreadPercent"] is Double })
        let compared = try Self.navsim(Self.tiny + ["--repeat", "2", "--baseline", path, "--threshold", "1000000"])
        #expect(compared.status == 0)
        #expect(compared.standardOutput.contains("beyond the noise ("))
        #expect(!compared.standardOutput.contains("unknown: one run each"))
    }

    @Test(arguments: [
        ["--events", "10", "--duration", "1"],
        ["--concurrency", "99"],
        ["--rate", "-5"],
        ["--baseline", "/nonexistent/navsim-baseline.json"],
        ["--evnts", "10"],
        ["--force"],
        ["--repeat", "0"],
        ["-s", "5"],
    ])
    func badUsageExitsTwo(extra: [String]) throws {
        let run = try Self.navsim(["bench"] + extra)
        #expect(run.status == 2)
        #expect(run.standardError.contains("error:"))
    }

    /// A file in the repository's `scenarios/` folder.
    static func scenario(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenarios/\(name)").path
    }

    @Test func aScenarioFileIsDrivenWithItsWorkload() throws {
        let run = try Self.navsim([
            // 300 events: the scenario's pages answer in 20–120 ms of real time, about 60 events a second.
            "bench", Self.scenario("preset-default.json"), "--events", "300", "--warmup-events", "30", "--json",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let events = try #require(report["events"] as? [String: Any])
        #expect(events["issued"] as? Int == 300)
        #expect(events["conserved"] as? Bool == true)
        #expect((events["messages"] as? Int ?? 0) > 0)
        let outcomes = try #require(report["outcomes"] as? [String: Int])
        #expect(outcomes["finished", default: 0] > 0)
    }

    @Test func aCompletionHandlerScenarioIsRefusedWithAReason() throws {
        let run = try Self.navsim(["bench", Self.scenario("race1-fallthrough-buggy.json"), "--events", "10"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("completion-handler"))
    }

    @Test func aMissingScenarioFileIsBadInput() throws {
        let run = try Self.navsim(["bench", "no-such-scenario.json"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("error"))
    }

    @Test func observersAreSubscribedUnlessAskedNotTo() throws {
        let observed = try Self.navsim(Self.tiny)
        #expect(observed.standardOutput.contains("batches of state changes (change handlers)"))
        let streamed = try Self.navsim(Self.tiny + ["--observe", "stream"])
        #expect(streamed.status == 0)
        #expect(streamed.standardOutput.contains("batches of state changes (streams)"))
        for unobserving in [["--no-observe"], ["--observe", "none"]] {
            let unobserved = try Self.navsim(Self.tiny + unobserving)
            #expect(unobserved.status == 0)
            #expect(!unobserved.standardOutput.contains("batches of state changes"))
        }
    }

    @Test func anUnknownOrContradictoryObservationIsBadInput() throws {
        let unknown = try Self.navsim(Self.tiny + ["--observe", "kvo"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("--observe takes handler, stream or none, not 'kvo'"))
        let both = try Self.navsim(Self.tiny + ["--observe", "stream", "--no-observe"])
        #expect(both.status == 2)
        #expect(both.standardError.contains("exclude each other"))
    }

    #if os(Linux)
        @Test func coresRestrictsTheRunAndTheReportSaysSo() throws {
            let run = try Self.navsim(Self.tiny + ["--cores", "1"])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains(", 1 core\n"))
        }
    #endif

    @Test func benchHasHelp() throws {
        let run = try Self.navsim(["bench", "--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("--baseline FILE"))
        #expect(run.standardOutput.contains("--rate R"))
    }
}
