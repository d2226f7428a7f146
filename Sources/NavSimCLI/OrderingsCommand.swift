import Foundation
import NavSim

/// `navsim orderings FILE`: what the order of a scenario's handlers does, over its URLs.
enum OrderingsCommand: Subcommand {
    static let name = "orderings"
    static let summary = "Analyse the order of a scenario's handlers: shadowed, overlapping, order-sensitive."
    static let usage = "orderings FILE [--fail-on GATES] [--no-claims] [--no-generate] [--json]"
    static let discussion = """
        Reads each handler's static claim for every URL the scenario names (its timeline's loads first: the first
        is the app's first load) and URLs generated from the handlers' rules, as an app load and a link tap.
        Reports the first load cancelled, unreachable and shadowed handlers, overlaps, order-sensitive pairs,
        ties and opaque handlers, with witness URLs, and what every order of the handlers decides.
        --fail-on takes a comma-separated list of gates: \(OrderingGate.allCases.map(\.rawValue).joined(separator: ", ")).
        Exit status: 0 no finding of those gates (or no --fail-on), 1 one found, 2 bad input.
        """
    static let options: [OptionSpec] = [
        .value("--fail-on", "GATES", "Exit 1 when a finding of these gates is reported, e.g. shadowed,overlap."),
        .flag("--no-claims", "Leave every action's claims out of the report."),
        .flag("--no-generate", "Analyse the scenario's own URLs only."),
        .flag("--json", "Print JSON (schema navsim.orderings/1)."),
    ]

    static func run(_ arguments: ParsedArguments, output: Output) async throws -> ExitStatus {
        let file = try RunCommand.single(arguments)
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
        if arguments.has("--json") {
            output.out(try report.json())
        } else {
            output.out(report.render(includeClaims: options.includeClaims))
        }
        let failures = report.failures(for: gates)
        if !failures.isEmpty {
            output.err(
                "orderings: \(failures.count) finding(s) of \(gates.map(\.rawValue).sorted().joined(separator: ", "))")
        }
        return failures.isEmpty ? .success : .checkFailed
    }
}
