import Foundation
import NavSim

/// `navsim explore FILE --seeds N`: searches schedules for a failing one, shrinks it and prints the exact
/// `navsim replay` command.
enum ExploreCommand: Subcommand {
    static let name = "explore"
    static let summary =
        "Search schedules and timings of a scenario for a race; print the failing seed and how to replay it."
    static let usage =
        "explore FILE [--seeds N] [--strategy random|pct|pct<depth>|pos] [--jitter PERCENT] [--shard i/n] [--jobs N] [--save-schedule FILE] [--no-shrink] [--html FILE] [--trace-out FILE] [--json] | explore FILE --merge SHARD.json..."
    static let discussion = """
        Runs the scenario under N schedules (seeds 0..<N, those of the shard) and stops at the first that fails
        the verdict `navsim run` uses: a finding at the scenario's failOn level that expect does not list, an
        expectation that does not hold, a hang, a deadlock. Each seed fixes the order in which tasks run and the
        scenario's timing: every latency declared as a range ("10ms..50ms") or a mean ("~20ms") is drawn from
        it, and --jitter moves fixed latencies too. Prints the seed, the shrunk timeline, the replay command (the
        shrunk schedule itself, quoted), the time taken with the schedules per second, and one result line.
        Seeds run on every core (--jobs caps the threads); the result is the one a single thread gives: the
        same first failing seed, the same counts. Shards (--shard i/n) run as separate jobs, of a CI matrix
        for example, and --merge combines the reports they wrote with --json: counts add up, traces are
        deduplicated, the failure with the smallest seed wins. Exit status: 0 every schedule passes, 1 one
        fails, 2 bad input.
        """
    static let options: [OptionSpec] = [
        .value("--seeds", short: "-s", "N", "How many schedule seeds to explore (default 1000)."),
        .value(
            "--strategy", "S",
            "random (default), pct (depth 2), pct<depth> or pos (partial-order sampling): how the next task is chosen.",
            choices: ["random", "pct", "pct3", "pos", "fifo"]),
        .value(
            "--jitter", "PERCENT",
            "Draw each fixed latency within ±PERCENT of itself, per seed (default 0: ranges only)."),
        .value("--shard", "i/n", "Explore only seeds s with s % n == i."),
        .value("--jobs", short: "-j", "N", "Run schedules on at most N threads (default: one per core)."),
        .flag("--merge", "Combine the --json reports of shards, given after FILE, into one report."),
        .value(
            "--save-schedule", short: "-o", "FILE", "Write the shrunk failing schedule to FILE (for replay --schedule)."
        ),
        .flag("--no-shrink", "Do not shrink the failing schedule."),
        .value("--html", "FILE", "Also write a self-contained HTML report (the failing schedule's swimlanes) to FILE."),
        .value("--trace-out", "FILE", "Write the failing schedule's trace in the Trace Event Format (Perfetto)."),
        .flag("--json", "Print JSON."),
    ]

    static func run(_ arguments: ParsedArguments, output: Output) async throws -> ExitStatus {
        if arguments.has("--merge") { return try merge(arguments, output: output) }
        let file = try RunCommand.single(arguments)
        let seeds = try arguments.integer("--seeds", default: 1_000, in: 1...100_000_000)
        let strategy = try ReplayCommand.strategy(arguments, default: .random)
        let jitter = try RunCommand.jitter(arguments)
        let jobs = try arguments.integer(
            "--jobs", default: ProcessInfo.processInfo.activeProcessorCount, in: 1...1_024)
        var shard = Shard.all
        if let text = arguments.value("--shard") {
            guard let parsed = Shard(parsing: text) else {
                throw UsageError(message: "--shard takes i/n with 0 ≤ i < n, such as 0/4, not '\(text)'", command: name)
            }
            shard = parsed
        }
        let scenario = try RunCommand.load(file)
        let started = ContinuousClock.now
        let report = explore(
            scenario, seeds: UInt64(seeds), strategy: strategy, shard: shard, jitter: jitter, jobs: jobs,
            arguments: arguments)
        let elapsed = started.duration(to: .now)
        return try present(
            report, scenario: scenario, file: file, range: "seeds 0..<\(seeds)", shard: shard, jitter: jitter,
            elapsed: elapsed, jobs: jobs, arguments: arguments, output: output)
    }

