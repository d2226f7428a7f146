import Foundation
import Testing

@testable import NavSim

/// docs/bench-report.md's rule: old reports stay readable, added fields are optional, units are in the names.
@Suite struct LoadReportCompatibilityTests {
    /// A report `navsim bench --json` wrote before issue 17 (NavSim 0.1, `navsim.bench/1`), verbatim but for
    /// five handlers left out.
    static let version1 = #"""
        {
          "elapsedSeconds" : 0.040694926,
          "events" : { "cancelled" : 0, "completed" : 2000, "conserved" : true, "dropped" : 0, "failed" : 0,
            "issued" : 2000, "late" : 0, "messages" : 442, "navigations" : 1558 },
          "findings" : [ ],
          "handlers" : [
            { "decisions" : 34, "latency" : { "count" : 34, "max" : 8552, "mean" : 4610.735294117647, "p50" : 4479,
              "p90" : 5503, "p99" : 8447, "p999" : 8447 }, "name" : "SchemeFilter" },
            { "decisions" : 70, "latency" : { "count" : 70, "max" : 2674, "mean" : 1746.7428571428572, "p50" : 1695,
              "p90" : 2111, "p99" : 2623, "p999" : 2623 }, "name" : "HostDeny" }
          ],
          "latency" : {
            "decision" : { "count" : 1556, "max" : 1778784, "mean" : 31041.623393316197, "p50" : 8959, "p90" : 10495,
              "p99" : 671743, "p999" : 1081343 },
            "message" : { "count" : 442, "max" : 64636, "mean" : 2622.153846153846, "p50" : 2367, "p90" : 3263,
              "p99" : 6015, "p999" : 64511 },
            "navigation" : { "count" : 1558, "max" : 1841747, "mean" : 67945.27856225931, "p50" : 48127,
              "p90" : 60415, "p99" : 704511, "p999" : 1212415 }
          },
          "machine" : { "activeProcessors" : 2, "os" : "Linux" },
          "memory" : { "peakBytes" : 25600000, "residentAfterWarmUpBytes" : 24965120, "residentAtEndBytes" : 25600000 },
          "navsimVersion" : "0.1.0",
          "outcomes" : { "cancelledByPolicy" : 597, "finished" : 959, "sameDocument" : 2 },
          "profile" : { "concurrency" : 4, "eventsPerYield" : 8, "measure" : "2000 events", "messageFraction" : 0.2,
            "mode" : "closed", "name" : "standard", "observation" : "handler", "observesState" : true, "seed" : 1,
            "warmUp" : "200 events", "webViews" : 4 },
          "schema" : "navsim.bench/1",
          "stateChanges" : 5518,
          "strategies" : [ { "delivered" : 178, "name" : "page", "undefined" : 0 },
            { "delivered" : 172, "name" : "user", "undefined" : 0 },
            { "delivered" : 92, "name" : "analytics", "undefined" : 0 } ],
          "throughput" : { "decisions" : 38235.72501397349, "events" : 49146.17611050577,
            "messages" : 10861.304920421775, "navigations" : 38284.87119008399 }
        }
        """#

    static func current() async throws -> LoadReport {
        var profile = LoadGeneratorTests.small(events: 300)
        profile.webViews = 4
        profile.concurrency = 4
        return try await LoadGenerator(profile: profile).run()
    }

    static func object(_ report: LoadReport) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
    }

    static func read(_ object: [String: Any]) throws -> LoadReport {
        try LoadReport.decode(JSONSerialization.data(withJSONObject: object))
    }

    @Test("A navsim.bench/1 report reads, with its figures in the current form, and serves as a baseline")
    func version1Reads() async throws {
        let old = try LoadReport.decode(Data(Self.version1.utf8))
        #expect(old.schema == "navsim.bench/1")
        #expect(old.throughput.events == 49146.17611050577)
        #expect(old.latency.navigation.p99 == 704_511)
        #expect(old.handlers.map(\.name) == ["SchemeFilter", "HostDeny"])
        #expect(old.handlers[1].latency.p50 == 1_695)
        #expect(old.run.navsimVersion == "0.1.0" && old.run.cores == 2 && old.run.commit == nil)
        #expect(old.profile.webViews == 4 && old.profile.observation == "handler")
        #expect(old.memory.peakBytes == 25_600_000)
        #expect(old.events.issued == 2_000 && old.events.conserved)
        // Written out again, it is a current report that reads back equal.
        var rewritten = old
        rewritten.schema = LoadReport.currentSchema
        #expect(try LoadReport.decode(rewritten.jsonData()) == rewritten)
        let comparison = BaselineComparison(baseline: old, current: try await Self.current(), threshold: 0.1)
        #expect(comparison.metrics.map(\.name).contains("navigation p99"))
        #expect(comparison.baselineRun.navsimVersion == "0.1.0")
    }

    @Test("Every optional field may be missing: a report written before it was added reads")
    func addedFieldsAreOptional() async throws {
        var report = try await Self.current()
        report.samples = LoadSamples([report, report])
        report.comparison = BaselineComparison(baseline: report, current: report, threshold: 0.1)
        let full = try Self.object(report)
        #expect(full["samples"] != nil && full["comparison"] != nil && full["distribution"] != nil)
        for key in ["samples", "comparison", "distribution"] {
            var object = full
            object.removeValue(forKey: key)
            #expect(throws: Never.self, "a report without \(key) must read") { try Self.read(object) }
        }
        var run = try #require(full["run"] as? [String: Any])
        run.removeValue(forKey: "commit")
        var withoutCommit = full
        withoutCommit["run"] = run
        #expect(try Self.read(withoutCommit).run.commit == nil)
        var profile = try #require(full["profile"] as? [String: Any])
        profile.removeValue(forKey: "observation")
        profile.removeValue(forKey: "ratePerSecond")
        var older = full
        older["profile"] = profile
        #expect(try Self.read(older).profile.observation == nil)
    }

    @Test("A field this version does not know is ignored: a newer report of the same schema reads")
    func unknownFieldsAreIgnored() async throws {
        var object = try Self.object(try await Self.current())
        object["addedLater"] = ["anything": 1]
        var throughput = try #require(object["throughput"] as? [String: Any])
        throughput["framesPerSecond"] = 60.0
        object["throughput"] = throughput
        let read = try Self.read(object)
        #expect(read.schema == LoadReport.currentSchema)
    }

    @Test("A schema NavSim never wrote is refused, naming the ones it reads")
    func unknownSchemaIsRefused() throws {
        let error = #expect(throws: LoadReportError.self) {
            try LoadReport.decode(Data(#"{"schema": "navsim.bench/9"}"#.utf8))
        }
        #expect(error?.description.contains("'navsim.bench/1' and 'navsim.bench/2'") == true)
    }

    @Test("Every JSON field with a unit names it")
    func unitsAreInTheNames() async throws {
        let text = String(decoding: try await Self.current().jsonData(), as: UTF8.self)
        for key in [
            "eventsPerSecond", "navigationsPerSecond", "p50Nanoseconds", "p999Nanoseconds", "meanNanoseconds",
            "maxNanoseconds", "elapsedSeconds", "peakBytes",
        ] {
            #expect(text.contains("\"\(key)\""), "no \(key)")
        }
        for bare in ["\"p99\"", "\"mean\"", "\"events\" : 4", "\"max\""] { #expect(!text.contains(bare), "\(bare)") }
    }
}
