/// Compares a run with an earlier one and says which metrics regressed past a threshold.
///
/// Throughput regresses when it falls; latency percentiles (p50, p99, p99.9 of decisions, navigations and
/// messages) when they rise. A metric absent from either run (no messages, say) is not compared.
///
/// ```swift
/// let comparison = BaselineComparison(baseline: yesterday, current: today, threshold: 0.10)
/// if comparison.hasRegressions { print(comparison.table) }
/// ```
public struct BaselineComparison: Sendable, Hashable {
    /// One compared metric.
    public struct Metric: Sendable, Hashable {
        /// The metric's name, such as `navigation p99`.
        public var name: String
        /// The baseline's value.
        public var baseline: Double
        /// The current run's value.
        public var current: Double
        /// Whether a larger value is worse (latency) rather than better (throughput).
        public var largerIsWorse: Bool
        /// The relative change, `current / baseline - 1`.
        public var change: Double { baseline == 0 ? 0 : current / baseline - 1 }
        /// How much worse the current run is, as a fraction; negative when it is better.
        public var regression: Double { largerIsWorse ? change : (current == 0 ? 1 : baseline / current - 1) }
    }

    /// The compared metrics.
    public var metrics: [Metric]
    /// The largest tolerated regression, as a fraction (`0.1` is 10 %).
    public var threshold: Double

    /// Compares two reports.
    ///
    /// - Parameters:
    ///   - baseline: The earlier run.
    ///   - current: The run to judge.
    ///   - threshold: The largest tolerated regression, as a fraction.
    public init(baseline: LoadReport, current: LoadReport, threshold: Double) {
        self.threshold = threshold
        var metrics: [Metric] = []
        func add(_ name: String, _ old: Double, _ new: Double, largerIsWorse: Bool) {
            guard old > 0, new > 0 else { return }
            metrics.append(Metric(name: name, baseline: old, current: new, largerIsWorse: largerIsWorse))
        }
        add("events/s", baseline.throughput.events, current.throughput.events, largerIsWorse: false)
        add("navigations/s", baseline.throughput.navigations, current.throughput.navigations, largerIsWorse: false)
        add("messages/s", baseline.throughput.messages, current.throughput.messages, largerIsWorse: false)
        let latencies: [(String, KeyPath<LoadReport.Latencies, LatencySummary>)] = [
            ("decision", \.decision), ("navigation", \.navigation), ("message", \.message),
        ]
        for (name, path) in latencies {
            let old = baseline.latency[keyPath: path]
            let new = current.latency[keyPath: path]
            add("\(name) p50", Double(old.p50), Double(new.p50), largerIsWorse: true)
            add("\(name) p99", Double(old.p99), Double(new.p99), largerIsWorse: true)
            add("\(name) p99.9", Double(old.p999), Double(new.p999), largerIsWorse: true)
        }
        self.metrics = metrics
    }

    /// The metrics that regressed past the threshold.
    public var regressions: [Metric] { metrics.filter { $0.regression > threshold } }

    /// Whether any metric regressed past the threshold.
    public var hasRegressions: Bool { !regressions.isEmpty }

    /// The comparison as a table, one metric per line, regressions marked.
    public var table: String {
        var rows = [["metric", "baseline", "current", "change", ""]]
        for metric in metrics {
            let format: (Double) -> String =
                metric.largerIsWorse
                ? { LatencySummary.format(nanoseconds: $0) } : { LoadReport.format(rate: $0) }
            let sign = metric.change >= 0 ? "+" : ""
            rows.append([
                metric.name, format(metric.baseline), format(metric.current),
                sign + LatencySummary.string(format: 1, metric.change * 100) + "%",
                metric.regression > threshold ? "REGRESSED" : "",
            ])
        }
        let verdict =
            hasRegressions
            ? "\(regressions.count) metric(s) regressed more than \(LatencySummary.string(format: 1, threshold * 100))%"
            : "no metric regressed more than \(LatencySummary.string(format: 1, threshold * 100))%"
        return (LoadReport.render(rows) + [verdict]).joined(separator: "\n")
    }
}
