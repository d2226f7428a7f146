import NavSim

/// Every subcommand, registered in one place; each lives in its own `*Command.swift` file.
let registeredSubcommands: [any Subcommand.Type] = [
    BenchCommand.self,
    RunCommand.self,
    ValidateCommand.self,
    ListCommand.self,
    ExploreCommand.self,
    ReplayCommand.self,
    OrderingsCommand.self,
    AuditCommand.self,
    ReportCommand.self,
    VersionCommand.self,
]

/// `navsim version`: the version, for scripts that prefer a subcommand to `--version`.
enum VersionCommand: Subcommand {
    static let name = "version"
    static let summary = "Show the version of navsim, the checkout it was built from, and its file formats."
    static let usage = "version [--json]"
    static let options: [OptionSpec] = [.flag("--json", "Print JSON.")]

    /// `navsim 0.1.0 (commit 7d6efe9…, Swift 6.3)`.
    static var line: String {
        let run = RunMetadata.current()
        return "navsim \(run.navsimVersion) (" + (run.commit.map { "commit \($0.prefix(12)), " } ?? "")
            + "Swift \(run.swift))"
    }

    static func run(_ arguments: ParsedArguments, output: Output) async throws -> ExitStatus {
        let run = RunMetadata.current()
        if arguments.has("--json") {
            output.json(
                JSONWriter.write(
                    .object([
                        JSONMember("navsim", .string(run.navsimVersion)),
                        JSONMember("commit", run.commit.map { .string($0) } ?? .null),
                        JSONMember("swift", .string(run.swift)),
                        JSONMember("scheduleFormat", .integer(Schedule.currentFormat)),
                        JSONMember("scenarioFormat", .integer(ScenarioFormat.version)),
                        JSONMember("benchReport", .string(LoadReport.currentSchema)),
                        JSONMember("orderingsReport", .string(OrderingReport.currentSchema)),
                        JSONMember("auditReport", .string(PolicyAuditReport.currentSchema)),
                    ])))
        } else {
            output.out(
                [
                    line,
                    "schedule format \(Schedule.currentFormat) (explore --save-schedule, replay --schedule)",
                    "scenario format \(ScenarioFormat.version) (\"navsim\": \(ScenarioFormat.version) in scenario files)",
                    "bench report \(LoadReport.currentSchema), reads \(LoadReport.readableSchemas.joined(separator: " and "))",
                    "orderings report \(OrderingReport.currentSchema), \(OrderingTimingReport.currentSchema)",
                    "audit report \(PolicyAuditReport.currentSchema)",
                ].joined(separator: "\n"))
        }
        return .success
    }
}
