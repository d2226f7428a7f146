extension HTMLReport {
    /// The report of an ordering analysis: the handler × URL claim matrix with the deciding, shadowed and
    /// order-sensitive cells marked, and every finding with its witness URLs.
    ///
    /// - Parameters:
    ///   - orderings: The analysis.
    ///   - title: The title, such as the scenario's name.
    ///   - file: The scenario file, when there is one.
    public init(orderings: OrderingReport, title: String, file: String?) {
        let handlers = orderings.handlers.map(\.name)
        let defaults = Set(orderings.handlers.filter(\.isDefault).map(\.index))
        let sensitiveURLs = Set(
            orderings.findings(.orderSensitive).flatMap { $0.witnesses.map { "\($0.url) \($0.navigationType)" } })
        let rows = orderings.claims.prefix(ClaimMatrix.limit).map { row in
            var cells = handlers.map { _ in ClaimMatrix.Cell(state: .none, text: "") }
            for claim in row.claims {
                guard let index = claim.handlerIndex, index < cells.count else { continue }
                let text =
                    claim.policy.map { policy in claim.effect.map { "\(policy): \($0)" } ?? "\(policy)" } ?? "unknown"
                let state: ClaimMatrix.CellState
                if claim.policy == nil {
                    state = .unknown
                } else if claim.handlerIndex == row.decision.handlerIndex {
                    state = .decides
                } else if defaults.contains(index) {
                    state = .catchAll
                } else {
                    let same = claim.policy == row.decision.policy && claim.effect == row.decision.effect
                    state = same ? .agrees : .shadowed
                }
                cells[index] = ClaimMatrix.Cell(state: state, text: text)
            }
            return ClaimMatrix.Row(
                url: row.url, source: row.source, navigation: row.navigationType.orderingLabel, cells: cells,
                decision: "\(row.decision)",
                orderSensitive: cells.contains { $0.state == .shadowed }
                    || sensitiveURLs.contains("\(row.url) \(row.navigationType)"))
        }
        let findings = orderings.findings.map { finding in
            ClaimMatrix.Finding(
                kind: finding.kind.rawValue, message: finding.message, witnesses: finding.witnesses.map(\.description))
        }
        let matrix = ClaimMatrix(
            handlers: handlers, rows: Array(rows), omitted: orderings.claims.count - rows.count, findings: findings)
        let counts = OrderingFinding.Kind.allCases.compactMap { kind -> String? in
            let count = orderings.findings(kind).count
            return count == 0 ? nil : "\(count) \(kind.rawValue)"
        }
        var facts = [
            Fact("handlers", "\(handlers.count)"), Fact("actions", "\(orderings.actions)"),
            Fact("URLs", "\(orderings.userURLs) from the scenario, \(orderings.generatedURLs) generated"),
            Fact("fallback", "\(orderings.fallback)"), Fact("NavSim", RunMetadata.current().navsimVersion),
        ]
        if let file { facts.insert(Fact("scenario", file), at: 0) }
        self.init(
            kind: .orderings, title: title,
            summary: counts.isEmpty ? "no finding" : counts.joined(separator: ", "), failed: !counts.isEmpty,
            facts: facts, sections: [.claims(matrix)])
    }
}
