/// Every subcommand, registered in one place; each lives in its own `*Command.swift` file.
let registeredSubcommands: [any Subcommand.Type] = [
    BenchCommand.self,
    RunCommand.self,
    ValidateCommand.self,
    ListCommand.self,
    ExploreCommand.self,
    ReplayCommand.self,
    OrderingsCommand.self,
    VersionCommand.self,
]

/// `navsim version`: the version, for scripts that prefer a subcommand to `--version`.
enum VersionCommand: Subcommand {
    static let name = "version"
    static let summary = "Show the version of navsim and of the schedule format."
    static let usage = "version [--json]"
    static let options: [OptionSpec] = [.flag("--json", "Print JSON.")]

    static func run(_ arguments: ParsedArguments, output: Output) async throws -> ExitStatus {
        if arguments.has("--json") {
            output.out("{\"navsim\":\"\(NavSimCommand.version)\"}")
        } else {
            output.out("navsim \(NavSimCommand.version)")
        }
        return .success
    }
}
