import Foundation

/// Latency percentile distributions drawn as HdrHistogram's plotter draws them: latency up the y axis, the
/// percentile along an x axis scaled as 1/(1-percentile) on a log scale, so 90 %, 99 %, 99.9 % are evenly
/// spaced and the tail is as wide as the body.
public struct PercentileChart: Sendable, Hashable {
    /// One distribution.
    public struct Series: Sendable, Hashable {
        /// The name: a handler's, or `navigation`.
        public var name: String
        /// The samples it counts.
        public var count: UInt64
        /// The points, in increasing percentile.
        public var points: [LatencyHistogram.PercentilePoint]

        /// Creates a series.
        ///
        /// - Parameters:
        ///   - name: The name.
        ///   - count: The samples.
        ///   - points: The points.
        public init(name: String, count: UInt64, points: [LatencyHistogram.PercentilePoint]) {
            self.name = name
            self.count = count
            self.points = points
        }
    }

    /// The heading.
    public var title: String
    /// The distributions; empty ones are left out.
    public var series: [Series]
    /// The largest 1/(1-percentile) the x axis reaches (the power of ten at or past the last percentile below 100 %, at least 100).
    public var maxInverseTail: Double

    /// Creates a chart.
    ///
    /// - Parameters:
    ///   - title: The heading.
    ///   - series: The distributions.
    public init(title: String, series: [Series]) {
        self.title = title
        self.series = series.filter { $0.count > 0 && !$0.points.isEmpty }
        var reach = 100.0
        for series in self.series {
            let tail = series.points.filter { $0.percentile < 1 }.map { 1 / (1 - $0.percentile) }.max() ?? 1
            while reach < tail, reach < 1e7 { reach *= 10 }
        }
        maxInverseTail = reach
    }

    /// The position of a percentile on the x axis, as log10(1/(1-percentile)), clamped to the axis; 100 %
    /// sits at its end.
    ///
    /// - Parameter percentile: From 0 to 1.
    /// - Returns: From 0 to log10(``maxInverseTail``).
    public func axisPosition(of percentile: Double) -> Double {
        let end = log10(maxInverseTail)
        guard percentile < 1 else { return end }
        return Swift.min(end, log10(1 / (1 - Swift.max(0, percentile))))
    }
}
