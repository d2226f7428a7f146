extension ThroughputChart {
    /// The chart as inline SVG: events per second over the run (`.series`), the mean (`.mean`), both axes,
    /// and the conservation line under it.
    var html: String {
        let n = HTMLText.number
        var html = ""
        if points.isEmpty {
            html += "<p>No samples over time (a report of an older NavSim, or a run shorter than a sample).</p>\n"
        } else {
            let (width, height) = (780.0, 240.0)
            let (left, right, top, bottom) = (74.0, 24.0, 16.0, 42.0)
            let plotWidth = width - left - right
            let plotHeight = height - top - bottom
            let end = Swift.max(seconds, points.last?.seconds ?? 0, 1e-9)
            let peak = Swift.max(meanEventsPerSecond, points.map(\.eventsPerSecond).max() ?? 0) * 1.1
            let ceiling = Swift.max(peak, 1)
            func x(_ value: Double) -> Double { left + value / end * plotWidth }
            func y(_ value: Double) -> Double { top + plotHeight * (1 - value / ceiling) }
            html += """
                <div class="chart"><svg class="throughput" xmlns="http://www.w3.org/2000/svg" width="\(n(width))" \
                height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" role="img" aria-label="throughput">

                """
            html += "<g class=\"axis x-axis\"><line x1=\"\(n(left))\" x2=\"\(n(left + plotWidth))\" "
            html += "y1=\"\(n(top + plotHeight))\" y2=\"\(n(top + plotHeight))\"/>"
            for tick in 0...4 {
                let value = end * Double(tick) / 4
                html += "<text x=\"\(n(x(value)))\" y=\"\(n(top + plotHeight + 16))\" text-anchor=\"middle\">"
                html += LatencySummary.string(format: 2, value) + " s</text>"
            }
            html += "<text class=\"muted\" x=\"\(n(left + plotWidth / 2))\" y=\"\(n(height - 6))\" "
            html += "text-anchor=\"middle\">time since the measured phase started</text></g>\n"
            html += "<g class=\"axis y-axis\"><line x1=\"\(n(left))\" x2=\"\(n(left))\" y1=\"\(n(top))\" "
            html += "y2=\"\(n(top + plotHeight))\"/>"
            for tick in 0...4 {
                let value = ceiling * Double(tick) / 4
                html += "<text x=\"\(n(left - 6))\" y=\"\(n(y(value) + 4))\" text-anchor=\"end\">"
                html += LoadReport.format(rate: value) + "/s</text>"
            }
            html += "</g>\n"
            var path = "\(n(x(0))),\(n(y(points[0].eventsPerSecond)))"
            for point in points { path += " \(n(x(point.seconds))),\(n(y(point.eventsPerSecond)))" }
            html += "<polyline class=\"series\" stroke=\"#1f5fbf\" points=\"\(path)\"><title>events per second"
            html += "</title></polyline>\n"
            html += "<line class=\"mean\" x1=\"\(n(left))\" x2=\"\(n(left + plotWidth))\" "
            html += "y1=\"\(n(y(meanEventsPerSecond)))\" y2=\"\(n(y(meanEventsPerSecond)))\"><title>mean "
            html += LoadReport.format(rate: meanEventsPerSecond) + " events/s</title></line>\n</svg></div>\n"
        }
        html += "<p>Mean \(LoadReport.format(rate: meanEventsPerSecond)) events/s (dashed) over "
        html += LatencySummary.string(format: 2, seconds) + " s.</p>\n"
        html += "<p class=\"conservation \(isConserved ? "ok" : "bad")\">Events: \(conservationLine)</p>\n"
        return html
    }
}