    /// `explore FILE --merge SHARD.json...`: the shards' reports (written by `explore --json`) as one.
    static func merge(_ arguments: ParsedArguments, output: Output) throws -> ExitStatus {
        guard arguments.positionals.count >= 2 else {
            throw UsageError(
                message: "--merge takes the scenario FILE, then the shards' reports (explore --json output)",
                command: name)
        }
        let file = arguments.positionals[0]
        let scenario = try RunCommand.load(file)
        var reports: [ExplorationReport] = []
        for path in arguments.positionals.dropFirst() {
            let report = try ShardReportFile.read(path)
            guard report.parameters["scenario"] == nil || report.parameters["scenario"] == scenario.digest else {
                throw InputError(
                    description: "\(path): the report was written for another version of \(file). "
                        + "Fix: explore every shard of the same file")
            }
            reports.append(report.exploration)
        }
        let jitters = Set(reports.compactMap { $0.firstFailure.map { Scenario.jitter(of: $0.schedule.parameters) } })
        guard let merged = ExplorationReport.merged(reports) else {
            throw UsageError(message: "--merge found no report", command: name)
        }
        return try present(
            merged, scenario: scenario, file: file, range: "\(reports.count) shard report(s) merged", shard: .all,
            jitter: jitters.first ?? 0, elapsed: merged.elapsed, jobs: nil, arguments: arguments, output: output)
    }

