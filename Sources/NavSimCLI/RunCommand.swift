import Foundation
import NavSim

/// `navsim run FILE`: runs a scenario under the deterministic runtime (one schedule: its seed) and
/// checks its expectations.
enum RunCommand: Subcommand {
    static let name = "run"
    static let summary = "Run a scenario file once and check its expectations."
    static let usage = "run FILE [--trace] [--json]"
    static let discussion = """
        Runs one schedule (the scenario's seed) on the virtual clock and prints a summary: events, decisions by
        handler, findings with WebKit's messages, and each expectation's result.
        Exit status: 0 every expectation holds, 1 one fails, 2 the file is not a valid scenario.
        """
    static let options: [OptionSpec] = [
        .flag("--trace", "Also print the run's timeline."),
        .flag("--json", "Print JSON."),
    ]

    static func run(_ arguments: ParsedArguments, output: Output) async throws -> ExitStatus {
        let scenario = try load(try single(arguments))
        let report = ScenarioRunner.run(scenario)
        if arguments.has("--json") {
            output.out(JSONWriter.write(report.json(includeTimeline: arguments.has("--trace"))))
        } else {
            output.out(report.text(includeTimeline: arguments.has("--trace")))
        }
        return report.passed ? .success : .checkFailed
    }

    /// The one FILE argument of a command.
    static func single(_ arguments: ParsedArguments) throws -> String {
        guard arguments.positionals.count == 1, let file = arguments.positionals.first else {
            throw UsageError(
                message: arguments.positionals.isEmpty
                    ? "missing FILE: navsim \(arguments.command) scenarios/<name>.json"
                    : "one FILE only, not \(arguments.positionals.count)",
                command: arguments.command)
        }
        return file
    }

    /// Reads a scenario, turning its error into bad input (exit status 2).
    static func load(_ file: String) throws -> Scenario {
        do {
            return try Scenario(contentsOf: file)
        } catch {
            throw InputError(description: error.description)
        }
    }
}
