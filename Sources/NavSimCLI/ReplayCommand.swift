import Foundation
import NavSim

/// `navsim replay FILE --seed S`: replays one schedule exactly, byte for byte.
enum ReplayCommand: Subcommand {
    static let name = "replay"
    static let summary = "Replay one schedule of a scenario exactly; --trace prints the timeline."
    static let usage =
        "replay FILE --seed S [--strategy S] [--jitter PERCENT] [--schedule SCHEDULE|FILE] [--trace] [--html FILE] [--trace-out FILE] [--json]"
    static let discussion = """
        Replays the schedule of a seed (as explore ran it: pass the same --strategy and --jitter) or a schedule
        (the one explore printed, or a file written by explore --save-schedule), and judges it as `navsim run`
        does. The output is identical on
        every run. A schedule recorded for another version of the scenario file is refused.
        Exit status: 0 the schedule passes, 1 it fails, 2 bad input.
        """
    static let options: [OptionSpec] = [
        .value("--seed", short: "-s", "S", "The schedule's seed."),
        .value(
            "--strategy", "S", "random (default), fifo, pos, pct<depth> or pct<depth>h<horizon>, as explore printed.",
            choices: ["random", "fifo", "pct", "pos"]),
        .value("--jitter", "PERCENT", "The --jitter explore ran with (default 0)."),
        .value(
            "--schedule", "SCHEDULE",
            "A schedule as explore printed it ('navsim1;…', quoted) or a file written by explore --save-schedule."),
        .flag("--trace", short: "-t", "Print the timeline."),
        .value("--html", "FILE", "Also write a self-contained HTML report (the schedule's swimlanes) to FILE."),
        .value("--trace-out", "FILE", "Also write the trace in the Trace Event Format (Perfetto, chrome://tracing)."),
        .flag("--json", "Print JSON."),
    ]

    static func run(_ arguments: ParsedArguments, output: Output) async throws -> ExitStatus {
        let (file, report) = try replay(arguments)
        if let path = arguments.value("--html") {
            try ReportCommand.write(HTMLReport(run: report, replayCommand: command(file, arguments)), to: path)
        }
        if let path = arguments.value("--trace-out") {
            let metadata = ReportCommand.traceMetadata(
                seed: report.seed, strategy: report.strategy, schedule: report.schedule, file: file)
            try ReportCommand.write(text: report.trace.traceEventJSON(name: report.name, metadata: metadata), to: path)
        }
        if arguments.has("--json") {
            output.json(JSONWriter.write(report.json(includeTimeline: arguments.has("--trace"))))
        } else {
            output.out(report.text(includeTimeline: arguments.has("--trace")))
        }
        return report.passed ? .success : .checkFailed
    }

    /// The command that replays what the arguments replay.
    static func command(_ file: String, _ arguments: ParsedArguments) -> String {
        var command = "navsim replay \(file)"
        for option in ["--seed", "--strategy", "--jitter", "--schedule"] {
            if let value = arguments.value(option) { command += " \(option) \(value)" }
        }
        return command
    }

    /// Replays the schedule the arguments name: FILE, `--seed`, `--strategy`, `--jitter`, `--schedule`.
    static func replay(_ arguments: ParsedArguments) throws -> (file: String, report: ScenarioReport) {
        let file = try RunCommand.single(arguments)
        let seedText = arguments.value("--seed")
        let seed: UInt64? = try seedText.map { text in
            guard let seed = UInt64(text) else {
                throw UsageError(message: "--seed takes a whole number, not '\(text)'", command: name)
            }
            return seed
        }
        let strategy = try Self.strategy(arguments, default: .random)
        let jitter = try RunCommand.jitter(arguments)
        let scenario = try RunCommand.load(file)
        var schedule: Schedule?
        if let path = arguments.value("--schedule") {
            let read: Schedule
            do {
                read =
                    Self.isInlineSchedule(path)
                    ? try Schedule(parsing: path) : try Schedule(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw InputError(description: "\(path): \(error.message)")
            }
            guard read.parameters["scenario"] == scenario.digest else {
                throw InputError(
                    description: "\(path): the schedule was recorded for another version of \(file) "
                        + "(the file changed since). Fix: run navsim explore again to record a new schedule")
            }
            if let seed, seed != read.seed {
                throw UsageError(message: "--seed \(seed) differs from the schedule's seed \(read.seed)", command: name)
            }
            if arguments.value("--jitter") != nil, Scenario.jitter(of: read.parameters) != jitter {
                throw UsageError(
                    message: "--jitter \(Scenario.percentText(jitter)) differs from the schedule's "
                        + "\(Scenario.percentText(Scenario.jitter(of: read.parameters)))",
                    command: name)
            }
            schedule = read
        } else if seed == nil {
            throw UsageError(message: "missing --seed S (or --schedule FILE)", command: name)
        }
        let report = ScenarioRunner.run(
            scenario, seed: seed, strategy: strategy, schedule: schedule, jitter: jitter,
            recordsCauses: arguments.value("--trace-out") != nil)
        return (file, report)
    }

    /// Whether a `--schedule` value is a schedule itself (as explore prints it) rather than a file's path.
    static func isInlineSchedule(_ value: String) -> Bool {
        value.hasPrefix("navsim") && value.contains(";")
    }

    /// The `--strategy` option.
    static func strategy(_ arguments: ParsedArguments, default defaultValue: SchedulingStrategy) throws
        -> SchedulingStrategy
    {
        guard let text = arguments.value("--strategy") else { return defaultValue }
        if text == "pct" { return .pct(depth: 2) }
        guard let strategy = SchedulingStrategy(parsing: text) else {
            throw UsageError(
                message: "--strategy takes random, fifo, pos, pct or pct<depth>, not '\(text)'",
                command: arguments.command)
        }
        return strategy
    }
}
