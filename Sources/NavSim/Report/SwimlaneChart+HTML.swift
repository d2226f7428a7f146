extension SwimlaneChart {
    /// The chart as inline SVG (`g.lane` per lane, `.mark` per event, `.axis`), then the events as a table
    /// with the failing one highlighted. Hovering a mark shows its event (an SVG `title`, no script).
    var html: String {
        let labelWidth = 170.0
        let laneHeight = 30.0
        let top = 44.0
        // Wide enough to read at a glance (about 800 points), narrow enough for long schedules.
        let columnWidth = Swift.max(8, Swift.min(36, 640 / Double(Swift.max(marks.count, 1))))
        let width = labelWidth + Double(Swift.max(marks.count, 1)) * columnWidth + 24
        let height = top + Double(lanes.count) * laneHeight + 12
        func x(_ column: Int) -> Double { labelWidth + (Double(column) + 0.5) * columnWidth }
        func y(_ lane: Int) -> Double { top + (Double(lane) + 0.5) * laneHeight }
        let n = HTMLText.number
        var svg = """
            <div class="chart"><svg class="swimlanes" xmlns="http://www.w3.org/2000/svg" width="\(n(width))" \
            height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" role="img" \
            aria-label="\(HTMLText.escaped(title)): \(lanes.count) lanes, \(marks.count) events">

            """
        if let failing = failingColumn {
            svg += "<rect class=\"failing-band\" x=\"\(n(x(failing) - columnWidth / 2))\" y=\"\(n(top - 14))\" "
            svg += "width=\"\(n(columnWidth))\" height=\"\(n(height - top + 14))\"/>\n"
        }
        for (index, lane) in lanes.enumerated() {
            let bandY = top + Double(index) * laneHeight
            svg += "<g class=\"lane lane-\(lane.kind.rawValue)\" data-lane=\"\(HTMLText.escaped(lane.name))\">"
            if index % 2 == 0 {
                svg += "<rect class=\"lane-band\" x=\"0\" y=\"\(n(bandY))\" width=\"\(n(width))\" "
                svg += "height=\"\(n(laneHeight))\"/>"
            }
            svg += "<line class=\"lane-line\" x1=\"\(n(labelWidth))\" x2=\"\(n(width - 12))\" "
            svg += "y1=\"\(n(y(index)))\" y2=\"\(n(y(index)))\"/>"
            svg += "<text x=\"8\" y=\"\(n(y(index) + 4))\">\(HTMLText.escaped(HTMLText.shortened(lane.name, to: 24)))"
            svg += "<title>\(HTMLText.escaped(lane.kind.rawValue)) \(HTMLText.escaped(lane.name))</title></text></g>\n"
        }
        // The axis: the event's column, its step and its virtual time, every few columns.
        svg += "<g class=\"axis\"><line x1=\"\(n(labelWidth))\" x2=\"\(n(width - 12))\" y1=\"\(n(top - 4))\" "
        svg += "y2=\"\(n(top - 4))\"/>"
        svg += "<text class=\"muted\" x=\"8\" y=\"16\">step</text><text class=\"muted\" x=\"8\" y=\"30\">ms</text>"
        let every = Swift.max(1, Int((60 / columnWidth).rounded(.up)))
        for mark in marks where mark.column % every == 0 || mark.failing {
            svg += "<line x1=\"\(n(x(mark.column)))\" x2=\"\(n(x(mark.column)))\" y1=\"\(n(top - 8))\" "
            svg += "y2=\"\(n(top - 4))\"/>"
            if mark.column % every == 0 {
                svg += "<text x=\"\(n(x(mark.column)))\" y=\"16\" text-anchor=\"middle\">#\(mark.step)</text>"
                svg += "<text class=\"muted\" x=\"\(n(x(mark.column)))\" y=\"30\" text-anchor=\"middle\">"
                svg += Trace.line(milliseconds: .nanoseconds(mark.nanoseconds)) + "</text>"
            }
        }
        svg += "</g>\n"
        for mark in marks {
            let tip = HTMLText.escaped(
                Trace.line(milliseconds: .nanoseconds(mark.nanoseconds)) + " ms  #\(mark.step)  "
                    + lanes[mark.lane].name + (mark.actorLane.map { "  " + lanes[$0].name } ?? "") + "  " + mark.text)
            let failing = mark.failing ? " failing" : ""
            if let actorLane = mark.actorLane {
                svg += "<line class=\"link\" x1=\"\(n(x(mark.column)))\" x2=\"\(n(x(mark.column)))\" "
                svg += "y1=\"\(n(y(mark.lane)))\" y2=\"\(n(y(actorLane)))\"/>"
                svg += "<rect class=\"mark actor\(failing)\" x=\"\(n(x(mark.column) - 4))\" "
                svg += "y=\"\(n(y(actorLane) - 4))\" width=\"8\" height=\"8\"><title>\(tip)</title></rect>"
            }
            svg += "<circle class=\"mark\(failing)\" data-column=\"\(mark.column)\" cx=\"\(n(x(mark.column)))\" "
            svg += "cy=\"\(n(y(mark.lane)))\" r=\"\(mark.failing ? 6 : 4.5)\"><title>\(tip)</title></circle>\n"
        }
        svg += "</svg></div>\n"
        if let failure {
            svg += "<p class=\"summary fail\">Failing event, column \(failingColumn.map(String.init) ?? "?"): "
            svg += "\(HTMLText.escaped(failure))</p>\n"
        }
        if omitted > 0 {
            svg += "<p>The first \(marks.count) events are drawn; \(omitted) more are in the timeline.</p>\n"
        }
        svg += "<table class=\"events\"><thead><tr><th>col</th><th>ms</th><th>step</th><th>task</th><th>actor</th>"
        svg += "<th>event</th></tr></thead><tbody>\n"
        for mark in marks {
            svg += "<tr\(mark.failing ? " class=\"failing\"" : "")><td>\(mark.column)</td><td>"
            svg += Trace.line(milliseconds: .nanoseconds(mark.nanoseconds)) + "</td><td>#\(mark.step)</td>"
            svg += "<td>\(HTMLText.escaped(lanes[mark.lane].name))</td>"
            svg += "<td>\(mark.actorLane.map { HTMLText.escaped(lanes[$0].name) } ?? "")</td>"
            svg += "<td class=\"code\">\(HTMLText.escaped(mark.text))</td></tr>\n"
        }
        svg += "</tbody></table>\n"
        return svg
    }
}
