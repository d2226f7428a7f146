/// Compares a run with an earlier one, metric by metric, and says which regressed.
///
/// Throughput regresses when it falls, latency percentiles (p50, p99, p99.9 of decisions, navigations and
/// messages) when they rise. A metric regresses when it is worse by more than the threshold *and* by more
/// than the measured noise: the larger spread of the two runs' samples (`navsim bench --repeat N`). A metric
/// absent from either run (no messages, say) is not compared. Refuse to compare runs of different profiles
/// or parameters first (``LoadReport/differences(from:)``).
///
/// ```swift
/// let comparison = BaselineComparison(baseline: yesterday, current: today, threshold: 0.10)
/// print(comparison.table)          // one ✓/✗ line per metric, with the rule it was judged by
/// if comparison.hasRegressions { exit(1) }
/// ```
public struct BaselineComparison: Sendable, Hashable, Codable {
    /// One compared metric.
    public struct Metric: Sendable, Hashable, Codable {
        /// The metric's name, such as `navigation p99`.
        public var name: String
        /// Its unit: `perSecond` or `nanoseconds`.
        public var unit: String
        /// The baseline's value (the median of its samples, when it has some).
        public var baseline: Double
        /// The current run's value (likewise).
        public var current: Double
        /// Whether a larger value is worse (latency) rather than better (throughput).
        public var largerIsWorse: Bool
        /// The measured noise, in percent: the larger spread of the two runs' samples; `nil` when neither
        /// has samples (one run each: the noise is unknown).
        public var noisePercent: Double?
        /// Whether it regressed: worse by more than the threshold and the noise.
        public var regressed: Bool

        /// The relative change, `current / baseline - 1`.
        public var change: Double { baseline == 0 ? 0 : current / baseline - 1 }
        /// How much worse the current run is, as a fraction of the baseline; negative when it is better. A
        /// throughput that halves is 50 % worse; a latency that doubles, 100 % worse.
        public var regression: Double { largerIsWorse ? change : -change }
    }

    /// The compared metrics.
    public var metrics: [Metric]
    /// The largest tolerated regression, as a fraction (`0.1` is 10 %).
    public var threshold: Double
    /// When and where the baseline ran.
    public var baselineRun: RunMetadata
    /// The profile and run parameters that differ between the runs; empty unless the comparison was forced.
    public var differences: [String]

    /// Compares two reports.
    ///
    /// - Parameters:
    ///   - baseline: The earlier run.
    ///   - current: The run to judge.
    ///   - threshold: The largest tolerated regression, as a fraction.
    public init(baseline: LoadReport, current: LoadReport, threshold: Double) {
        self.threshold = threshold
        self.baselineRun = baseline.run
        self.differences = current.differences(from: baseline)
        metrics = ComparedMetric.all.compactMap { metric in
            let old = baseline.comparedValue(metric)
            let new = current.comparedValue(metric)
            guard old > 0, new > 0 else { return nil }
            let noises = [baseline.noisePercent(metric), current.noisePercent(metric)].compactMap { $0 }
            var compared = Metric(
                name: metric.name, unit: metric.unit, baseline: old, current: new,
                largerIsWorse: metric.largerIsWorse, noisePercent: noises.max(), regressed: false)
            compared.regressed =
                compared.regression > threshold && compared.regression * 100 > (compared.noisePercent ?? 0)
            return compared
        }
    }

    /// The metrics that regressed.
    public var regressions: [Metric] { metrics.filter(\.regressed) }

    /// Whether any metric regressed.
    public var hasRegressions: Bool { !regressions.isEmpty }

    /// The rule a metric was judged by, in words.
    ///
    /// - Parameter metric: The metric.
    /// - Returns: For example `lower is better; fails when over 10% worse and beyond the noise (3.2%)`.
    public func rule(_ metric: Metric) -> String {
        let direction = metric.largerIsWorse ? "lower is better" : "higher is better"
        let noise =
            metric.noisePercent.map { "beyond the noise (\(Self.percent($0)))" }
            ?? "beyond the noise (unknown: one run each; use --repeat)"
        return "\(direction); fails when over \(Self.percent(threshold * 100)) worse and \(noise)"
    }

