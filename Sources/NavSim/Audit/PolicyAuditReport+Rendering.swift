import Foundation
import NavSimCore

extension PolicyAuditReport {
    /// The report as text for a terminal; URLs are escaped (``TerminalText``), so a hostile URL cannot draw on
    /// the terminal or forge a line.
    ///
    /// - Parameter limit: The most findings listed per technique.
    /// - Returns: The text, without a trailing newline.
    public func render(limit: Int = 20) -> String {
        var lines: [String] = []
        lines.append(
            "audit: \(urlsAsked) hostile URL checks from \(trustedHosts.count) trusted host(s): "
                + trustedHosts.map(TerminalText.escaped).joined(separator: ", "))
        lines.append("trust:")
        for entry in trust {
            let trust = entry.trust.isEmpty ? "nothing (never allows)" : entry.trust
            lines.append("  \(TerminalText.escaped(entry.handler)): \(TerminalText.escaped(trust))")
        }
        if findings.isEmpty {
            lines.append("PASS: no hostile URL passed")
        } else {
            let urls = Set(findings.map { $0.url + ($0.base ?? "") }).count
            lines.append("FAIL: \(urls) hostile URL(s) passed (\(findings.count) checks)")
            for (technique, group) in findingsByTechnique {
                // One line per URL and decision, its navigation types together.
                var lineKeys: [String] = []
                var types: [String: [String]] = [:]
                for finding in group {
                    let base = finding.base.map { " (against \(TerminalText.escaped($0)))" } ?? ""
                    let origin = finding.origin.map { "origin \($0)" } ?? "not a URL to the URL Standard"
                    let text =
                        "\(TerminalText.escaped(finding.url))\(base): \(TerminalText.escaped(finding.decision)) by "
                        + "\(TerminalText.escaped(finding.handler)); \(TerminalText.escaped(origin)) is outside its trust ("
                        + "\(TerminalText.escaped(finding.trust.isEmpty ? "nothing" : finding.trust)))"
                    if types[text] == nil { lineKeys.append(text) }
                    types[text, default: []].append(finding.navigationType.rawValue)
                }
                lines.append("  \(technique.rawValue): \(lineKeys.count) URL(s)")
                for key in lineKeys.prefix(limit) {
                    lines.append("    [\(types[key, default: []].joined(separator: ", "))] \(key)")
                }
                if lineKeys.count > limit { lines.append("    … \(lineKeys.count - limit) more") }
            }
        }
        if !undecided.isEmpty {
            let handlers = Set(undecided.map(\.handler)).sorted().map(TerminalText.escaped).joined(separator: ", ")
            lines.append(
                "note: \(undecided.count) check(s) stopped at a handler that cannot state its claim: \(handlers)")
        }
        return lines.joined(separator: "\n")
    }

    /// The report as JSON (schema ``currentSchema``).
    ///
    /// - Parameter pretty: Indent, one member per line.
    /// - Returns: The JSON text.
    /// - Throws: An encoding error (none for a report the audit made).
    public func json(pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
