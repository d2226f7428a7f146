import Foundation
import NavSim

/// `navsim audit FILE | --preset NAME`: hostile URLs against a chain's host rules.
enum AuditCommand: Subcommand {
    static let name = "audit"
    static let summary = "Check a chain against hostile URLs made to pass for the hosts it trusts."
    static let usage = "audit (FILE | --preset NAME) [--corpus FILE] [--trust HOSTS] [--json]"
    static let discussion = """
        Generates hostile URLs from every host the chain's rules trust (user-info, backslashes, tabs and
        newlines, percent-encoding, IDNA mappings and confusables, full-width and trailing dots, numeric IPv4,
        IPv6, non-web schemes with an authority, protocol-relative forms, javascript: spellings, ports,
        open-redirect parameters, suffix confusion), adds the URLs of --corpus (one per line, # comments), and
        asks the chain about each as a link tap and an app load. Reports every URL a handler allows or routes to
        a native screen although its WHATWG origin is outside what that handler trusts, with the technique and
        the deciding handler. What an allow-all fallback allows is the chain's declared default, not a finding.
        Presets: \(Preset.allCases.map(\.rawValue).joined(separator: ", ")).
        Exit status: 0 no hostile URL passed, 1 one passed, 2 bad input.
        """
    static let options: [OptionSpec] = [
        .value("--preset", "NAME", "Audit a built-in preset's chain instead of a scenario's."),
        .value("--corpus", "FILE", "Also check these URLs, one per line."),
        .value("--trust", "HOSTS", "Comma-separated hosts (and their subdomains) trusted beyond the chain's rules."),
        .flag("--json", "Print JSON (schema navsim.audit/1)."),
    ]

    static func run(_ arguments: ParsedArguments, output: Output) async throws -> ExitStatus {
        let chain: NavigationChain
        if let presetName = arguments.value("--preset") {
            guard arguments.positionals.isEmpty else {
                throw UsageError(message: "give a FILE or --preset, not both", command: name)
            }
            guard let preset = Preset(rawValue: presetName) else {
                let hint = Suggestion.closest(to: presetName, in: Preset.allCases.map(\.rawValue))
                throw UsageError(
                    message: "unknown preset \"\(TerminalText.escaped(presetName))\""
                        + (hint.map { " (did you mean \"\($0)\"?)" } ?? "")
                        + "; presets: \(Preset.allCases.map(\.rawValue).joined(separator: ", "))",
                    command: name)
            }
            chain = preset.builder().build().navigationChain ?? NavigationChain([])
        } else {
            chain = try RunCommand.load(try RunCommand.single(arguments)).navigationChain
        }
        var options = PolicyAudit.Options()
        if let file = arguments.value("--corpus") {
            options.corpus = try corpus(file)
        }
        if let hosts = arguments.value("--trust") {
            options.trustedHosts = hosts.split(separator: ",").map {
                HostPattern(String($0.trimmingCharacters(in: .whitespaces)), includeSubdomains: true)
            }
        }
        let report = PolicyAudit.audit(chain, options: options)
        if arguments.has("--json") { output.json(try report.json()) } else { output.out(report.render()) }
        return report.passed ? .success : .checkFailed
    }

    /// The URLs of a corpus file: one per line, blank lines and `#` comments skipped.
    static func corpus(_ file: String) throws -> [String] {
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw InputError(
                description: "\(TerminalText.escaped(file)): cannot read the corpus (\(error.localizedDescription)). "
                    + "Fix: give a UTF-8 text file with one URL per line.")
        }
        let urls = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        guard !urls.isEmpty else {
            throw InputError(
                description: "\(TerminalText.escaped(file)): the corpus has no URL. Fix: write one URL per line.")
        }
        return urls
    }
}
