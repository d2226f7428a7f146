import Foundation
import Testing

@testable import NavSim

/// Reports are values: their charts are checked here without a browser (`Tools/check-reports.sh` renders
/// them in Chromium).
@Suite(.timeLimit(.minutes(10))) struct HTMLReportTests {
    static let hostile = #"https://evil.example/"><script>alert(1)</script><img src=x onerror=alert(2)>'&"#

    /// A trace of two tasks, one on an actor, failing at its last step.
    static func trace() -> (Trace, RuntimeFailure) {
        let entries = [
            Trace.Entry(time: .zero, step: 1, task: "root", actor: nil, event: .init(stringLiteral: "spawn worker")),
            Trace.Entry(
                time: .zero, step: 2, task: "root", actor: "WebView#1", event: .init(stringLiteral: "load " + hostile)),
            Trace.Entry(
                time: .milliseconds(2), step: 4, task: "worker", actor: "WebView#1",
                event: .init(stringLiteral: "decision")),
            Trace.Entry(
                time: .milliseconds(3), step: 5, task: "worker", actor: nil, event: .init(stringLiteral: "finished")),
            Trace.Entry(
                time: .milliseconds(3), step: 6, task: "runtime", actor: nil,
                event: .init(stringLiteral: "FAILED hang: stuck")),
        ]
        let failure = RuntimeFailure(kind: .hang, message: "stuck", time: .milliseconds(3), step: 6)
        return (Trace(steps: [1, 1, 2, 2, 2, 1], entries: entries), failure)
    }

    @Test func aScheduleHasALanePerTaskAndActorAndItsFailingEventMarked() {
        let (trace, failure) = Self.trace()
        let chart = SwimlaneChart(trace: trace, failure: failure)
        #expect(chart.lanes.map(\.name) == ["root", "worker", "runtime", "@WebView#1"])
        #expect(chart.lanes.map(\.kind) == [.task, .task, .task, .actor])
        #expect(chart.marks.count == 5)
        #expect(chart.marks.map(\.lane) == [0, 0, 1, 1, 2])
        #expect(chart.marks.map(\.actorLane) == [nil, 3, 3, nil, nil])
        #expect(chart.failingColumn == 4)
        #expect(chart.failure == "hang: stuck")
    }

    @Test func withoutAFailedEntryTheLastEventAtTheFailingStepIsMarked() {
        let (trace, _) = Self.trace()
        let failure = RuntimeFailure(kind: .finding, message: "late", step: 4)
        let shortened = Trace(steps: trace.steps, entries: Array(trace.entries.dropLast()))
        #expect(SwimlaneChart(trace: shortened, failure: failure).failingColumn == 2)
        #expect(SwimlaneChart(trace: shortened, failure: nil).failingColumn == nil)
    }

    @Test func theScheduleReportIsOnePageWithoutScriptOrNetworkAndEscapesHostileText() {
        let (trace, failure) = Self.trace()
        let report = HTMLReport(
            title: "race <b>" + Self.hostile, trace: trace, failure: failure, verdict: "result: FAIL: stuck",
            schedule: "v1;seed=1", replayCommand: "navsim replay '\(Self.hostile)' --seed 1",
            facts: [HTMLReport.Fact("scenario", Self.hostile)])
        let html = report.html
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&quot;&gt;"))
        // Nothing is fetched: no external resource of any kind (the hostile text is there, escaped, as text).
        for fetch in ["src=\"", "<link", "url(", "@import", "href=\""] { #expect(!html.contains(fetch), "\(fetch)") }
        #expect(html.components(separatedBy: "<g class=\"lane ").count - 1 == 4)
        #expect(html.components(separatedBy: "class=\"mark failing\"").count - 1 == 1)
        #expect(html.contains("<g class=\"axis\">"))
        #expect(html.contains("navsim replay"))
        #expect(report.failed)
    }

    @Test func controlCharactersFromFilesAreReplaced() {
        #expect(HTMLText.escaped("a\u{1B}[2Jb\u{0}c\u{85}") == "a\u{FFFD}[2Jb\u{FFFD}c\u{FFFD}")
        #expect(HTMLText.escaped("tab\tline\n") == "tab\tline\n")
    }

    @Test func thePercentileAxisIsOneOverOneMinusPOnALogScale() {
        let histogram = LatencyHistogramDistributionTests.uniform(1...10_000)
        let chart = PercentileChart(
            title: "t",
            series: [
                .init(name: "a", count: histogram.count, points: histogram.percentileDistribution()),
                .init(name: "empty", count: 0, points: []),
            ])
        #expect(chart.series.map(\.name) == ["a"])
        // The last point below 100 % is near 99.9 % for 10 000 samples: the axis ends at 1/(1-p) = 1 000.
        #expect(chart.maxInverseTail == 1_000)
        #expect(abs(chart.axisPosition(of: 0.9) - 1) < 1e-9)
        #expect(abs(chart.axisPosition(of: 0.99) - 2) < 1e-9)
        #expect(chart.axisPosition(of: 1) == 3)
        #expect(chart.axisPosition(of: 0) == 0)
        let html = chart.html
        for label in ["0%", "90%", "99%", "99.9%"] { #expect(html.contains(">\(label)</text>")) }
        #expect(html.contains("class=\"series\" data-series=\"a\""))
    }

    @Test func throughputIsTheRateBetweenSamplesAndTheConservationLineIsBenchs() {
        let samples = [
            LoadDistribution.Sample(seconds: 0.5, events: 500), LoadDistribution.Sample(seconds: 1, events: 1_500),
            LoadDistribution.Sample(seconds: 1, events: 1_500),
        ]
        let rates = ThroughputChart.rates(of: samples)
        #expect(rates == [.init(seconds: 0.5, eventsPerSecond: 1_000), .init(seconds: 1, eventsPerSecond: 2_000)])
        let chart = ThroughputChart(
            points: rates, meanEventsPerSecond: 1_500, seconds: 1, issued: 1_500, completed: 1_490, cancelled: 9,
            failed: 0)
        #expect(!chart.isConserved)
        #expect(chart.conservationLine == "issued 1500 = completed 1490 + cancelled 9 + failed 0 (NOT CONSERVED)")
        #expect(chart.html.contains("conservation bad"))
    }

    @Test func aBenchReportCarriesItsHistogramsAndDrawsEveryDecidingHandler() async throws {
        let report = try await LoadGenerator(profile: LoadGeneratorTests.small(events: 2_000)).run()
        let distribution = try #require(report.distribution)
        #expect(distribution.navigation.count == report.latency.navigation.count)
        #expect(distribution.handlers.map(\.count) == report.handlers.map(\.decisions))
        #expect(distribution.timeline.last?.events == report.events.issued)
        let html = HTMLReport(bench: report)
        #expect(html.kind == .bench)
        guard case .percentiles(let whole) = html.sections[0], case .percentiles(let handlers) = html.sections[1],
            case .throughput(let throughput) = html.sections[2]
        else {
            Issue.record("sections: \(html.sections.map(\.title))")
            return
        }
        #expect(whole.series.map(\.name) == ["navigation", "decision", "message"])
        #expect(handlers.series.map(\.name) == report.handlers.filter { $0.decisions > 0 }.map(\.name))
        #expect(whole.series[0].points == distribution.navigation.percentileDistribution())
        #expect(throughput.isConserved)
        #expect(throughput.issued == 2_000)

        // The JSON report keeps the histograms, so `navsim report` draws the same plots from the file.
        let decoded = try JSONDecoder().decode(LoadReport.self, from: try report.jsonData())
        #expect(decoded.distribution == report.distribution)
        #expect(HTMLReport(bench: decoded).sections == html.sections)
    }

    @Test func anOlderBenchReportDrawsItsSummarysPercentiles() async throws {
        var report = try await LoadGenerator(profile: LoadGeneratorTests.small()).run()
        report.distribution = nil
        guard case .percentiles(let whole) = HTMLReport(bench: report).sections[0] else {
            Issue.record("no percentile chart")
            return
        }
        #expect(whole.series[0].points.map(\.percentile) == [0.5, 0.9, 0.99, 0.999, 1])
        #expect(whole.series[0].points.last?.nanoseconds == report.latency.navigation.max)
    }

    @Test func theClaimMatrixMarksTheDecidingShadowedAndOrderSensitiveCells() throws {
        let path = "scenarios/race2-deeplink-shadowing-buggy.json"
        var text = try String(contentsOf: ShippedScenarios.root.appendingPathComponent(path), encoding: .utf8)
        let escapedHostile = Self.hostile.replacingOccurrences(of: "\"", with: "\\\"")
        text = text.replacingOccurrences(
            of: #"{ "url": "https://link.example.com/promo/1" }"#, with: #"{ "url": "\#(escapedHostile)" }"#)
        let scenario = try Scenario(parsing: Array(text.utf8), file: path)
        let report = HTMLReport(orderings: scenario.orderings(), title: scenario.name, file: path)
        guard case .claims(let matrix) = report.sections.first else {
            Issue.record("no claim matrix")
            return
        }
        #expect(matrix.handlers == ["DeepLink", "HomeTabSwitch", "NativePage", "AllowAll"])
        let home = try #require(matrix.rows.first { $0.url == "https://example.com/" && $0.navigation == "link tap" })
        #expect(home.cells.map(\.state) == [.decides, .shadowed, .none, .shadowed])
        #expect(home.orderSensitive)
        #expect(matrix.findings.contains { $0.kind == "order-sensitive" && !$0.witnesses.isEmpty })
        #expect(matrix.rows.contains { $0.url == Self.hostile })
        let html = report.html
        #expect(!html.lowercased().contains("<script"))
        #expect(html.contains("https://evil.example/&quot;&gt;&lt;script&gt;"))
        #expect(html.contains("class=\"cell cell-shadowed\""))
        #expect(html.contains("<circle class=\"sensitive\""))
    }
}
