extension HTMLReport {
    /// The report of a load run: latency percentile distributions for whole navigations and per deciding
    /// handler (HdrHistogram-style), throughput over the run with its accounting, and the run's figures.
    ///
    /// A report with its ``LoadReport/distribution`` (any report this version writes) draws each
    /// distribution from its histogram; an older report draws its summary's five percentiles.
    ///
    /// - Parameter bench: The load run's report.
    public init(bench: LoadReport) {
        let distribution = bench.distribution
        func series(_ name: String, _ histogram: LatencyHistogram?, _ summary: LatencySummary) -> PercentileChart.Series
        {
            if let histogram {
                return .init(name: name, count: histogram.count, points: histogram.percentileDistribution())
            }
            let points = [
                (0.5, summary.p50), (0.9, summary.p90), (0.99, summary.p99), (0.999, summary.p999), (1, summary.max),
            ]
            .map { LatencyHistogram.PercentilePoint(nanoseconds: $1, percentile: $0, totalCount: 0) }
            return .init(name: name, count: summary.count, points: points)
        }
        let whole = PercentileChart(
            title: "Latency by percentile: whole navigations, decisions, messages",
            series: [
                series("navigation", distribution?.navigation, bench.latency.navigation),
                series("decision", distribution?.decision, bench.latency.decision),
                series("message", distribution?.message, bench.latency.message),
            ])
        let handlers = PercentileChart(
            title: "Decision latency by percentile, per deciding handler",
            series: bench.handlers.enumerated().map { index, handler in
                let histogram = distribution.flatMap { index < $0.handlers.count ? $0.handlers[index] : nil }
                return series(handler.name, histogram, handler.latency)
            })
        let throughput = ThroughputChart(
            points: ThroughputChart.rates(of: distribution?.timeline ?? []),
            meanEventsPerSecond: bench.throughput.events, seconds: bench.elapsedSeconds, issued: bench.events.issued,
            completed: bench.events.completed, cancelled: bench.events.cancelled, failed: bench.events.failed)
        let facts = [
            Fact("profile", bench.profile.name),
            Fact("web views", "\(bench.profile.webViews) (\(bench.profile.concurrency) in flight)"),
            Fact(
                "mode", bench.profile.rate.map { "open loop, \(LoadReport.format(rate: $0))/s" } ?? bench.profile.mode),
            Fact("measured", bench.profile.measure), Fact("seed", "\(bench.profile.seed)"),
            Fact("NavSim", bench.run.navsimVersion),
            Fact("commit", bench.run.commit.map { String($0.prefix(12)) } ?? "unknown"),
            Fact("machine", "\(bench.run.os), \(bench.run.cores) cores"),
        ]
        let summary =
            "\(LoadReport.format(rate: bench.throughput.events)) events/s over "
            + LatencySummary.string(format: 2, bench.elapsedSeconds) + " s; navigation p99 "
            + LatencySummary.format(nanoseconds: Double(bench.latency.navigation.p99))
            + (bench.isConserved ? "" : "; events NOT CONSERVED")
        var sections: [HTMLReportSection] = [.percentiles(whole), .percentiles(handlers), .throughput(throughput)]
        sections.append(
            .text(
                title: "Report",
                lines: bench.table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), code: true
            ))
        self.init(
            kind: .bench, title: "navsim bench: \(bench.profile.name)", summary: summary, failed: !bench.isConserved,
            facts: facts, sections: sections)
    }
}
