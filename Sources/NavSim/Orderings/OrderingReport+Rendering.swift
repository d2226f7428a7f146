extension OrderingReport {
    /// The report as text: handlers, findings with witnesses, the permutation table, pairwise swaps,
    /// every action's claims and the notes.
    ///
    /// ```swift
    /// print(OrderingAnalysis.analyze(chain, corpus: urls).render())
    /// ```
    ///
    /// - Parameter includeClaims: Whether to list every action's claims (when the report has them).
    /// - Returns: The text, ending with a newline.
    public func render(includeClaims: Bool = true) -> String {
        var out: [String] = []
        let typeList = navigationTypes.map { "\($0.orderingLabel) (.\($0.rawValue))" }.joined(separator: " and ")
        out.append("Handler order analysis (\(schema))")
        out.append(
            "Corpus: \(plural(userURLs, "user URL")) + \(generatedURLs) generated = \(plural(userURLs + generatedURLs, "URL")), "
                + "each as \(typeList): \(actions) actions"
        )
        out.append("")
        out.append("Chain (fallback: \(fallback))")
        out += table(
            header: ["#", "handler", "claims", "decides", "rules"],
            rows: handlers.map { handler in
                [
                    "\(handler.index + 1)",
                    handler.name + (handler.isDefault ? " (default)" : ""),
                    "\(handler.claimed)" + (handler.unknown > 0 ? " (\(handler.unknown) unknown)" : ""),
                    "\(handler.decided)",
                    handler.rules.isEmpty
                        ? (handler.claims == .probed
                            ? "(probed: run alone on every action)" : "(not known: analysed from its claims)")
                        : handler.rules.joined(separator: "; "),
                ]
            }
        )
        if let first = handlers.first(where: \.isDefault) {
            out.append(
                "  (default): \(first.name) claims every analysed action, so it is the chain's default: the "
                    + "overlaps of handlers before it with it are by design and not reported, and handlers after it "
                    + "decide nothing.")
        }
        out.append("")
        out.append(findings.isEmpty ? "Findings: none" : "Findings (\(findings.count))")
        for finding in findings {
            out.append("  \(finding)")
            for witness in finding.witnesses { out.append("      e.g. \(witness)") }
        }
        out.append("")
        out += renderPermutations()
        if includeClaims, !claims.isEmpty {
            out.append("")
            out.append("Claims (every handler that claims each action; the first decides)")
            out += table(
                header: ["url", "navigation", "decision", "also claimed by"],
                rows: claims.map { row in
                    [
                        row.url,
                        row.navigationType.orderingLabel,
                        row.decision.description,
                        row.claims.dropFirst().map(\.description).joined(separator: " | "),
                    ]
                }
            )
        }
        if !notes.isEmpty {
            out.append("")
            out.append("Notes")
            for note in notes { out.append("  - \(note)") }
        }
        // Each element is one line: URLs as the user wrote them are escaped (TerminalText), newlines included.
        return out.map(TerminalText.escaped).joined(separator: "\n") + "\n"
    }

    private func renderPermutations() -> [String] {
        var out: [String] = []
        let table = permutations
        if table.enumerated {
            out.append(
                "Every order: \(table.orders) orders of \(handlers.count) handlers over \(table.signatures) claim "
                    + "signatures; \(table.unchanged) decide every action as configured"
            )
            if table.rows.isEmpty {
                out.append("  No order changes a decision.")
            } else {
                out.append("  Orders that decide alike form a class; each row shows a class by its first order.")
                out += self.table(
                    header: [
                        "orders", "changed", "first order of the class",
                        "first changed action: configured | this order",
                    ],
                    rows: table.rows.map(row)
                )
                if table.omittedRows > 0 {
                    out.append("  … \(table.omittedRows) more classes change decisions (fewer changes each)")
                }
            }
        } else {
            out.append(
                "Every order: not enumerated (\(handlers.count) handlers); pairwise swaps over \(table.signatures) "
                    + "claim signatures"
            )
        }
        if !table.swaps.isEmpty {
            out.append("")
            out.append("Swaps against the configured order")
            out += self.table(
                header: ["changed", "swap", "first changed action: configured | swapped"],
                rows: table.swaps.map { swap in
                    let configured = handlers.map(\.name)
                    let moved = zip(configured, swap.order).filter { $0 != $1 }.map(\.0)
                    return ["\(swap.changed)", moved.joined(separator: " ↔ "), swap.witness?.description ?? "-"]
                }
            )
        }
        return out
    }

    private func plural(_ count: Int, _ noun: String) -> String { count == 1 ? "1 \(noun)" : "\(count) \(noun)s" }

    private func row(_ row: OrderingPermutationTable.Row) -> [String] {
        ["\(row.orders)", "\(row.changed)", row.order.joined(separator: " → "), row.witness?.description ?? "-"]
    }

    /// Left-aligned columns separated by two spaces, indented by two; the last column is not padded.
    private func table(header: [String], rows: [[String]]) -> [String] {
        let all = [header] + rows
        var widths = Array(repeating: 0, count: header.count)
        for row in all {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        return all.map { row in
            var line = "  "
            for (column, cell) in row.enumerated() {
                if column == row.count - 1 {
                    line += cell
                } else {
                    line += cell + String(repeating: " ", count: widths[column] - cell.count + 2)
                }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
