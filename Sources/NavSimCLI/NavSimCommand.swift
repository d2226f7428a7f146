import NavSim

/// `navsim`: the thin command line over the NavSim library.
enum NavSimCommand {
    static let version = NavSimRuntime.version

    /// The subcommands, in the order `navsim --help` lists them.
    static let subcommands: [any Subcommand.Type] = registeredSubcommands

    static var help: String {
        var lines = [
            "OVERVIEW: Simulate a web view's navigation pipeline, find and replay async race bugs, measure it under load.",
            "",
            "USAGE: navsim <subcommand> [options]",
            "",
            "SUBCOMMANDS:",
        ]
        let width = subcommands.map { $0.name.count }.max() ?? 0
        for command in subcommands {
            lines.append("  " + command.name.padding(toLength: width) + "  " + command.summary)
        }
        lines += [
            "",
            "OPTIONS:",
            "  --version                                    Show the version.",
            "  -h, --help                                   Show this help.",
            "  --generate-completion-script bash|zsh|fish   Print a shell completion script.",
            "",
            "See 'navsim <subcommand> --help' for a subcommand's options, and docs/glossary.md for the words.",
            "Exit status: 0 success, 1 a check failed, 2 bad usage or bad input.",
        ]
        return lines.joined(separator: "\n")
    }

    static func main(_ arguments: [String], output: Output = Output()) async -> ExitStatus {
        guard let first = arguments.first else {
            output.err(help)
            return .badInput
        }
        switch first {
        case "--help", "-h", "help":
            output.out(help)
            return .success
        case "--version":
            output.out(VersionCommand.line)
            return .success
        case "--generate-completion-script":
            let shell = arguments.dropFirst().first ?? ""
            guard arguments.count == 2, let script = CompletionScript.script(for: shell) else {
                output.err(
                    "error: --generate-completion-script takes one of "
                        + CompletionScript.shells.joined(separator: ", ")
                        + (shell.isEmpty ? "" : ", not '\(shell)'") + "\nsee 'navsim --help'")
                return .badInput
            }
            output.out(script)
            return .success
        default:
            break
        }
        guard let command = subcommands.first(where: { $0.name == first }) else {
            let hint =
                Suggestion.closest(to: first, in: subcommands.map { $0.name }).map { " (did you mean '\($0)'?)" } ?? ""
            output.err("error: unknown subcommand '\(first)'\(hint)\nsee 'navsim --help'")
            return .badInput
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            output.out(command.help)
            return .success
        }
        do {
            let parsed = try ParsedArguments.parse(rest, options: command.options, command: command.name)
            return try await command.run(parsed, output: output)
        } catch let error as UsageError {
            output.err(error.description)
            return .badInput
        } catch let error as InputError {
            output.err("error: \(error)")
            return .badInput
        } catch {
            output.err("error: \(error)")
            return .badInput
        }
    }
}

/// Bad input a command cannot use: a file that cannot be read, a value out of range.
struct InputError: Error, CustomStringConvertible {
    let description: String
}
