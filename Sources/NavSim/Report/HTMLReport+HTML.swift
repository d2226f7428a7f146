extension HTMLReport {
    /// The report as one self-contained HTML page: inline CSS and SVG, no script, nothing fetched. Every
    /// string from a scenario, a URL or a trace is escaped.
    public var html: String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy)">
            <meta name="generator" content="navsim \(HTMLText.escaped(RunMetadata.current().navsimVersion))">
            <title>\(HTMLText.escaped(title))</title>
            <style>\(Self.css)</style>
            </head>
            <body class="report-\(kind.rawValue)">
            <header>
            <h1>\(HTMLText.escaped(title))</h1>
            <p class="summary \(failed ? "fail" : "pass")">\(HTMLText.escaped(summary))</p>
            <dl class="facts">
            """
        for fact in facts {
            page += "<div><dt>\(HTMLText.escaped(fact.name))</dt><dd>\(HTMLText.escaped(fact.value))</dd></div>"
        }
        page += "</dl>\n</header>\n<main>\n"
        for section in sections {
            page += "<section>\n<h2>\(HTMLText.escaped(section.title))</h2>\n"
            switch section {
            case .swimlanes(let chart): page += chart.html
            case .percentiles(let chart): page += chart.html
            case .throughput(let chart): page += chart.html
            case .claims(let matrix): page += matrix.html
            case .command(_, let command):
                page += "<pre class=\"command\"><code>\(HTMLText.escaped(command))</code></pre>\n"
            case .text(_, let lines, let code):
                if code {
                    page += "<pre>" + lines.map { HTMLText.escaped($0) }.joined(separator: "\n") + "</pre>\n"
                } else {
                    page += "<ul>" + lines.map { "<li>\(HTMLText.escaped($0))</li>" }.joined() + "</ul>\n"
                }
            }
            page += "</section>\n"
        }
        page += "</main>\n<footer>navsim \(HTMLText.escaped(RunMetadata.current().navsimVersion))</footer>\n"
        page += "</body>\n</html>\n"
        return page
    }

    /// Writes ``html`` atomically, as `navsim bench --output` writes its report: a temporary file in the
    /// same directory, flushed, then renamed over the target.
    ///
    /// - Parameter path: The file.
    /// - Throws: ``ReportFileError`` naming the path and the reason when it cannot be written.
    public func write(toFile path: String) throws(ReportFileError) {
        try ReportFile.write(html, toFile: path)
    }

    /// The page's own rule that it fetches nothing and runs no script: a browser refuses, and reports on its
    /// console, any load a future change might add.
    public static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'"

    static let css = """
        :root{color-scheme:light;--fg:#1d2330;--muted:#5b6475;--line:#d5d9e0;--bg:#fff;--panel:#f6f7f9;\
        --fail:#c62828;--pass:#2e7d32;--accent:#1f5fbf}
        *{box-sizing:border-box}
        body{margin:0;padding:24px 32px;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;\
        color:var(--fg);background:var(--bg)}
        h1{font-size:22px;margin:0 0 4px}h2{font-size:16px;margin:28px 0 8px}
        .summary{font-weight:600;margin:0 0 12px}.summary.fail{color:var(--fail)}.summary.pass{color:var(--pass)}
        .facts{display:flex;flex-wrap:wrap;gap:4px 20px;margin:0;color:var(--muted)}
        .facts div{display:flex;gap:6px}.facts dt{font-weight:600}.facts dd{margin:0;color:var(--fg)}
        pre{background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:10px 12px;overflow:auto;\
        font:12px/1.4 ui-monospace,Menlo,Consolas,monospace;white-space:pre}
        pre.command{border-left:4px solid var(--accent)}
        .chart{overflow-x:auto;border:1px solid var(--line);border-radius:6px;background:#fff}
        svg{display:block;font:11px system-ui,sans-serif}
        svg text{fill:var(--fg)}svg .muted{fill:var(--muted)}
        .axis line,.axis path{stroke:#8a93a3;stroke-width:1}.grid line{stroke:#eceef2}
        .lane-band{fill:#f7f8fa}.lane-line{stroke:#c9ced8}.lane-actor .lane-band{fill:#f1f5fd}
        .mark{fill:var(--accent);stroke:#fff;stroke-width:1}.mark.actor{fill:#7b5cc4}
        .link{stroke:#b9a7e6;stroke-width:1}
        .mark.failing{fill:var(--fail);stroke:#fff;stroke-width:2}.failing-band{fill:#fdecea}
        .series{fill:none;stroke-width:2}.mean{stroke:#8a93a3;stroke-dasharray:4 3}
        .legend{display:flex;flex-wrap:wrap;gap:4px 16px;margin:8px 0;padding:0;list-style:none}
        .legend li{display:flex;align-items:center;gap:6px}.swatch{width:14px;height:4px;border-radius:2px}
        .conservation{font-weight:600}.conservation.ok{color:var(--pass)}.conservation.bad{color:var(--fail)}
        table{border-collapse:collapse;font-size:12px}td,th{border-bottom:1px solid var(--line);padding:3px 8px;\
        text-align:left;vertical-align:top}
        tr.failing td{background:#fdecea;color:var(--fail);font-weight:600}
        td.url,td.code{font-family:ui-monospace,Menlo,Consolas,monospace;word-break:break-all}
        .cell-decides{fill:#1f5fbf}.cell-agrees{fill:#a9c4ee}.cell-shadowed{fill:#ef8f00}
        .cell-unknown{fill:#9aa3b2}.cell-catch-all{fill:#d9dde4}.cell-none{fill:#f3f4f6}.sensitive{fill:var(--fail)}
        .key{display:inline-block;width:12px;height:12px;border-radius:2px;vertical-align:-2px;margin-right:4px}
        footer{margin-top:32px;color:var(--muted);font-size:12px}
        """
}
