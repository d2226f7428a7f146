extension HTMLReport {
    /// The report of one schedule: its facts, its swimlanes with the failing event highlighted, the
    /// replay command, and the failure with the tasks left pending.
    ///
    /// - Parameters:
    ///   - title: The title, such as the scenario's name.
    ///   - trace: The schedule's trace.
    ///   - failure: Its failure, `nil` when it passed.
    ///   - verdict: The one result line, as `navsim replay` prints it.
    ///   - schedule: The schedule, encoded on one line, when known.
    ///   - replayCommand: The command that replays it.
    ///   - facts: Facts of the run: seed, strategy, scenario file.
    public init(
        title: String, trace: Trace, failure: RuntimeFailure?, verdict: String, schedule: String?,
        replayCommand: String?, facts: [Fact]
    ) {
        var sections: [HTMLReportSection] = [.swimlanes(SwimlaneChart(trace: trace, failure: failure))]
        if let replayCommand { sections.append(.command(title: "Replay", command: replayCommand)) }
        if let failure {
            var lines = ["\(failure.kind): \(failure.message)", "at step \(failure.step)"]
            if let task = failure.task { lines[1] += " in task \(task)" }
            lines += failure.pendingTasks.map { "pending: " + $0 }
            sections.append(.text(title: "Failure", lines: lines, code: false))
        }
        if let schedule { sections.append(.command(title: "Schedule", command: schedule)) }
        self.init(
            kind: .schedule, title: title, summary: verdict, failed: failure != nil,
            facts: facts + [Fact("NavSim", RunMetadata.current().navsimVersion)], sections: sections)
    }

    /// The report of an exploration's failing schedule (the shrunk one when there is one).
    ///
    /// - Parameters:
    ///   - failure: The exploration's first failure.
    ///   - verdict: The one result line.
    ///   - replayCommand: The command that replays it.
    ///   - file: The scenario file.
    public init(failure: ExplorationFailure, verdict: String, replayCommand: String, file: String) {
        let schedule = failure.bestSchedule
        self.init(
            title: failure.name, trace: failure.shrunk?.trace ?? failure.trace, failure: failure.failure,
            verdict: verdict, schedule: schedule.encoded, replayCommand: replayCommand,
            facts: [
                Fact("scenario", file), Fact("seed", "\(failure.seed)"), Fact("strategy", "\(schedule.strategy)"),
                Fact(
                    "choices",
                    "\(schedule.choices.count)" + (failure.shrunk.map { " (shrunk from \($0.originalLength))" } ?? "")),
            ])
    }

    /// The report of a replayed or run schedule.
    ///
    /// - Parameters:
    ///   - run: The run's report.
    ///   - replayCommand: The command that replays it.
    public init(run: ScenarioReport, replayCommand: String?) {
        var facts = [
            Fact("scenario", run.file), Fact("seed", "\(run.seed)"), Fact("strategy", run.strategy),
            Fact("steps", "\(run.steps)"), Fact("virtual time", Trace.line(milliseconds: run.elapsed) + " ms"),
        ]
        facts.append(Fact("navigations", "\(run.navigations) (\(run.finished) finished, \(run.cancelled) cancelled)"))
        self.init(
            title: run.name, trace: run.trace, failure: run.passed ? nil : (run.failure ?? run.runtimeFailures.first),
            verdict: run.verdict.line, schedule: run.schedule?.encoded, replayCommand: replayCommand, facts: facts)
        failed = !run.passed
    }
}
