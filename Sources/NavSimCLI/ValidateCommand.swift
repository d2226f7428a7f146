import Foundation
import NavSim

/// `navsim validate FILE...`: checks scenario files without running them.
enum ValidateCommand: Subcommand {
    static let name = "validate"
    static let summary = "Check scenario files against the format."
    static let usage = "validate FILE... [--json] | validate --print-schema | validate --print-reference"
    static let discussion = """
        Each invalid file gets a message per error (up to 20) naming the file, the JSON path, what was found, what
        was expected and how to fix it; errors of the format are all found, the checks that need a well-formed
        file (handler names, routes, URLs) report their first. Exit status: 0 every file is valid, 2 one is not.
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
            output.json(JSONWriter.write(ScenarioFormat.jsonSchema))
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
        let limit = 20
        for file in arguments.positionals {
            if let schema = schemaFile(file) {
                // The format's own JSON Schema (scenarios/schema.json, matched by `scenarios/*.json`): checked
                // against the schema this navsim generates, not as a scenario.
                let current = schema == ScenarioFormat.jsonSchemaText
                results.append(
                    .object([
                        JSONMember("file", .string(file)), JSONMember("valid", .bool(current)),
                        JSONMember("schema", .bool(true)),
                    ]))
                if current {
                    if !arguments.has("--json") {
                        output.out("ok: \(file) (the scenario format's JSON Schema, current)")
                    }
                } else {
                    allValid = false
                    if !arguments.has("--json") {
                        output.err(
                            "error: \(file): the scenario format's JSON Schema, but not the one this navsim generates. "
                                + "Fix: navsim validate --print-schema > \(file)")
                    }
                }
                continue
            }
            let problems = Scenario.problems(inFileAt: file, limit: limit)
            guard let first = problems.first else {
                let name = (try? Scenario(contentsOf: file))?.name ?? ""
                results.append(
                    .object([
                        JSONMember("file", .string(file)), JSONMember("valid", .bool(true)),
                        JSONMember("name", .string(name)),
                    ]))
                if !arguments.has("--json") {
                    output.out("ok: \(TerminalText.escaped(file)) (\(TerminalText.escaped(name)))")
                }
                continue
            }
            allValid = false
            func members(_ error: ScenarioError) -> [JSONMember] {
                [
                    JSONMember("code", .string(error.code.description)), JSONMember("path", .string(error.path)),
                    JSONMember("problem", .string(error.problem)), JSONMember("expected", .string(error.expected)),
                    JSONMember("fix", .string(error.fix)), JSONMember("message", .string(error.description)),
                ]
            }
            results.append(
                .object(
                    [JSONMember("file", .string(file)), JSONMember("valid", .bool(false))] + members(first) + [
                        JSONMember("errors", .array(problems.map { .object(members($0)) })),
                        JSONMember("truncated", .bool(problems.count >= limit)),
                    ]))
            if !arguments.has("--json") {
                for problem in problems { output.err("error: \(problem)") }
                if problems.count >= limit {
                    output.err(
                        "note: \(TerminalText.escaped(file)): the first \(limit) errors; fix them and validate again")
                }
            }
        }
        if arguments.has("--json") { output.json(JSONWriter.write(.array(results))) }
        return allValid ? .success : .badInput
    }

    /// The file's text when it is the scenario format's JSON Schema (its `$id` is NavSim's), `nil` otherwise.
    static func schemaFile(_ file: String) -> String? {
        guard let data = FileManager.default.contents(atPath: file), data.count < 1_000_000,
            ScenarioFormat.isSchemaDocument(Array(data))
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
