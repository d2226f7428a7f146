import Foundation
import NavSim

/// `navsim explore FILE --seeds N`: searches schedules for a failing one, shrinks it and prints the exact
/// `navsim replay` command.
enum ExploreCommand: Subcommand {
    static let name = "explore"
    static let summary = "Search schedules of a scenario for a race; print the failing seed and how to replay it."
    static let usage =
        "explore FILE [--seeds N] [--strategy random|pct|pct<depth>] [--shard i/n] [--save-schedule FILE] [--no-shrink] [--json]"
    static let discussion = """
        Runs the scenario under N schedules (seeds 0..<N, those of the shard) and stops at the first that fails:
        a finding at the scenario's failOn severity (WebKit violations by default), a hang, a deadlock.
        Prints the seed, the shrunk timeline and the replay command. Exit status: 0 every schedule passes,
        1 one fails, 2 bad input.
        """
    static let options: [OptionSpec] = [
        .value("--seeds", "N", "How many schedule seeds to explore (default 1000)."),
        .value("--strategy", "S", "random (default), pct (depth 2) or pct<depth>."),
        .value("--shard", "i/n", "Explore only seeds s with s % n == i."),
        .value("--save-schedule", "FILE", "Write the shrunk failing schedule to FILE (for replay --schedule)."),
        .flag("--no-shrink", "Do not shrink the failing schedule."),
        .flag("--json", "Print JSON."),
    ]

    static func run(_ arguments: ParsedArguments, output: Output) async throws -> ExitStatus {
        let file = try RunCommand.single(arguments)
        let seeds = try arguments.integer("--seeds", default: 1_000, in: 1...100_000_000)
        let strategy = try ReplayCommand.strategy(arguments, default: .random)
        var shard = Shard.all
        if let text = arguments.value("--shard") {
            guard let parsed = Shard(parsing: text) else {
                throw UsageError(message: "--shard takes i/n with 0 ≤ i < n, such as 0/4, not '\(text)'", command: name)
            }
            shard = parsed
        }
        let scenario = try RunCommand.load(file)
        let report = explore(scenario, seeds: UInt64(seeds), strategy: strategy, shard: shard, arguments: arguments)
        let replay = "navsim replay \(file) --seed \(report.firstFailure?.seed ?? 0) --strategy \(report.strategy)"
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
        if arguments.has("--json") {
            var members: [JSONMember] = [
                JSONMember("scenario", .string(scenario.name)), JSONMember("file", .string(file)),
                JSONMember("strategy", .string("\(report.strategy)")), JSONMember("shard", .string("\(shard)")),
                JSONMember("schedulesRun", .integer(report.schedulesRun)),
                JSONMember("distinctTraces", .integer(report.distinctTraces)),
                JSONMember("passed", .bool(report.passed)),
            ]
            if let failure = report.firstFailure {
                members += [
                    JSONMember("seed", .number(Double(failure.seed), literal: String(failure.seed))),
                    JSONMember("failure", .string("\(failure.failure.kind): \(failure.failure.message)")),
                    JSONMember("schedule", .string(failure.bestSchedule.encoded)),
                    JSONMember("shrunkChoices", .integer(failure.bestSchedule.choices.count)),
                    JSONMember("originalChoices", .integer(failure.schedule.choices.count)),
                    JSONMember("replay", .string(replay)),
                    JSONMember("replaySchedule", savedReplay.map { .string($0) } ?? .null),
                    JSONMember(
                        "timeline",
                        .array(
                            (failure.shrunk?.trace ?? failure.trace).timeline.split(separator: "\n").map {
                                .string(String($0))
                            })),
                ]
            }
            output.out(JSONWriter.write(.object(members)))
            return report.passed ? .success : .checkFailed
        }
        var lines = [
            "explore \(scenario.name) (\(file)): seeds 0..<\(seeds), strategy \(report.strategy), shard \(shard)"
        ]
        guard let failure = report.firstFailure else {
            lines.append(
                "PASS: \(report.schedulesRun) schedules, \(report.distinctTraces) distinct traces, no failure")
            output.out(lines.joined(separator: "\n"))
            return .success
        }
        lines.append(
            "FAIL at seed \(failure.seed) after \(report.schedulesRun) schedule(s): \(failure.failure.kind): \(failure.failure.message)"
        )
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
        lines.append("  " + replay)
        if let savedReplay { lines.append("  " + savedReplay + "   (the shrunk schedule)") }
        output.out(lines.joined(separator: "\n"))
        return .checkFailed
    }

    /// Explores the seeds; on a terminal, in chunks with a progress line on stderr (same result: seeds are
    /// explored in increasing order and the first failure stops the search).
    static func explore(
        _ scenario: Scenario,
        seeds: UInt64,
        strategy: SchedulingStrategy,
        shard: Shard,
        arguments: ParsedArguments
    ) -> ExplorationReport {
        let shrink = !arguments.has("--no-shrink")
        guard StandardError.isTerminal, seeds > 100 else {
            return ScenarioRunner.explore(scenario, seeds: 0..<seeds, strategy: strategy, shard: shard, shrink: shrink)
        }
        var reports: [ExplorationReport] = []
        var start: UInt64 = 0
        while start < seeds {
            let end = min(seeds, start + 100)
            let report = ScenarioRunner.explore(
                scenario, seeds: start..<end, strategy: strategy, shard: shard, shrink: shrink)
            reports.append(report)
            StandardError.write("\rexplored \(end)/\(seeds) seeds")
            if !report.passed { break }
            start = end
        }
        StandardError.write("\r\u{1B}[K")
        return ExplorationReport.merged(reports)
            ?? ScenarioRunner.explore(scenario, seeds: 0..<seeds, strategy: strategy, shard: shard, shrink: shrink)
    }
}
