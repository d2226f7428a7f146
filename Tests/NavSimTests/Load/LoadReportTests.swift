import Foundation
import Testing

@testable import NavSim

@Suite(.timeLimit(.minutes(10))) struct LoadReportTests {
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
        #expect(read.schema == "navsim.bench/2")
        #expect(read.run.navsimVersion == "0.2.0" && !read.run.date.isEmpty && read.run.cores >= 1)
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
        let events = try #require(comparison.metrics.first { $0.name == "events/s" })
        #expect(abs(events.regression - 0.2) < 1e-9)  // a fifth fewer events a second is 20 % worse
        #expect(comparison.table.contains("✗ events/s"))
        #expect(comparison.table.contains("higher is better; fails when over 10.0% worse"))
        #expect(comparison.table.split(separator: "\n").last?.hasPrefix("result: FAIL: 2 of ") == true)

        let tolerant = BaselineComparison(baseline: baseline, current: slower, threshold: 1.5)
        #expect(!tolerant.hasRegressions)
        #expect(!BaselineComparison(baseline: baseline, current: baseline, threshold: 0).hasRegressions)

        var faster = baseline
        faster.throughput.events = baseline.throughput.events * 3
        #expect(!BaselineComparison(baseline: baseline, current: faster, threshold: 0.01).hasRegressions)
    }

    @Test func aRegressionMustExceedTheMeasuredNoiseAsWellAsTheThreshold() async throws {
        let baseline = try await Self.report()
        func runs(_ factors: [Double]) -> [LoadReport] {
            factors.map { factor in
                var run = baseline
                run.throughput.events = baseline.throughput.events * factor
                return run
            }
        }
        // Samples that move by 30 %: a 20 % drop is within the noise, a 45 % drop is not.
        let noisy = LoadReport.combining(runs([0.85, 1.0, 1.15]))
        #expect(noisy.samples?.runs == 3)
        let spread = try #require(noisy.samples?.metric(named: "events/s")?.spreadPercent)
        #expect(abs(spread - 30) < 1e-6)
        let within = LoadReport.combining(runs([0.78, 0.8, 0.82]))
        let comparison = BaselineComparison(baseline: noisy, current: within, threshold: 0.10)
        let events = try #require(comparison.metrics.first { $0.name == "events/s" })
        #expect(abs(events.regression - 0.2) < 1e-9 && events.noisePercent == spread)
        #expect(!events.regressed)
        let beyond = LoadReport.combining(runs([0.5, 0.55, 0.6]))
        #expect(
            BaselineComparison(baseline: noisy, current: beyond, threshold: 0.10).regressions.map(\.name) == [
                "events/s"
            ])
    }

    @Test func runsOfAnotherProfileOrOtherParametersDiffer() async throws {
        let baseline = try await Self.report()
        #expect(baseline.differences(from: baseline).isEmpty)
        var other = baseline
        other.profile.webViews = 64
        other.profile.observation = "none"
        other.run.cores = 1
        #expect(
            other.differences(from: baseline) == [
                "web views: baseline '\(baseline.profile.webViews)', now '64'",
                "observers: baseline 'handler', now 'none'",
                "cores: baseline '\(baseline.run.cores)', now '1'",
            ])
        #expect(BaselineComparison(baseline: baseline, current: other, threshold: 0.1).table.contains("--force"))
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
