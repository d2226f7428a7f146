import Foundation
import NavSim

/// `navsim validate FILE...`: checks scenario files without running them.
enum ValidateCommand: Subcommand {
    static let name = "validate"
    static let summary = "Check scenario files against the format."
    static let usage = "validate FILE... [--json] | validate --print-schema | validate --print-reference"
    static let discussion = """
        Each invalid file gets one message naming the file, the JSON path, what was found, what was expected and
        how to fix it. Exit status: 0 every file is valid, 2 one is not.
        --print-schema prints the JSON Schema (scenarios/schema.json); --print-reference the field reference
        (docs/scenario-format.md). Both are generated from the decoder's own table.
        """
    static let options: [OptionSpec] = [
        .flag("--json", "Print JSON."),
        .flag("--print-schema", "Print the JSON Schema of the scenario format."),
        .flag("--print-reference", "Print the field reference (Markdown)."),
    ]

    static func run(_ arguments: ParsedArguments, output: Output) async throws -> ExitStatus {
        if arguments.has("--print-schema") {
            output.out(JSONWriter.write(ScenarioFormat.jsonSchema))
            return .success
        }
        if arguments.has("--print-reference") {
            output.out(ScenarioFormat.reference)
            return .success
        }
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "missing FILE: navsim validate scenarios/*.json", command: name)
        }
        var results: [JSONValue] = []
        var allValid = true
        for file in arguments.positionals {
            do {
                let scenario = try Scenario(contentsOf: file)
                results.append(
                    .object([
                        JSONMember("file", .string(file)), JSONMember("valid", .bool(true)),
                        JSONMember("name", .string(scenario.name)),
                    ]))
                if !arguments.has("--json") { output.out("ok: \(file) (\(scenario.name))") }
            } catch {
                allValid = false
                results.append(
                    .object([
                        JSONMember("file", .string(file)), JSONMember("valid", .bool(false)),
                        JSONMember("code", .string(error.code.description)), JSONMember("path", .string(error.path)),
                        JSONMember("problem", .string(error.problem)), JSONMember("expected", .string(error.expected)),
                        JSONMember("fix", .string(error.fix)), JSONMember("message", .string(error.description)),
                    ]))
                if !arguments.has("--json") { output.err("error: \(error)") }
            }
        }
        if arguments.has("--json") { output.out(JSONWriter.write(.array(results))) }
        return allValid ? .success : .badInput
    }
}
