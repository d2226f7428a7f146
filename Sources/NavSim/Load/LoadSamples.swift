/// One figure a baseline comparison judges: throughput (higher is better) or a latency percentile (lower
/// is better), with how to read it from a report.
public struct ComparedMetric: Sendable {
    /// The metric's name in tables, such as `navigation p99`.
    public let name: String
    /// Its unit: `perSecond` or `nanoseconds`.
    public let unit: String
    /// Whether a larger value is worse (latency) rather than better (throughput).
    public let largerIsWorse: Bool
    /// Reads the metric from a report.
    public let value: @Sendable (LoadReport) -> Double

    /// Every compared metric, in report order: events, navigations and messages a second, then the p50,
    /// p99 and p99.9 of decisions, navigations and messages.
    public static let all: [ComparedMetric] = {
        var metrics = [
            ComparedMetric(name: "events/s", unit: "perSecond", largerIsWorse: false) { $0.throughput.events },
            ComparedMetric(name: "navigations/s", unit: "perSecond", largerIsWorse: false) {
                $0.throughput.navigations
            },
            ComparedMetric(name: "messages/s", unit: "perSecond", largerIsWorse: false) { $0.throughput.messages },
        ]
        let latencies: [(String, @Sendable (LoadReport) -> LatencySummary)] = [
            ("decision", { $0.latency.decision }), ("navigation", { $0.latency.navigation }),
            ("message", { $0.latency.message }),
        ]
        for (name, summary) in latencies {
            metrics += [
                ComparedMetric(name: "\(name) p50", unit: "nanoseconds", largerIsWorse: true) {
                    Double(summary($0).p50)
                },
                ComparedMetric(name: "\(name) p99", unit: "nanoseconds", largerIsWorse: true) {
                    Double(summary($0).p99)
                },
                ComparedMetric(name: "\(name) p99.9", unit: "nanoseconds", largerIsWorse: true) {
                    Double(summary($0).p999)
                },
            ]
        }
        return metrics
    }()

    /// A value of this metric for a person: `1.21M/s` or `640µs`.
    ///
    /// - Parameter value: The value.
    /// - Returns: The text.
    public func format(_ value: Double) -> String {
        largerIsWorse ? LatencySummary.format(nanoseconds: value) : LoadReport.format(rate: value) + "/s"
    }
}

/// The samples of `navsim bench --repeat N`: each compared metric's value in every run, their median and
/// their spread, the noise a regression must exceed.
///
/// ```swift
/// let runs = try await (0..<5).asyncMap { _ in try await LoadGenerator(profile: profile).run() }
/// let report = LoadReport.combining(runs)   // the median run, with report.samples set
/// print(report.samples?.metric(named: "navigation p99")?.spreadPercent ?? 0)
/// ```
public struct LoadSamples: Sendable, Hashable, Codable {
    /// One metric's samples.
    public struct Metric: Sendable, Hashable, Codable {
        /// The metric's name, as ``ComparedMetric/name``.
        public var name: String
        /// Its unit: `perSecond` or `nanoseconds`.
        public var unit: String
        /// Its value in each run, in run order.
        public var values: [Double]
        /// The median of ``values``.
        public var median: Double
        /// `(largest − smallest) / median`, in percent: how far runs of one binary move.
        public var spreadPercent: Double
    }

    /// How many runs were taken.
    public var runs: Int
    /// The metrics every run measured.
    public var metrics: [Metric]

    /// The samples of a metric.
    ///
    /// - Parameter name: The metric's name.
    /// - Returns: Its samples, or `nil` when not every run measured it.
    public func metric(named name: String) -> Metric? { metrics.first { $0.name == name } }

    /// The samples of runs of one profile.
    ///
    /// - Parameter reports: The runs, in order.
    public init(_ reports: [LoadReport]) {
        runs = reports.count
        metrics = ComparedMetric.all.compactMap { metric in
            let values = reports.map(metric.value)
            guard !values.isEmpty, values.allSatisfy({ $0 > 0 }) else { return nil }
            let median = Self.median(values)
            let spread = median > 0 ? ((values.max() ?? 0) - (values.min() ?? 0)) / median * 100 : 0
            return Metric(name: metric.name, unit: metric.unit, values: values, median: median, spreadPercent: spread)
        }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

extension LoadReport {
    /// Several runs of one profile as one report: the run whose events per second are the median (its
    /// figures are real ones, measured together), with every run's compared metrics in ``samples``.
    ///
    /// - Parameter reports: The runs; at least one.
    /// - Returns: The median run with its samples; the only run, unchanged, for one.
    public static func combining(_ reports: [LoadReport]) -> LoadReport {
        precondition(!reports.isEmpty, "combining needs at least one report")
        guard reports.count > 1 else { return reports[0] }
        let byThroughput = reports.indices.sorted { reports[$0].throughput.events < reports[$1].throughput.events }
        var median = reports[byThroughput[(reports.count - 1) / 2]]
        median.samples = LoadSamples(reports)
        return median
    }

    /// The value a comparison uses for a metric: the median of the samples, or the one run's value.
    ///
    /// - Parameter metric: The metric.
    /// - Returns: The value; 0 when the run did not measure it.
    public func comparedValue(_ metric: ComparedMetric) -> Double {
        samples?.metric(named: metric.name)?.median ?? metric.value(self)
    }

    /// The measured noise of a metric: the spread of its samples in percent, `nil` for a single run.
    ///
    /// - Parameter metric: The metric.
    /// - Returns: The spread, or `nil`.
    public func noisePercent(_ metric: ComparedMetric) -> Double? {
        samples?.metric(named: metric.name)?.spreadPercent
    }
}
