import Foundation
import Testing

@testable import NavSim

/// docs/bench-report.md's rule 1, for every field added from now on: a key of the current report that the
/// first `navsim.bench/2` reports did not have must be optional, so that those reports, kept as baselines,
/// still read; and every key they had is still written (a rename or a removal is a new schema version).
@Suite struct LoadReportAddedFieldTests {
    /// The key paths of a `navsim.bench/2` report (with `samples` and `comparison`) when this test was written
    /// (issue 20). Frozen: add nothing here when a field is added; the test then checks the new field is
    /// optional. A key that is optional already (`run.commit`, `profile.ratePerSecond`) may be missing here.
    static let version2Keys: Set<String> = [
        "comparison",
        "comparison.baselineRun",
        "comparison.baselineRun.commit",
        "comparison.baselineRun.cores",
        "comparison.baselineRun.date",
        "comparison.baselineRun.navsimVersion",
        "comparison.baselineRun.os",
        "comparison.baselineRun.swift",
        "comparison.differences",
        "comparison.metrics",
        "comparison.metrics[].baseline",
        "comparison.metrics[].current",
        "comparison.metrics[].largerIsWorse",
        "comparison.metrics[].name",
        "comparison.metrics[].noisePercent",
        "comparison.metrics[].regressed",
        "comparison.metrics[].unit",
        "comparison.threshold",
        "elapsedSeconds",
        "events",
        "events.cancelled",
        "events.completed",
        "events.conserved",
        "events.dropped",
        "events.failed",
        "events.issued",
        "events.late",
        "events.messages",
        "events.navigations",
        "findings",
        "handlers",
        "handlers[].decisions",
        "handlers[].latency",
        "handlers[].latency.count",
        "handlers[].latency.maxNanoseconds",
        "handlers[].latency.meanNanoseconds",
        "handlers[].latency.p50Nanoseconds",
        "handlers[].latency.p90Nanoseconds",
        "handlers[].latency.p999Nanoseconds",
        "handlers[].latency.p99Nanoseconds",
        "handlers[].name",
        "latency",
        "latency.decision",
        "latency.decision.count",
        "latency.decision.maxNanoseconds",
        "latency.decision.meanNanoseconds",
        "latency.decision.p50Nanoseconds",
        "latency.decision.p90Nanoseconds",
        "latency.decision.p999Nanoseconds",
        "latency.decision.p99Nanoseconds",
        "latency.message",
        "latency.message.count",
        "latency.message.maxNanoseconds",
        "latency.message.meanNanoseconds",
        "latency.message.p50Nanoseconds",
        "latency.message.p90Nanoseconds",
        "latency.message.p999Nanoseconds",
        "latency.message.p99Nanoseconds",
        "latency.navigation",
        "latency.navigation.count",
        "latency.navigation.maxNanoseconds",
        "latency.navigation.meanNanoseconds",
        "latency.navigation.p50Nanoseconds",
        "latency.navigation.p90Nanoseconds",
        "latency.navigation.p999Nanoseconds",
        "latency.navigation.p99Nanoseconds",
        "memory",
        "memory.peakBytes",
        "memory.residentAfterWarmUpBytes",
        "memory.residentAtEndBytes",
        "outcomes",
        "outcomes.cancelledByPolicy",
        "outcomes.finished",
        "profile",
        "profile.concurrency",
        "profile.eventsPerYield",
        "profile.measure",
        "profile.messageFraction",
        "profile.mode",
        "profile.name",
        "profile.observation",
        "profile.observesState",
        "profile.seed",
        "profile.warmUp",
        "profile.webViews",
        "run",
        "run.commit",
        "run.cores",
        "run.date",
        "run.navsimVersion",
        "run.os",
        "run.swift",
        "samples",
        "samples.metrics",
        "samples.metrics[].median",
        "samples.metrics[].name",
        "samples.metrics[].spreadPercent",
        "samples.metrics[].unit",
        "samples.metrics[].values",
        "samples.runs",
        "schema",
        "stateChanges",
        "strategies",
        "strategies[].delivered",
        "strategies[].name",
        "strategies[].undefined",
        "throughput",
        "throughput.decisionsPerSecond",
        "throughput.eventsPerSecond",
        "throughput.messagesPerSecond",
        "throughput.navigationsPerSecond",
    ]

    /// Every key path of a JSON object: `latency.decision.p99Nanoseconds`, arrays as `handlers[]`.
    static func keyPaths(_ value: Any, prefix: String = "") -> Set<String> {
        var paths: Set<String> = []
        if let object = value as? [String: Any] {
            for (key, child) in object {
                let path = prefix.isEmpty ? key : prefix + "." + key
                paths.insert(path)
                paths.formUnion(keyPaths(child, prefix: path))
            }
        } else if let array = value as? [Any], let first = array.first {
            paths.formUnion(keyPaths(first, prefix: prefix + "[]"))
        }
        return paths
    }

    /// The object without one key path (in every element of the arrays on the way).
    static func removing(_ path: [Substring], from value: Any) -> Any {
        guard let head = path.first else { return value }
        if head.hasSuffix("[]"), var object = value as? [String: Any] {
            let key = String(head.dropLast(2))
            if let array = object[key] as? [Any] {
                object[key] = array.map { removing(Array(path.dropFirst()), from: $0) }
            }
            return object
        }
        guard var object = value as? [String: Any] else { return value }
        if path.count == 1 {
            object.removeValue(forKey: String(head))
        } else if let child = object[String(head)] {
            object[String(head)] = removing(Array(path.dropFirst()), from: child)
        }
        return object
    }

    /// The path of the object holding a key: `distribution` for `distribution.handlers[].count`'s
    /// `distribution.handlers`, `""` at the top.
    static func parent(_ path: String) -> String {
        guard let dot = path.lastIndex(of: ".") else { return "" }
        let parent = path[..<dot]
        return String(parent.hasSuffix("[]") ? parent.dropLast(2) : parent)
    }

    static func full() async throws -> [String: Any] {
        var report = try await LoadReportCompatibilityTests.current()
        report.samples = LoadSamples([report, report])
        report.comparison = BaselineComparison(baseline: report, current: report, threshold: 0.1)
        return try LoadReportCompatibilityTests.object(report)
    }

    @Test("A field added since navsim.bench/2 shipped is optional: a baseline written before it reads")
    func addedFieldsAreOptional() async throws {
        let full = try await Self.full()
        let added = Self.keyPaths(full).subtracting(Self.version2Keys)
        // Inside an added object, its own fields may be required: a report without the object reads.
        for path in added.sorted() where !added.contains(Self.parent(path)) {
            let parts = path.replacingOccurrences(of: "[].", with: "[]\u{1}").split(separator: ".")
                .flatMap { $0.split(separator: "\u{1}", omittingEmptySubsequences: false) }
            let without = try #require(Self.removing(parts, from: full) as? [String: Any])
            #expect(
                throws: Never.self,
                "\(path) was added to navsim.bench/2: make it optional when read (docs/bench-report.md, rule 1)"
            ) { try LoadReportCompatibilityTests.read(without) }
        }
    }

    @Test("Every key navsim.bench/2 shipped with is still written: renaming or removing one is a new schema")
    func shippedKeysStay() async throws {
        let written = Self.keyPaths(try await Self.full())
        for path in Self.version2Keys.sorted() where !path.hasPrefix("comparison") {
            #expect(written.contains(path), "\(path) is no longer written: that is navsim.bench/3")
        }
    }
}
