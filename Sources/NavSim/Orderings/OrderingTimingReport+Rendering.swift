extension OrderingTimingReport {
    /// The report as text: the scenario, then each distinct outcome with its seeds, loads and what in it
    /// depends on timing.
    ///
    /// - Returns: The text, ending with a newline.
    public func render() -> String {
        var out: [String] = []
        out.append("Handler orderings in time (\(schema))")
        out.append("Chain: \(handlers.joined(separator: " → "))")
        out.append("Loads:")
        for (index, load) in loads.enumerated() {
            let at = Int(load.at / .milliseconds(1))
            let jitter = Int(load.jitter / .milliseconds(1))
            out.append(
                "  \(index + 1). \(load.type.orderingLabel) \(load.url) at \(at) ms"
                    + (jitter > 0 ? " (+0…\(jitter) ms by seed)" : "")
            )
        }
        out.append(
            "Explored \(seedsExplored) seeds (\(strategy)): \(outcomes.count) distinct outcome"
                + (outcomes.count == 1 ? "" : "s")
                + (isTimingDependent ? ": the outcome depends on timing" : "")
        )
        for (number, outcome) in outcomes.enumerated() {
            out.append("")
            out.append(
                "Outcome \(number + 1): \(outcome.seeds) of \(seedsExplored) seeds (first: seed \(outcome.firstSeed))")
            for (index, load) in outcome.loads.enumerated() {
                out.append(
                    "  load \(index + 1) at \(load.startedAt) ms → \(load.result) at \(load.endedAt) ms"
                        + (load.decision.map { ", \($0)" } ?? "")
                )
                out.append("      the chain alone: \(load.chainDecision)")
            }
            out.append("  shows: \(outcome.finalURL ?? "nothing")")
            for phenomenon in outcome.phenomena { out.append("  \(phenomenon)") }
            for failure in outcome.failures { out.append("  [failure] \(failure)") }
        }
        // Each element is one line: URLs as the user wrote them are escaped (TerminalText), newlines included.
        return out.map(TerminalText.escaped).joined(separator: "\n") + "\n"
    }
}
