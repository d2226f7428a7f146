import Foundation
import Testing

/// End to end: `--html` on explore, replay, bench and orderings, `navsim report`, `bench --hgrm`, and files
/// that cannot be written. The pages are checked as text here; `Tools/check-reports.sh` renders them.
@Suite("HTML reports and .hgrm files, end to end", .serialized, .timeLimit(.minutes(10)))
struct ReportCommandTests {
    static func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-report-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static func page(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func exploreWritesTheFailingSchedulesSwimlanesWithTheReplayCommand() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let html = directory.appendingPathComponent("race4.html")
        let result = try Navsim.run([
            "explore", "scenarios/race4-throwing-callback-buggy.json", "--seeds", "200", "--html", html.path,
        ])
        #expect(result.status == 1, "\(result.stderr)")
        let page = try Self.page(html)
        #expect(page.contains("<svg class=\"swimlanes\""))
        #expect(Self.count("<g class=\"lane ", in: page) >= 3)
        #expect(Self.count("class=\"mark failing\"", in: page) == 1)
        #expect(page.contains("navsim replay scenarios/race4-throwing-callback-buggy.json --seed"))
        #expect(page.contains("result: FAIL"))
        #expect(!page.lowercased().contains("<script"))
        // No temporary file is left beside the report.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["race4.html"])
    }

    @Test func replayAndReportDrawTheSameSchedule() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let replayed = directory.appendingPathComponent("replay.html")
        let reported = directory.appendingPathComponent("report.html")
        let file = "scenarios/race1-fallthrough-buggy.json"
        let replay = try Navsim.run(["replay", file, "--seed", "0", "--html", replayed.path])
        let report = try Navsim.run(["report", file, "--seed", "0", "--html", reported.path])
        #expect(report.status == 0, "\(report.stderr)")
        #expect(try Self.page(replayed) == (try Self.page(reported)))
        let page = try Self.page(replayed)
        #expect(page.contains("navsim replay \(file) --seed 0"))
        #expect(page.contains(replay.status == 0 ? "result: PASS" : "result: FAIL"))
    }

    @Test func orderingsWritesTheClaimMatrixAndReportDrawsItForAScenarioAlone() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let html = directory.appendingPathComponent("orderings.html")
        let file = "scenarios/race2-deeplink-shadowing-buggy.json"
        let result = try Navsim.run(["orderings", file, "--html", html.path])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try Self.page(html)
        #expect(page.contains("<svg class=\"claims\""))
        #expect(page.contains("cell-shadowed"))
        #expect(page.contains("order-sensitive"))
        let printed = try Navsim.run(["report", file])
        #expect(printed.status == 0)
        #expect(printed.stdout.contains("<svg class=\"claims\""))
        let timing = try Navsim.run(["orderings", file, "--timing", "--html", html.path])
        #expect(timing.status == 2)
        #expect(timing.stderr.contains("--html"))
    }

    @Test func benchWritesItsReportAndHdrHistogramText() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let html = directory.appendingPathComponent("bench.html")
        let hgrm = directory.appendingPathComponent("navigation.hgrm")
        let json = directory.appendingPathComponent("bench.json")
        let result = try Navsim.run(
            BenchCommandTests.tiny + ["--html", html.path, "--hgrm", hgrm.path, "--output", json.path])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try Self.page(html)
        #expect(Self.count("<svg class=\"percentiles\"", in: page) == 2)
        #expect(page.contains("<svg class=\"throughput\""))
        #expect(page.contains("issued 2000 = completed"))
        let text = try Self.page(hgrm)
        #expect(text.hasPrefix("       Value     Percentile TotalCount 1/(1-Percentile)\n\n"))
        #expect(text.contains(" 1.000000000000 "))
        #expect(text.contains("#[Mean    = "))
        #expect(text.contains("Total count    = "))
        // navsim report draws the same page from the JSON report.
        let again = directory.appendingPathComponent("again.html")
        let report = try Navsim.run(["report", json.path, "--html", again.path])
        #expect(report.status == 0, "\(report.stderr)")
        #expect(try Self.page(again) == page)
    }

    @Test func exploreAndReplayWriteTheTraceInTheTraceEventFormat() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let explored = directory.appendingPathComponent("explored.json")
        let replayed = directory.appendingPathComponent("replayed.json")
        let file = "scenarios/race4-throwing-callback-buggy.json"
        let explore = try Navsim.run(["explore", file, "--seeds", "100", "--trace-out", explored.path])
        #expect(explore.status == 1)
        let document = try #require(Navsim.json(try Self.page(explored)) as? [String: Any])
        let events = try #require(document["traceEvents"] as? [[String: Any]])
        #expect(events.contains { $0["cat"] as? String == "finding" })
        let metadata = try #require(document["otherData"] as? [String: String])
        #expect(metadata["seed"] == "2")
        #expect(metadata["schedule"]?.hasPrefix("navsim1;") == true)
        let schedule = directory.appendingPathComponent("schedule.txt")
        try Data((metadata["schedule"]! + "\n").utf8).write(to: schedule)
        let replay = try Navsim.run(["replay", file, "--schedule", schedule.path, "--trace-out", replayed.path])
        #expect(replay.status == 1)
        let again = try #require(Navsim.json(try Self.page(replayed)) as? [String: Any])
        #expect((again["traceEvents"] as? [[String: Any]])?.count == events.count)
    }

    @Test(arguments: [
        ["explore", "scenarios/race4-throwing-callback-buggy.json", "--seeds", "50"],
        ["replay", "scenarios/race1-fallthrough-buggy.json", "--seed", "0"],
        ["orderings", "scenarios/race2-deeplink-shadowing-buggy.json"],
        ["report", "scenarios/race2-deeplink-shadowing-buggy.json"],
        ["explore", "scenarios/race4-throwing-callback-buggy.json", "--seeds", "50", "--trace-out"],
        ["replay", "scenarios/race1-fallthrough-buggy.json", "--seed", "0", "--trace-out"],
    ])
    func aReportPathThatCannotBeWrittenIsBadInputNamingThePathAndWhy(command: [String]) throws {
        let path = "/nonexistent-\(UUID())/report.html"
        let option = command.last == "--trace-out" ? [] : ["--html"]
        let result = try Navsim.run(command + option + [path])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(path))
        #expect(result.stderr.contains("No such file or directory"))
    }

    @Test func anHgrmPathThatCannotBeWrittenIsBadInput() throws {
        let path = "/nonexistent-\(UUID())/navigation.hgrm"
        let result = try Navsim.run(BenchCommandTests.tiny + ["--hgrm", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(path))
    }
}