    /// Prints a report as text or JSON and returns the exit status.
    static func present(
        _ report: ExplorationReport,
        scenario: Scenario,
        file: String,
        range: String,
        shard: Shard,
        jitter: Double,
        elapsed: Duration,
        jobs: Int?,
        arguments: ParsedArguments,
        output: Output
    ) throws -> ExitStatus {
        let jitterOption = jitter > 0 ? " --jitter \(Scenario.percentText(jitter))" : ""
        let replay =
            "navsim replay \(file) --seed \(report.firstFailure?.seed ?? 0) --strategy \(report.strategy)\(jitterOption)"
        let replayShrunk = report.firstFailure.map {
            "navsim replay \(file) --schedule \(shellQuoted($0.bestSchedule.encoded))"
        }
        var savedReplay: String?
        if let failure = report.firstFailure, let path = arguments.value("--save-schedule") {
            do {
                try Data((failure.bestSchedule.encoded + "\n").utf8).write(
                    to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw InputError(description: "\(path): cannot write the schedule: \(error.localizedDescription)")
            }
            savedReplay = "navsim replay \(file) --seed \(failure.seed) --schedule \(path)"
        }
        let failingRun = ScenarioRunner.failingRun(
            of: report, scenario: scenario, recordsCauses: arguments.value("--trace-out") != nil)
        let verdict = verdictLine(report, failingRun: failingRun)
        if let path = arguments.value("--html") {
            try ReportCommand.write(
                ReportCommand.exploration(
                    report, verdict: verdict, replay: savedReplay ?? replay, file: file), to: path
            )
        }
        if let path = arguments.value("--trace-out"), let failure = report.firstFailure {
            let metadata = ReportCommand.traceMetadata(
                seed: failure.seed, strategy: "\(failure.bestSchedule.strategy)", schedule: failure.bestSchedule,
                file: file)
            // The failing schedule's run recorded how each job came to run: the trace's flow arrows.
            let trace = failingRun?.trace ?? failure.shrunk?.trace ?? failure.trace
            try ReportCommand.write(text: trace.traceEventJSON(name: scenario.name, metadata: metadata), to: path)
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let rate = seconds > 0 ? Double(report.schedulesRun) / seconds : 0
        if arguments.has("--json") {
            var members: [JSONMember] = [
                JSONMember("scenario", .string(scenario.name)), JSONMember("file", .string(file)),
                JSONMember("strategy", .string("\(report.strategy)")), JSONMember("shard", .string("\(shard)")),
                JSONMember("jitterPercent", .string(Scenario.percentText(jitter))),
                JSONMember("schedulesRun", .integer(report.schedulesRun)),
                JSONMember("distinctTraces", .integer(report.distinctTraces)),
                JSONMember("elapsedSeconds", .number(seconds, literal: String(format: "%.6f", seconds))),
                JSONMember("schedulesPerSecond", .number(rate, literal: String(format: "%.1f", rate))),
                JSONMember("jobs", jobs.map { .integer($0) } ?? .null),
                JSONMember("passed", .bool(report.passed)),
                JSONMember("verdict", .string(verdict)),
            ]
            if let failure = report.firstFailure {
                members += [
                    JSONMember("seed", .number(Double(failure.seed), literal: String(failure.seed))),
                    JSONMember("failure", .string("\(failure.failure.kind): \(failure.failure.message)")),
                    JSONMember("schedule", .string(failure.bestSchedule.encoded)),
                    JSONMember("shrunkChoices", .integer(failure.bestSchedule.choices.count)),
                    JSONMember("originalChoices", .integer(failure.schedule.choices.count)),
                    JSONMember("replay", .string(replay)),
                    JSONMember("replayShrunk", replayShrunk.map { .string($0) } ?? .null),
                    JSONMember("replaySchedule", savedReplay.map { .string($0) } ?? .null),
                    JSONMember(
                        "timeline",
                        .array(
                            (failure.shrunk?.trace ?? failure.trace).timeline.split(separator: "\n").map {
                                .string(String($0))
                            })),
                ]
                if let failingRun { members.append(JSONMember("failingRun", failingRun.json())) }
            }
            members.append(
                JSONMember(
                    "report", try ShardReportFile.json(report, parameters: scenario.scheduleParameters(jitter: jitter)))
            )
            output.json(JSONWriter.write(.object(members)))
            return report.passed ? .success : .checkFailed
        }
        var lines = [
            "explore \(scenario.name) (\(file)): \(range), strategy \(report.strategy), shard \(shard)"
                + (jitter > 0 ? ", fixed latencies ±\(Scenario.percentText(jitter))%" : "")
        ]
        let timing =
            "time: \(String(format: "%.3f", seconds)) s, \(Int(rate.rounded())) schedules/s"
            + (jobs.map { " on \($0) thread\($0 == 1 ? "" : "s")" } ?? " (the longest shard's time)")
        guard let failure = report.firstFailure else {
            lines.append(timing)
            lines.append(verdict)
            output.out(lines.joined(separator: "\n"))
            return .success
        }
        lines.append(
            "first failing schedule: seed \(failure.seed), after \(report.schedulesRun) schedule(s): "
                + "\(failure.failure.kind): \(failure.failure.message)")
        for pending in failure.failure.pendingTasks { lines.append("  pending: \(pending)") }
        if let shrunk = failure.shrunk {
            lines.append(
                "shrunk schedule: \(shrunk.originalLength) → \(shrunk.shrunkLength) choices (\(shrunk.attempts) replays)"
            )
            lines.append("shrunk timeline:")
            lines.append(shrunk.trace.timeline)
        } else {
            lines.append("timeline:")
            lines.append(failure.trace.timeline)
        }
        lines.append("replay:")
        if let replayShrunk {
            lines.append("  " + replayShrunk + "   (the \(failure.shrunk == nil ? "failing" : "shrunk") schedule)")
        }
        lines.append("  " + replay + "   (seed \(failure.seed)'s whole schedule)")
        if let savedReplay { lines.append("  " + savedReplay + "   (the shrunk schedule, saved)") }
        lines.append(timing)
        lines.append(verdict)
        output.out(lines.joined(separator: "\n"))
        return .checkFailed
    }

    /// A word the shell reads as one argument: in single quotes when it holds anything but plain characters.
    static func shellQuoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || "-_./=:,".unicodeScalars.contains($0)
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The one result line: the verdict of the failing schedule, as `run` and `replay` print it.
    static func verdictLine(_ report: ExplorationReport, failingRun: ScenarioReport?) -> String {
        guard let failure = report.firstFailure else {
            return
                "result: PASS (\(report.schedulesRun) schedules, \(report.distinctTraces) distinct timeline\(report.distinctTraces == 1 ? "" : "s"), "
                + "each passes its checks)"
        }
        let reason =
            failingRun.flatMap { $0.passed ? nil : $0.verdict.reason }
            ?? "\(failure.failure.kind): \(failure.failure.message)"
        let schedules = "\(report.schedulesRun) schedule\(report.schedulesRun == 1 ? "" : "s") explored"
        return "result: FAIL at seed \(failure.seed) (\(schedules)): \(reason)"
    }

    /// Explores the seeds; on a terminal, in chunks with a progress line on stderr (same result: seeds are
    /// explored in increasing order and the first failure stops the search).
    static func explore(
        _ scenario: Scenario,
        seeds: UInt64,
        strategy: SchedulingStrategy,
        shard: Shard,
        jitter: Double,
        jobs: Int,
        arguments: ParsedArguments
    ) -> ExplorationReport {
        let shrink = !arguments.has("--no-shrink")
        guard StandardError.isTerminal, seeds > 100 else {
            return ScenarioRunner.explore(
                scenario, seeds: 0..<seeds, strategy: strategy, shard: shard, shrink: shrink, jitter: jitter, jobs: jobs
            )
        }
        var reports: [ExplorationReport] = []
        var start: UInt64 = 0
        while start < seeds {
            let end = min(seeds, start + 100)
            let report = ScenarioRunner.explore(
                scenario, seeds: start..<end, strategy: strategy, shard: shard, shrink: shrink, jitter: jitter,
                jobs: jobs)
            reports.append(report)
            StandardError.write("\rexplored \(end)/\(seeds) seeds")
            if !report.passed { break }
            start = end
        }
        StandardError.write("\r\u{1B}[K")
        return ExplorationReport.merged(reports)
            ?? ScenarioRunner.explore(
                scenario, seeds: 0..<seeds, strategy: strategy, shard: shard, shrink: shrink, jitter: jitter, jobs: jobs
            )
    }
}
