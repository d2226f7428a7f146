import Foundation
import NavSim

/// `navsim list`: the shipped scenarios, one line each.
enum ListCommand: Subcommand {
    static let name = "list"
    static let summary = "List the shipped scenarios (or those in --dir), one line each."
    static let usage = "list [--dir DIR] [--json]"
    static let discussion = """
        Without --dir, lists ./scenarios, or the scenarios/ folder of the nearest package above the current
        directory, or else the one of the checkout navsim was built from.
        """
    static let options: [OptionSpec] = [
        .value("--dir", short: "-d", "DIR", "The directory of scenario files."),
        .flag("--json", "Print JSON."),
    ]

    /// The checkout this navsim was built from (Sources/NavSimCLI/ListCommand.swift, three folders up).
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func run(_ arguments: ParsedArguments, output: Output) async throws -> ExitStatus {
        guard arguments.positionals.isEmpty else {
            throw UsageError(message: "list takes no FILE; use --dir DIR", command: name)
        }
        let directory = try arguments.value("--dir") ?? defaultDirectory()
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
                .filter { $0.hasSuffix(".json") && ValidateCommand.schemaFile(directory + "/" + $0) == nil }.sorted()
        } catch {
            throw InputError(
                description: "\(directory): cannot list the directory. Fix: pass --dir with a folder of scenarios")
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
        if arguments.has("--json") {
            output.json(JSONWriter.write(.array(rows)))
        } else {
            output.out(lines.joined(separator: "\n"))
        }
        return status
    }
}

extension ListCommand {
    /// ./scenarios, the nearest package's scenarios/ above the current directory, or the checkout's.
    static func defaultDirectory() throws -> String {
        let files = FileManager.default
        var folder = URL(fileURLWithPath: files.currentDirectoryPath)
        if isDirectory(folder.appendingPathComponent("scenarios")) { return "scenarios" }
        while folder.path != "/" {
            folder.deleteLastPathComponent()
            if files.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
                isDirectory(folder.appendingPathComponent("scenarios"))
            {
                return folder.appendingPathComponent("scenarios").path
            }
        }
        let shipped = checkout.appendingPathComponent("scenarios")
        if isDirectory(shipped) { return shipped.path }
        throw InputError(
            description:
                "no scenarios/ folder here, above \(files.currentDirectoryPath), or in the checkout navsim was "
                + "built from. Fix: pass --dir DIR, a folder of scenario files")
    }

    static func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }
}

extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}
