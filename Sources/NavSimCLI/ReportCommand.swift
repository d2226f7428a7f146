import Foundation
import NavSim

/// `navsim report FILE`: one self-contained HTML report of a bench report, a schedule or an ordering analysis;
/// and the `--html FILE` writer the other commands share.
enum ReportCommand: Subcommand {
    static let name = "report"
    static let summary = "Write a self-contained HTML report: a schedule's swimlanes, a bench run, a claim matrix."
    static let usage = "report FILE [--seed S | --schedule FILE] [--strategy S] [--jitter PERCENT] [--html FILE]"
    static let discussion = """
        FILE is a bench report (the JSON of bench --output or --json): the report draws its latency percentile
        distributions, HdrHistogram-style, and its throughput over the run. FILE is a scenario with --seed or
        --schedule: the schedule is replayed as navsim replay does and drawn as swimlanes, the failing event
        highlighted, with the replay command. A scenario alone: its handlers' claim matrix (navsim orderings).
        The page has inline SVG and CSS, no script, and fetches nothing. Written atomically to --html FILE, or
        printed. explore, replay, bench and orderings write the same reports with --html FILE.
        Exit status: 0 the report is written, 2 bad input or a file that cannot be written.
        """
    static let options: [OptionSpec] = [
        .value("--seed", short: "-s", "S", "Replay the schedule of this seed and draw it."),
        .value("--schedule", "FILE", "Replay a schedule written by explore --save-schedule and draw it."),
        .value(
            "--strategy", "S", "With --seed: the strategy explore ran with (default random), as replay takes it.",
            choices: ["random", "fifo", "pct", "pos"]),
        .value("--jitter", "PERCENT", "With --seed: the --jitter explore ran with (default 0)."),
        .value("--html", short: "-o", "FILE", "Write the report to FILE (default: print it)."),
    ]

    static func run(_ arguments: ParsedArguments, output: Output) async throws -> ExitStatus {
        let file = try RunCommand.single(arguments)
        let report: HTMLReport
        if let bench = try benchReport(file) {
            for option in ["--seed", "--schedule", "--strategy", "--jitter"] where arguments.value(option) != nil {
                throw UsageError(message: "\(option) applies to a scenario, not to a bench report", command: name)
            }
            report = HTMLReport(bench: bench)
        } else if arguments.value("--seed") != nil || arguments.value("--schedule") != nil {
            let (file, run) = try ReplayCommand.replay(arguments)
            report = HTMLReport(run: run, replayCommand: ReplayCommand.command(file, arguments))
        } else {
            for option in ["--strategy", "--jitter"] where arguments.value(option) != nil {
                throw UsageError(message: "\(option) applies with --seed S", command: name)
            }
            let scenario = try RunCommand.load(file)
            report = HTMLReport(orderings: scenario.orderings(), title: scenario.name, file: file)
        }
        if let path = arguments.value("--html") {
            try write(report, to: path)
        } else {
            output.out(report.html)
        }
        return .success
    }

    /// The bench report in FILE, or `nil` when FILE is not one (its `schema` is not `navsim.bench/…`).
    static func benchReport(_ file: String) throws -> LoadReport? {
        guard let data = FileManager.default.contents(atPath: file),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let schema = object["schema"] as? String, schema.hasPrefix("navsim.bench/")
        else { return nil }
        do { return try LoadReport(contentsOfFile: file) } catch { throw InputError(description: "\(error)") }
    }

    /// The report of an exploration: the failing schedule's swimlanes, or the verdict when every schedule
    /// passed.
    static func exploration(_ report: ExplorationReport, verdict: String, replay: String, file: String) -> HTMLReport {
        guard let failure = report.firstFailure else {
            return HTMLReport(
                kind: .schedule, title: report.name, summary: verdict,
                facts: [
                    HTMLReport.Fact("scenario", file), HTMLReport.Fact("strategy", "\(report.strategy)"),
                    HTMLReport.Fact("schedules", "\(report.schedulesRun)"),
                    HTMLReport.Fact("distinct timelines", "\(report.distinctTraces)"),
                ])
        }
        return HTMLReport(failure: failure, verdict: verdict, replayCommand: replay, file: file)
    }

    /// The metadata of an exported trace: seed, strategy, schedule, scenario file and NavSim version.
    static func traceMetadata(seed: UInt64, strategy: String, schedule: Schedule?, file: String) -> [String: String] {
        var metadata = [
            "seed": "\(seed)", "strategy": strategy, "scenario": file,
            "navsim": RunMetadata.current().navsimVersion,
        ]
        if let schedule { metadata["schedule"] = schedule.encoded }
        return metadata
    }

    /// Writes a report atomically; a file that cannot be written is bad input (exit 2) naming the path and why.
    static func write(_ report: HTMLReport, to path: String) throws {
        try write(text: report.html, to: path)
    }

    /// Writes text atomically; a file that cannot be written is bad input (exit 2) naming the path and why.
    static func write(text: String, to path: String) throws {
        do { try ReportFile.write(text, toFile: path) } catch { throw InputError(description: "\(error)") }
    }
}
