import Foundation
import Testing

@testable import NavSim

@Suite(.timeLimit(.minutes(1))) struct LoadReportTests {
    static func report() async throws -> LoadReport {
        try await LoadGenerator(profile: LoadGeneratorTests.small(events: 300)).run()
    }

    @Test func aReportSurvivesAnAtomicWriteAndARead() async throws {
        let report = try await Self.report()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("report.json").path
        try report.write(toFile: path)
        let read = try LoadReport(contentsOfFile: path)
        #expect(read == report)
        #expect(read.schema == "navsim.bench/1")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers == ["report.json"])
    }

    @Test func aReportWrittenBeforeChangeHandlersStillReads() async throws {
        let report = try await Self.report()
        #expect(report.profile.observation == "handler")
        // Such a report has no `observation` key: drop it from a fresh report's JSON.
        var json = try #require(try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
        var profile = try #require(json["profile"] as? [String: Any])
        profile.removeValue(forKey: "observation")
        json["profile"] = profile
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
        let read = try LoadReport(contentsOfFile: path)
        #expect(read.profile.observation == nil)
        #expect(read.profile.observesState)
        #expect(read.events == report.events)
    }

    @Test func aReportOfAnotherSchemaIsRefused() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(#"{"schema": "navsim.bench/0"}"#.utf8).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: LoadReportError.self) { try LoadReport(contentsOfFile: path) }
        #expect(error?.description.contains("navsim.bench/0") == true)
    }

    @Test func theTableShowsThroughputPercentilesHandlersAndConservation() async throws {
        let table = try await Self.report().table
        for text in ["throughput", "p99.9", "navigation", "NativePage", "analytics", "(conserved)", "memory"] {
            #expect(table.contains(text), "no '\(text)' in\n\(table)")
        }
    }

    @Test func aComparisonFlagsOnlyWhatRegressedPastTheThreshold() async throws {
        let baseline = try await Self.report()
        var slower = baseline
        slower.throughput.events = baseline.throughput.events * 0.8
        slower.latency.navigation.p99 = baseline.latency.navigation.p99 * 2
        let comparison = BaselineComparison(baseline: baseline, current: slower, threshold: 0.10)
        #expect(Set(comparison.regressions.map(\.name)) == ["events/s", "navigation p99"])
        #expect(comparison.table.contains("REGRESSED"))

        let tolerant = BaselineComparison(baseline: baseline, current: slower, threshold: 1.5)
        #expect(!tolerant.hasRegressions)
        #expect(!BaselineComparison(baseline: baseline, current: baseline, threshold: 0).hasRegressions)

        var faster = baseline
        faster.throughput.events = baseline.throughput.events * 3
        #expect(!BaselineComparison(baseline: baseline, current: faster, threshold: 0.01).hasRegressions)
    }

    @Test func aCopiedMessageBodyIsEqualToItsOriginal() {
        let body = ScriptValue.dictionary([
            "id": .number(42), "tags": .array([.string("a long string, not inline"), .null]),
        ])
        #expect(body.copied == body)
    }

    @Test(arguments: [(850.0, "850ns"), (12_400.0, "12.4µs"), (3_140_000.0, "3.14ms"), (2_050_000_000.0, "2.05s")])
    func latenciesAreWrittenInReadableUnits(nanoseconds: Double, text: String) {
        #expect(LatencySummary.format(nanoseconds: nanoseconds) == text)
    }
}
