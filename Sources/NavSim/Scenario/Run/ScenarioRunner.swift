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
    ///   - schedule: A recorded schedule to replay exactly (overrides `seed` and `strategy`).
    ///   - maxSteps: The step limit.
    /// - Returns: The report, with each expectation's result.
    public static func run(
        _ scenario: Scenario,
        seed: UInt64? = nil,
        strategy: SchedulingStrategy = .random,
        schedule: Schedule? = nil,
        maxSteps: Int = 5_000_000
    ) -> ScenarioReport {
        let collector = ScenarioRunCollector()
        let body = ScenarioProgram(scenario: scenario).body(collector)
        let outcome: SimulationOutcome<Void>
        if let schedule {
            outcome = Simulation.replay(schedule, name: scenario.name, maxSteps: maxSteps, body)
        } else {
            let options = SimulationOptions(
                seed: seed ?? scenario.seed, strategy: strategy, parameters: scenario.scheduleParameters,
                maxSteps: maxSteps)
            outcome = Simulation.run(options, name: scenario.name, body)
        }
        let state = collector.seal()
        return report(scenario, outcome: outcome, state: state)
    }

    /// Explores schedules and stops at the first that fails: a finding at or above the scenario's
    /// `failOn` severity, a hang, a deadlock, an escape.
    ///
    /// - Parameters:
    ///   - scenario: The scenario.
    ///   - seeds: The schedule seeds.
    ///   - strategy: The scheduling strategy.
    ///   - shard: The part of the seeds explored here.
    ///   - shrink: Whether to shrink the failing schedule.
    ///   - maxSteps: The step limit of each run.
    /// - Returns: The exploration report.
    public static func explore(
        _ scenario: Scenario,
        seeds: Range<UInt64>,
        strategy: SchedulingStrategy = .random,
        shard: Shard = .all,
        shrink: Bool = true,
        maxSteps: Int = 5_000_000
    ) -> ExplorationReport {
        let collector = ScenarioRunCollector()
        return Explorer.explore(
            seeds: seeds, strategy: strategy, shard: shard, parameters: scenario.scheduleParameters,
            name: scenario.name, maxSteps: maxSteps, shrink: shrink,
            ScenarioProgram(scenario: scenario).body(collector))
    }

    static func report(_ scenario: Scenario, outcome: SimulationOutcome<Void>, state: ScenarioRunCollector.State)
        -> ScenarioReport
    {
        let findings = state.findings.filter { $0.severity >= .warning }
        let runtimeFailures = outcome.failures.filter { $0.kind != .finding && $0.kind != .expectation }
        var report = ScenarioReport(
            name: scenario.name,
            file: scenario.file,
            seed: outcome.schedule?.seed ?? scenario.seed,
            strategy: outcome.schedule.map { "\($0.strategy)" } ?? "random",
            schedule: outcome.schedule,
            events: state.events,
            navigations: state.navigations,
            finished: state.finished,
            cancelled: state.cancelled,
            scriptMessages: state.scriptMessages,
            decisions: state.decisions.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
            findings: findings,
            notes: state.findings.count - findings.count,
            runtimeFailures: runtimeFailures,
            failure: outcome.failure,
            elapsed: outcome.elapsed,
            steps: outcome.steps,
            expectations: [],
            timeline: outcome.timeline
        )
        report.expectations = ScenarioExpectationChecker(scenario: scenario, report: report, probes: state.probes)
            .results()
        return report
    }
}
