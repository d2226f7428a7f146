extension LoadReport {
    /// The report as a readable table, for a terminal.
    public var table: String {
        var lines: [String] = []
        let mode = profile.rate.map { "open loop at \(Self.format(rate: $0))/s" } ?? "closed loop"
        lines.append(
            "navsim bench: profile '\(profile.name)', \(profile.webViews) web views, \(profile.concurrency) in flight, "
                + "\(mode)"
        )
        lines.append("run: \(run.summary)")
        if let samples {
            let spreads = ["events/s", "navigation p50", "navigation p99"].compactMap { name in
                samples.metric(named: name).map { "\(name) \(LatencySummary.string(format: 1, $0.spreadPercent))%" }
            }
            lines.append(
                "\(samples.runs) runs: the figures are the median run's (by events/s); spread (largest − smallest, "
                    + "of the median) \(spreads.joined(separator: ", "))")
        }
        lines.append(
            "warm-up \(profile.warmUp), measured \(profile.measure): "
                + "\(LatencySummary.string(format: 2, elapsedSeconds))s, seed \(profile.seed)"
                + ", lanes yield every \(profile.eventsPerYield) event\(profile.eventsPerYield == 1 ? "" : "s")"
        )
        lines.append("")
        lines.append(
            "throughput  \(Self.format(rate: throughput.events)) events/s  "
                + "(\(Self.format(rate: throughput.navigations)) navigations/s, "
                + "\(Self.format(rate: throughput.messages)) messages/s, "
                + "\(Self.format(rate: throughput.decisions)) decisions/s)"
        )
        lines.append("")
        let header = ["latency", "count", "p50", "p90", "p99", "p99.9", "max"]
        var rows = [header]
        for (name, summary) in [
            ("decision", latency.decision), ("navigation", latency.navigation), ("message", latency.message),
        ] {
            rows.append(Self.row(name, summary))
        }
        lines += Self.render(rows)
        lines.append("")
        var handlerRows = [["handler", "decisions", "share", "p50", "p99", "max"]]
        let totalDecisions = max(1, handlers.reduce(0) { $0 + $1.decisions })
        for handler in handlers where handler.decisions > 0 || handler.name != ChainDecision.fallbackName {
            handlerRows.append([
                handler.name, "\(handler.decisions)",
                LatencySummary.string(format: 1, Double(handler.decisions) * 100 / Double(totalDecisions)) + "%",
                LatencySummary.format(nanoseconds: Double(handler.latency.p50)),
                LatencySummary.format(nanoseconds: Double(handler.latency.p99)),
                LatencySummary.format(nanoseconds: Double(handler.latency.max)),
            ])
        }
        lines += Self.render(handlerRows)
        if !strategies.isEmpty {
            lines.append("")
            var strategyRows = [["message", "delivered", "undefined"]]
            for strategy in strategies {
                strategyRows.append([strategy.name, "\(strategy.delivered)", "\(strategy.undefined)"])
            }
            lines += Self.render(strategyRows)
        }
        lines.append("")
        let outcomeText = outcomes.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }
        lines.append("navigations  " + outcomeText.joined(separator: ", "))
        var accounting =
            "events       issued \(events.issued) = completed \(events.completed) + cancelled \(events.cancelled)"
            + " + failed \(events.failed)  " + (events.conserved ? "(conserved)" : "(NOT CONSERVED)")
        if profile.rate != nil { accounting += "; late \(events.late), dropped \(events.dropped)" }
        lines.append(accounting)
        if profile.observesState {
            let how = profile.observation == "stream" ? "streams" : "change handlers"
            lines.append("observed     \(stateChanges) batches of state changes (\(how))")
        }
        if findings.isEmpty {
            lines.append("findings     none")
        } else {
            for finding in findings {
                lines.append("finding      \(finding.kind) ×\(finding.count): \(finding.example)")
            }
        }
        let megabytes = { (bytes: Int?) in
            bytes.map { LatencySummary.string(format: 1, Double($0) / 1_048_576) + " MB" }
        }
        lines.append(
            "memory       peak \(megabytes(memory.peakBytes) ?? "n/a"), "
                + "after warm-up \(megabytes(memory.residentAfterWarmUpBytes) ?? "n/a"), "
                + "at end \(megabytes(memory.residentAtEndBytes) ?? "n/a")"
        )
        return lines.joined(separator: "\n")
    }

    /// A rate with a metric suffix: `950`, `12.3k`, `1.21M`.
    ///
    /// - Parameter rate: Events per second.
    /// - Returns: The text.
    public static func format(rate: Double) -> String {
        switch rate {
        case ..<1_000: "\(Int(rate.rounded()))"
        case ..<1_000_000: LatencySummary.string(format: rate < 100_000 ? 1 : 0, rate / 1e3) + "k"
        default: LatencySummary.string(format: 2, rate / 1e6) + "M"
        }
    }

    private static func row(_ name: String, _ summary: LatencySummary) -> [String] {
        [name, "\(summary.count)"]
            + [summary.p50, summary.p90, summary.p99, summary.p999, summary.max].map {
                LatencySummary.format(nanoseconds: Double($0))
            }
    }

    /// Left-aligns the first `leftAligned` columns and right-aligns the others.
    static func render(_ rows: [[String]], leftAligned: Int = 1) -> [String] {
        guard let columns = rows.first?.count else { return [] }
        let widths = (0..<columns).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column < leftAligned ? cell + pad : pad + cell
            }.joined(separator: "  ").trimmingTrailingSpaces
        }
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
