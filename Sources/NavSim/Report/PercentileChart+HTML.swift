import Foundation

extension PercentileChart {
    /// A series' colour, by its place in the chart.
    static let palette = ["#1f5fbf", "#c62828", "#2e7d32", "#ef8f00", "#7b5cc4", "#00838f", "#ad1457", "#5d4037"]

    /// The chart as inline SVG: latency (log scale) against percentile (1/(1-p) on a log scale), a polyline
    /// per series (`.series`), both axes (`.axis`), and a legend with each series' count, p99 and maximum.
    var html: String {
        guard !series.isEmpty else { return "<p>No samples.</p>\n" }
        let n = HTMLText.number
        let (width, height) = (780.0, 360.0)
        let (left, right, top, bottom) = (74.0, 44.0, 16.0, 46.0)
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        let values = series.flatMap { $0.points.map { Swift.max(1, Double($0.nanoseconds)) } }
        let low = floor(log10(values.min() ?? 1))
        let high = Swift.max(low + 1, ceil(log10(values.max() ?? 10)))
        let xEnd = log10(maxInverseTail)
        func x(_ percentile: Double) -> Double { left + axisPosition(of: percentile) / xEnd * plotWidth }
        func y(_ nanoseconds: UInt64) -> Double {
            let position = (log10(Swift.max(1, Double(nanoseconds))) - low) / (high - low)
            return top + plotHeight * (1 - position)
        }
        var svg = """
            <div class="chart"><svg class="percentiles" xmlns="http://www.w3.org/2000/svg" width="\(n(width))" \
            height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" role="img" \
            aria-label="\(HTMLText.escaped(title))">

            """
        // The x axis: 0 %, 90 %, 99 %, … at each power of ten of 1/(1-p).
        svg += "<g class=\"grid\">"
        for decade in 0...Int(xEnd) {
            let position = left + Double(decade) / xEnd * plotWidth
            svg += "<line x1=\"\(n(position))\" x2=\"\(n(position))\" y1=\"\(n(top))\" y2=\"\(n(top + plotHeight))\"/>"
        }
        for power in Int(low)...Int(high) {
            let position = top + plotHeight * (1 - (Double(power) - low) / (high - low))
            svg += "<line x1=\"\(n(left))\" x2=\"\(n(left + plotWidth))\" y1=\"\(n(position))\" y2=\"\(n(position))\"/>"
        }
        svg += "</g>\n<g class=\"axis x-axis\"><line x1=\"\(n(left))\" x2=\"\(n(left + plotWidth))\" "
        svg += "y1=\"\(n(top + plotHeight))\" y2=\"\(n(top + plotHeight))\"/>"
        for decade in 0...Int(xEnd) {
            let position = left + Double(decade) / xEnd * plotWidth
            let label = decade == 0 ? "0%" : Self.percentLabel(1 - pow(10, -Double(decade)))
            svg += "<text x=\"\(n(position))\" y=\"\(n(top + plotHeight + 16))\" text-anchor=\"middle\">\(label)</text>"
        }
        svg += "<text class=\"muted\" x=\"\(n(left + plotWidth / 2))\" y=\"\(n(height - 8))\" text-anchor=\"middle\">"
        svg += "percentile (1/(1−p), log scale)</text></g>\n"
        svg += "<g class=\"axis y-axis\"><line x1=\"\(n(left))\" x2=\"\(n(left))\" y1=\"\(n(top))\" "
        svg += "y2=\"\(n(top + plotHeight))\"/>"
        for power in Int(low)...Int(high) {
            let position = top + plotHeight * (1 - (Double(power) - low) / (high - low))
            svg += "<text x=\"\(n(left - 6))\" y=\"\(n(position + 4))\" text-anchor=\"end\">"
            svg += LatencySummary.format(nanoseconds: pow(10, Double(power))) + "</text>"
        }
        svg += "<text class=\"muted\" transform=\"translate(14 \(n(top + plotHeight / 2))) rotate(-90)\" "
        svg += "text-anchor=\"middle\">latency (log scale)</text></g>\n"
        for (index, series) in series.enumerated() {
            let colour = Self.palette[index % Self.palette.count]
            let points = series.points.map { "\(n(x($0.percentile))),\(n(y($0.nanoseconds)))" }.joined(separator: " ")
            svg += "<polyline class=\"series\" data-series=\"\(HTMLText.escaped(series.name))\" stroke=\"\(colour)\" "
            svg += "points=\"\(points)\"><title>\(HTMLText.escaped(series.name))</title></polyline>\n"
        }
        svg += "</svg></div>\n<ul class=\"legend\">"
        for (index, series) in series.enumerated() {
            let colour = Self.palette[index % Self.palette.count]
            let p99 = series.points.last { $0.percentile <= 0.99 }?.nanoseconds ?? 0
            let max = series.points.last?.nanoseconds ?? 0
            svg += "<li><span class=\"swatch\" style=\"background:\(colour)\"></span>"
            svg += "\(HTMLText.escaped(series.name)) — \(series.count) samples, p99 "
            svg += LatencySummary.format(nanoseconds: Double(p99)) + ", max "
            svg += LatencySummary.format(nanoseconds: Double(max)) + "</li>"
        }
        svg += "</ul>\n"
        return svg
    }

    /// `90%`, `99.9%`.
    static func percentLabel(_ fraction: Double) -> String {
        var text = String(format: "%.6f", fraction * 100)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + "%"
    }
}