    /// The comparison as lines: the baseline, one ✓/✗ line per metric with its change and rule, and a verdict.
    public var table: String {
        var lines = ["compared with the baseline of \(baselineRun.summary):"]
        if !differences.isEmpty {
            lines.append("warning: compared although the runs differ (--force): \(differences.joined(separator: "; "))")
        }
        var rows: [[String]] = []
        for metric in metrics {
            let described = ComparedMetric.all.first { $0.name == metric.name }
            let format = { (value: Double) in described?.format(value) ?? "\(value)" }
            let regression = metric.regression
            let change =
                abs(regression) < 0.0005
                ? "same" : "\(Self.percent(abs(regression) * 100)) \(regression > 0 ? "worse" : "better")"
            rows.append([
                (metric.regressed ? "✗ " : "✓ ") + metric.name,
                format(metric.baseline) + " → " + format(metric.current),
                change, rule(metric),
            ])
        }
        lines += LoadReport.render(rows, leftAligned: 4)
        let regressions = self.regressions
        if regressions.isEmpty {
            lines.append("result: PASS (no metric of \(metrics.count) regressed)")
        } else {
            let names = regressions.map { "\($0.name) \(Self.percent($0.regression * 100)) worse" }
            lines.append(
                "result: FAIL: \(regressions.count) of \(metrics.count) metrics regressed (\(names.joined(separator: ", ")))"
            )
        }
        return lines.joined(separator: "\n")
    }

    static func percent(_ value: Double) -> String { LatencySummary.string(format: 1, value) + "%" }
}

extension LoadReport {
    /// What differs between this run's profile and parameters and a baseline's, in words; empty when the
    /// two can be compared. `navsim bench --baseline` refuses a baseline that differs, unless `--force`.
    ///
    /// - Parameter baseline: The earlier run.
    /// - Returns: One entry per difference, such as `web views: baseline 64, now 4`.
    public func differences(from baseline: LoadReport) -> [String] {
        Self.differences(profile, handlers.map(\.name), run.cores, from: baseline)
    }

    /// What differs between a profile about to run here and a baseline's run, so that a mismatched baseline
    /// is refused before the run rather than after it.
    ///
    /// - Parameters:
    ///   - profile: The profile that will run.
    ///   - baseline: The earlier run.
    /// - Returns: One entry per difference, as ``differences(from:)`` gives them.
    public static func differences(of profile: LoadProfile, from baseline: LoadReport) -> [String] {
        let names = (profile.configuration().currentNavigationChain?.names ?? []) + [ChainDecision.fallbackName]
        return differences(Profile(profile), names, ProcessResources.activeProcessorCount, from: baseline)
    }

    static func differences(_ profile: Profile, _ handlers: [String], _ cores: Int, from baseline: LoadReport)
        -> [String]
    {
        var found: [String] = []
        func check(_ name: String, _ old: some CustomStringConvertible, _ new: some CustomStringConvertible) {
            if old.description != new.description { found.append("\(name): baseline '\(old)', now '\(new)'") }
        }
        check("profile", baseline.profile.name, profile.name)
        check("web views", baseline.profile.webViews, profile.webViews)
        check("events in flight", baseline.profile.concurrency, profile.concurrency)
        check("loop", baseline.profile.mode, profile.mode)
        check("rate", baseline.profile.rate.map { "\($0)/s" } ?? "none", profile.rate.map { "\($0)/s" } ?? "none")
        check("message share", baseline.profile.messageFraction, profile.messageFraction)
        check("warm-up", baseline.profile.warmUp, profile.warmUp)
        check("measured", baseline.profile.measure, profile.measure)
        check("seed", baseline.profile.seed, profile.seed)
        check("observers", baseline.profile.observation ?? "stream", profile.observation ?? "stream")
        check("events per yield", baseline.profile.eventsPerYield, profile.eventsPerYield)
        check("chain", baseline.handlers.map(\.name).joined(separator: " → "), handlers.joined(separator: " → "))
        check("cores", baseline.run.cores, cores)
        return found
    }
}
