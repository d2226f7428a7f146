import Foundation
import NavSim

/// `navsim list`: the shipped scenarios, one line each.
enum ListCommand: Subcommand {
    static let name = "list"
    static let summary = "List the scenarios in scenarios/ (or --dir), one line each."
    static let usage = "list [--dir DIR] [--json]"
    static let options: [OptionSpec] = [
        .value("--dir", "DIR", "The directory of scenario files (default: ./scenarios)."),
        .flag("--json", "Print JSON."),
    ]

    static func run(_ arguments: ParsedArguments, output: Output) async throws -> ExitStatus {
        guard arguments.positionals.isEmpty else {
            throw UsageError(message: "list takes no FILE; use --dir DIR", command: name)
        }
        let directory = arguments.value("--dir") ?? "scenarios"
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
                .filter { $0.hasSuffix(".json") && $0 != "schema.json" }.sorted()
        } catch {
            throw InputError(
                description: "\(directory): cannot list the directory. Fix: run from the repository root or pass --dir")
        }
        var rows: [JSONValue] = []
        var lines: [String] = []
        var status = ExitStatus.success
        let width = names.map(\.count).max() ?? 0
        for file in names {
            let path = (directory as NSString).appendingPathComponent(file)
            do {
                let scenario = try Scenario(contentsOf: path)
                lines.append(
                    file.padding(toLength: width) + "  "
                        + scenario.summary.split(separator: "\n").first.map(String.init).orEmpty)
                rows.append(
                    .object([
                        JSONMember("file", .string(path)), JSONMember("name", .string(scenario.name)),
                        JSONMember("description", .string(scenario.summary)),
                    ]))
            } catch {
                status = .badInput
                lines.append(file.padding(toLength: width) + "  (invalid: \(error.path): \(error.problem))")
                rows.append(
                    .object([JSONMember("file", .string(path)), JSONMember("error", .string(error.description))]))
            }
        }
        output.out(arguments.has("--json") ? JSONWriter.write(.array(rows)) : lines.joined(separator: "\n"))
        return status
    }
}

extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}
