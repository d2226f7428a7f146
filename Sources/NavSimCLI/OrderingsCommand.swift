import Foundation
import NavSim

/// `navsim orderings FILE`: what the order of a scenario's handlers does, over its URLs; with `--timing`,
/// what the timing of its loads does.
enum OrderingsCommand: Subcommand {
    static let name = "orderings"
    static let summary =
        "Analyse the order of a scenario's handlers (shadowed, overlapping) or, with --timing, its loads in time."
    static let usage =
        "orderings FILE [--fail-on GATES] [--no-claims] [--no-generate] [--timing [--seeds N]] [--html FILE] [--json]"
    static let discussion = """
        Reads each handler's claim (the decision it makes for a URL, read from its rules without running it) for
        every URL the scenario names (its timeline's loads first: the first is the app's first load) and URLs
        generated from the handlers' rules, as an app load and a link tap. Reports the first load cancelled,
        unreachable and shadowed handlers, overlaps, order-sensitive pairs, ties and opaque handlers, with
        witness URLs, and what every order of the handlers decides.
        --fail-on takes a comma-separated list of the labels the report prints: \(OrderingGate.allCases.map(\.rawValue).joined(separator: ", ")).
        With --timing, runs the timeline's loads (each at the sum of the waits before it, a wait's range drawn
        per seed) against the handlers' latencies over N seeds and groups the runs by outcome; --fail-on then
        takes \(OrderingTimingReport.Phenomenon.Kind.allCases.map(\.rawValue).joined(separator: ", ")).
        Exit status: 0 no finding of those labels (or no --fail-on), 1 one found, 2 bad input.
        """
    static let options: [OptionSpec] = [
        .value(
            "--fail-on", "LABELS", "Exit 1 when a finding with one of these labels is reported, e.g. shadowed,overlap.",
            choices: OrderingGate.allCases.map(\.rawValue)
                + OrderingTimingReport.Phenomenon.Kind.allCases.map(\.rawValue)),
        .flag("--no-claims", "Leave every action's claims out of the report."),
        .flag("--no-generate", "Analyse the scenario's own URLs only."),
        .flag("--timing", "Analyse the timeline's loads in time instead of the handlers' order."),
        .value("--seeds", short: "-s", "N", "With --timing: how many seeds to run (default 100)."),
        .value(
            "--strategy", "S", "With --timing: random (default), pct, pct<depth> or pos.",
            choices: ["random", "pct", "pos"]),
        .value("--html", "FILE", "Also write a self-contained HTML report (the claim matrix) to FILE."),
        .flag("--json", "Print JSON (schema navsim.orderings/1, or navsim.orderings.timing/1 with --timing)."),
    ]

    static func run(_ arguments: ParsedArguments, output: Output) async throws -> ExitStatus {
        let file = try RunCommand.single(arguments)
        if arguments.has("--timing") { return try timing(file, arguments, output: output) }
        for option in ["--seeds", "--strategy"] where arguments.value(option) != nil {
            throw UsageError(message: "\(option) applies with --timing", command: name)
        }
        var gates: Set<OrderingGate> = []
        if let list = arguments.value("--fail-on") {
            do {
                gates = try OrderingGate.parseList(list)
            } catch {
                throw UsageError(message: "\(error)", command: name)
            }
        }
        let scenario = try RunCommand.load(file)
        var options = OrderingOptions()
        options.includeClaims = !arguments.has("--no-claims")
        options.generateCorpus = !arguments.has("--no-generate")
        let report = scenario.orderings(options: options)
        if let path = arguments.value("--html") {
            try ReportCommand.write(HTMLReport(orderings: report, title: scenario.name, file: file), to: path)
        }
        if arguments.has("--json") {
            output.json(try report.json())
        } else {
            output.out(report.render(includeClaims: options.includeClaims))
        }
        let failures = report.failures(for: gates)
        if !failures.isEmpty {
            output.err(
                "orderings: \(failures.count) finding(s) labelled "
                    + Set(failures.map(\.kind.rawValue)).sorted().joined(separator: ", "))
        }
        return failures.isEmpty ? .success : .checkFailed
    }

    /// `--timing`: the timeline's loads against the handlers' latencies, over seeds.
    static func timing(_ file: String, _ arguments: ParsedArguments, output: Output) throws -> ExitStatus {
        if arguments.value("--html") != nil {
            throw UsageError(message: "--html draws the claim matrix; it does not apply with --timing", command: name)
        }
        for flag in ["--no-claims", "--no-generate"] where arguments.has(flag) {
            throw UsageError(message: "\(flag) does not apply with --timing", command: name)
        }
        let seeds = try arguments.integer("--seeds", default: 100, in: 1...1_000_000)
        let strategy = try ReplayCommand.strategy(arguments, default: .random)
        var kinds: Set<OrderingTimingReport.Phenomenon.Kind> = []
        if let list = arguments.value("--fail-on") {
            let valid = OrderingTimingReport.Phenomenon.Kind.allCases.map(\.rawValue)
            for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() })
            where !item.isEmpty {
                guard let kind = OrderingTimingReport.Phenomenon.Kind(rawValue: item) else {
                    throw UsageError(
                        message: "unknown label '\(item)' in --fail-on with --timing; valid labels: "
                            + valid.joined(separator: ", "),
                        command: name)
                }
                kinds.insert(kind)
            }
        }
        let scenario = try RunCommand.load(file)
        let report: OrderingTimingReport
        do {
            report = try scenario.timing(seeds: 0..<UInt64(seeds), strategy: strategy)
        } catch {
            throw InputError(description: error.description)
        }
        if arguments.has("--json") { output.json(try report.json()) } else { output.out(report.render()) }
        let found = report.phenomenonKinds.intersection(kinds)
        if !found.isEmpty {
            output.err(
                "orderings --timing: outcomes labelled " + found.map(\.rawValue).sorted().joined(separator: ", "))
        }
        return found.isEmpty ? .success : .checkFailed
    }
}
