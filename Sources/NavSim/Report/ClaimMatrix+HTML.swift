extension ClaimMatrix {
    /// The matrix as inline SVG: a row per URL (`g.row`), a column per handler (`.axis` with their names), a
    /// cell per claim (`.cell-decides`, `.cell-shadowed`, …), a red mark on order-sensitive rows, then the
    /// findings with their witness URLs as a table.
    var html: String {
        let n = HTMLText.number
        let labelWidth = 380.0
        let cell = 22.0
        let header = 130.0
        let width = labelWidth + Double(handlers.count) * cell + 40
        let height = header + Double(rows.count) * cell + 8
        var html = """
            <p><span class="key" style="background:#1f5fbf"></span>decides \
            <span class="key" style="background:#a9c4ee"></span>claims, same policy \
            <span class="key" style="background:#ef8f00"></span>shadowed (claims, another decision) \
            <span class="key" style="background:#d9dde4"></span>catch-all after the decider \
            <span class="key" style="background:#9aa3b2"></span>unknown (decides at run time) \
            <span class="key" style="background:#c62828"></span>order-sensitive URL</p>
            <div class="chart"><svg class="claims" xmlns="http://www.w3.org/2000/svg" width="\(n(width))" \
            height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" role="img" \
            aria-label="claims of \(handlers.count) handlers over \(rows.count) URLs">

            """
        html += "<g class=\"axis handlers\">"
        for (index, handler) in handlers.enumerated() {
            let x = labelWidth + (Double(index) + 0.5) * cell
            html += "<text transform=\"translate(\(n(x + 4)) \(n(header - 6))) rotate(-60)\">"
            html += "\(HTMLText.escaped(HTMLText.shortened(handler, to: 22)))<title>\(index): "
            html += "\(HTMLText.escaped(handler))</title></text>"
        }
        html += "</g>\n"
        for (index, row) in rows.enumerated() {
            let y = header + Double(index) * cell
            html += "<g class=\"row\(row.orderSensitive ? " order-sensitive" : "")\">"
            html += "<text x=\"4\" y=\"\(n(y + cell * 0.7))\"\(row.orderSensitive ? " class=\"sensitive\"" : "")>"
            html += "\(HTMLText.escaped(HTMLText.shortened(row.url, to: 46)))"
            html += "<tspan class=\"muted\"> · \(HTMLText.escaped(row.navigation))</tspan>"
            html += "<title>\(HTMLText.escaped(row.url)) (\(HTMLText.escaped(row.navigation)), from "
            html += "\(HTMLText.escaped(row.source))): \(HTMLText.escaped(row.decision))</title></text>"
            for (column, claim) in row.cells.enumerated() {
                let x = labelWidth + Double(column) * cell
                html += "<rect class=\"cell cell-\(claim.state.rawValue)\" x=\"\(n(x + 1))\" y=\"\(n(y + 1))\" "
                html += "width=\"\(n(cell - 2))\" height=\"\(n(cell - 2))\" rx=\"3\">"
                if claim.state != .none {
                    html += "<title>\(HTMLText.escaped(handlers[column])) \(claim.state.rawValue): "
                    html += "\(HTMLText.escaped(claim.text))</title>"
                }
                html += "</rect>"
            }
            if row.orderSensitive {
                let x = labelWidth + Double(handlers.count) * cell + 12
                html += "<circle class=\"sensitive\" cx=\"\(n(x))\" cy=\"\(n(y + cell / 2))\" r=\"6\">"
                html += "<title>order-sensitive: another order of the handlers decides otherwise</title></circle>"
            }
            html += "</g>\n"
        }
        html += "</svg></div>\n"
        if omitted > 0 { html += "<p>The first \(rows.count) URLs are drawn; \(omitted) more are in the JSON.</p>\n" }
        html += "<h2>Findings and witness URLs</h2>\n"
        guard !findings.isEmpty else { return html + "<p>No finding.</p>\n" }
        html += "<table class=\"findings\"><thead><tr><th>label</th><th>finding</th><th>witnesses</th></tr></thead>"
        html += "<tbody>\n"
        for finding in findings {
            html += "<tr><td>\(HTMLText.escaped(finding.kind))</td><td>\(HTMLText.escaped(finding.message))</td>"
            html += "<td class=\"url\">" + finding.witnesses.map { HTMLText.escaped($0) }.joined(separator: "<br>")
            html += "</td></tr>\n"
        }
        html += "</tbody></table>\n"
        return html
    }
}
