import Foundation
import NavSim

/// `navsim run FILE`: runs a scenario under the deterministic runtime (one schedule: its seed) and
/// judges it by its `expect`.
enum RunCommand: Subcommand {
    static let name = "run"
    static let summary = "Run a scenario file once and judge it by what a correct app does."
    static let usage = "run FILE [--trace] [--json]"
    static let discussion = """
        Runs one schedule (the scenario's seed) on the virtual clock and prints a summary: events, decisions by
        handler, findings with WebKit's messages, each check, and one result line.
        The scenario's "expect" says what a correct app does. A run passes when every expectation holds, no
        finding at the scenario's failOn level appears that expect does not list, and the run ends (no hang).
        A buggy scenario therefore fails with its bug's WebKit message; its fixed version passes.
        Exit status: 0 the run passes, 1 it fails, 2 the file is not a valid scenario.
        """
    static let options: [OptionSpec] = [
        .flag("--trace", short: "-t", "Also print the run's timeline."),
        .flag("--json", "Print JSON."),
    ]

    static func run(_ arguments: ParsedArguments, output: Output) async throws -> ExitStatus {
        let scenario = try load(try single(arguments))
        let report = ScenarioRunner.run(scenario)
        if arguments.has("--json") {
            output.json(JSONWriter.write(report.json(includeTimeline: arguments.has("--trace"))))
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
                    : "one FILE only, not \(arguments.positionals.count): "
                        + arguments.positionals.map { "'\($0)'" }.joined(separator: ", "),
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

    /// The `--jitter` option: a percentage from 0 to 100, as a fraction.
    static func jitter(_ arguments: ParsedArguments) throws -> Double {
        guard let text = arguments.value("--jitter") else { return 0 }
        let trimmed = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard let percent = Double(trimmed), percent >= 0, percent <= 100 else {
            throw UsageError(
                message: "--jitter takes a percentage from 0 to 100 (such as 50), not '\(text)'",
                command: arguments.command)
        }
        return percent / 100
    }
}
