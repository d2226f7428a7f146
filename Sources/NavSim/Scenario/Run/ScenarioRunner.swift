/// Runs scenarios under the deterministic runtime: one schedule (`run`, `replay`) or many (`explore`).
///
/// ```swift
/// let scenario = try Scenario(contentsOf: "scenarios/race4-throwing-callback-buggy.json")
/// let report = ScenarioRunner.explore(scenario, seeds: 0..<1_000)
/// if let failure = report.firstFailure {
///     let again = ScenarioRunner.run(scenario, seed: failure.seed, strategy: report.strategy)
///     print(again.text(includeTimeline: true))
/// }
/// ```
public enum ScenarioRunner {
    /// Runs one schedule: the scenario's seed unless told otherwise, or a recorded schedule.
    ///
    /// - Parameters:
    ///   - scenario: The scenario.
    ///   - seed: The schedule's seed; the scenario's by default. Workload randomness always uses the
    ///     scenario's seed.
    ///   - strategy: The scheduling strategy.
    ///   - schedule: A recorded schedule to replay exactly (overrides `seed`, `strategy` and `jitter`).
    ///   - jitter: How far each fixed latency moves, as a fraction of itself (`0.5`: drawn within ±50 %);
    ///     0 keeps them fixed. Latencies declared as ranges are drawn from the seed whatever this is.
    ///   - maxSteps: The step limit.
    ///   - recordsCauses: Whether the report's trace records how each job came to run (``Trace/causes``),
    ///     for a Perfetto export's flow arrows and queue tracks.
    /// - Returns: The report, with each expectation's result.
    public static func run(
        _ scenario: Scenario,
        seed: UInt64? = nil,
        strategy: SchedulingStrategy = .random,
        schedule: Schedule? = nil,
        jitter: Double = 0,
        maxSteps: Int = 5_000_000,
        recordsCauses: Bool = false
    ) -> ScenarioReport {
        let collector = ScenarioRunCollector()
        let outcome: SimulationOutcome<Void>
        if let schedule {
            let body = ScenarioProgram(scenario: scenario, jitter: Scenario.jitter(of: schedule.parameters))
                .body(collector)
            outcome = Simulation.replay(
                schedule, name: scenario.name, maxSteps: maxSteps, recordsCauses: recordsCauses, body)
        } else {
            let body = ScenarioProgram(scenario: scenario, jitter: jitter).body(collector)
            let options = SimulationOptions(
                seed: seed ?? scenario.seed, strategy: strategy,
                parameters: scenario.scheduleParameters(jitter: jitter),
                maxSteps: maxSteps, recordsCauses: recordsCauses)
            outcome = Simulation.run(options, name: scenario.name, body)
        }
        let state = collector.seal()
        return report(scenario, outcome: outcome, state: state)
    }

    /// Explores schedules and stops at the first that fails the scenario's verdict (``ScenarioVerdict``): a
    /// finding at or above its `failOn` severity that `expect` does not list, an expectation that does not
    /// hold, a hang, a deadlock, an escape.
    ///
    /// - Parameters:
    ///   - scenario: The scenario.
    ///   - seeds: The schedule seeds.
    ///   - strategy: The scheduling strategy.
    ///   - shard: The part of the seeds explored here.
    ///   - shrink: Whether to shrink the failing schedule.
    ///   - jitter: How far each fixed latency moves per seed, as a fraction of itself; 0 keeps them fixed.
    ///     Each seed draws its own latencies (ranges and jittered fixed ones) as well as its interleaving,
    ///     and replays both.
    ///   - maxSteps: The step limit of each run.
    ///   - jobs: How many threads run schedules at once; the report is the one a single thread gives.
    /// - Returns: The exploration report.
    public static func explore(
        _ scenario: Scenario,
        seeds: Range<UInt64>,
        strategy: SchedulingStrategy = .random,
        shard: Shard = .all,
        shrink: Bool = true,
        jitter: Double = 0,
        maxSteps: Int = 5_000_000,
        jobs: Int = 1
    ) -> ExplorationReport {
        Explorer.explore(
            seeds: seeds, strategy: strategy, shard: shard, parameters: scenario.scheduleParameters(jitter: jitter),
            name: scenario.name, maxSteps: maxSteps, shrink: shrink, jobs: jobs,
            ScenarioProgram(scenario: scenario, jitter: jitter).explorationBody(),
            threadBody: { ScenarioProgram(scenario: scenario.unshared, jitter: jitter).explorationBody() })
    }

    /// The run of an exploration's failing schedule (its shrunk schedule when there is one), whose
    /// ``ScenarioReport/verdict`` says why it failed in the words `run` and `replay` use; `nil` when every
    /// schedule passed.
    ///
    /// - Parameters:
    ///   - exploration: What ``explore(_:seeds:strategy:shard:shrink:maxSteps:)`` returned.
    ///   - scenario: The scenario explored.
    ///   - maxSteps: The step limit.
    ///   - recordsCauses: Whether the report's trace records how each job came to run (``Trace/causes``).
    /// - Returns: The failing schedule's report, or `nil`.
    public static func failingRun(
        of exploration: ExplorationReport, scenario: Scenario, maxSteps: Int = 5_000_000, recordsCauses: Bool = false
    ) -> ScenarioReport? {
        guard let failure = exploration.firstFailure else { return nil }
        return run(scenario, schedule: failure.bestSchedule, maxSteps: maxSteps, recordsCauses: recordsCauses)
    }

    static func report(_ scenario: Scenario, outcome: SimulationOutcome<Void>, state: ScenarioRunCollector.State)
        -> ScenarioReport
    {
        var report = report(
            scenario, seed: outcome.schedule?.seed ?? scenario.seed,
            strategy: outcome.schedule.map { "\($0.strategy)" } ?? "random", schedule: outcome.schedule,
            failures: outcome.failures, steps: outcome.steps, elapsed: outcome.elapsed, timeline: outcome.timeline,
            state: state)
        report.trace = outcome.trace
        return report
    }

    /// A report from a run's parts: the outcome's, or those of a run still going (`judge`).
    static func report(
        _ scenario: Scenario,
        seed: UInt64,
        strategy: String,
        schedule: Schedule?,
        failures: [RuntimeFailure],
        steps: Int,
        elapsed: Duration,
        timeline: String,
        state: ScenarioRunCollector.State
    ) -> ScenarioReport {
        let runtimeFailures = failures.filter { $0.kind != .finding && $0.kind != .expectation }
        var report = ScenarioReport(
            name: scenario.name,
            file: scenario.file,
            seed: seed,
            strategy: strategy,
            schedule: schedule,
            events: state.events,
            navigations: state.navigations,
            finished: state.finished,
            cancelled: state.cancelled,
            scriptMessages: state.scriptMessages,
            decisions: state.decisions.counts.sorted { $0.name < $1.name }.map { ($0.name, $0.count) },
            findings: state.findings,
            unexpectedFindings: state.findings.filter { scenario.isUnexpected($0) },
            failOn: scenario.failOn,
            runtimeFailures: runtimeFailures,
            failure: failures.first,
            elapsed: elapsed,
            steps: steps,
            expectations: [],
            timeline: timeline
        )
        for ending in ScenarioRunCollector.Ending.allCases where state.endings[ending] > 0 {
            report.endings["\(ending)", default: 0] += state.endings[ending]
        }
        report.expectations = ScenarioExpectationChecker(
            scenario: scenario, state: state, runtimeFailures: runtimeFailures
        ).results()
        return report
    }
}
