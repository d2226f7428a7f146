import NavSimCore
import NavSimRuntime

/// Orderings in time: how slow early decisions interleave with new navigations.
///
/// A chain's order says who decides a URL; a deferred handler (a deep-link check that takes 30 ms) adds
/// *when*. A tap 5 ms after the app's load supersedes the load while its check is still running; the check's
/// decision then arrives for a navigation nobody waits for, after the app has acted on it. This explores a
/// scenario of timed loads on one ``WebView`` under the deterministic runtime, one schedule per seed (and
/// per seed a start within each load's jitter), and groups the runs by outcome, naming what depends on
/// timing rather than on the chain: superseded decisions, late decisions, overtaking, and decisions made
/// by a deadline instead of the chain.
///
/// ```swift
/// let chain = NavigationChain(Preset.defaultHandlers(deepLinkLatency: .milliseconds(30)))
/// let report = OrderingTiming.explore(chain, loads: [
///     OrderingTimedLoad("https://link.example.com/product/1234", type: .other),
///     OrderingTimedLoad("https://example.com/about", type: .linkActivated, at: .milliseconds(5)),
/// ], seeds: 0..<100)
/// print(report.render())
/// ```
public enum OrderingTiming {
    /// Explores a timing scenario over seeds.
    ///
    /// - Parameters:
    ///   - chain: The chain; deferred handlers sleep on the virtual clock.
    ///   - loads: The timed loads, on one web view.
    ///   - seeds: The seeds to explore; each is one schedule and one choice of starts within the jitters.
    ///   - strategy: The scheduling strategy.
    ///   - deadline: A decision deadline for the web view, if the app configures one.
    ///   - pageSource: What each URL responds.
    /// - Returns: The distinct outcomes, most frequent first.
    public static func explore(
        _ chain: NavigationChain,
        loads: [OrderingTimedLoad],
        seeds: Range<UInt64>,
        strategy: SchedulingStrategy = .random,
        deadline: DecisionDeadline? = nil,
        pageSource: any PageSource = DefaultPageSource()
    ) -> OrderingTimingReport {
        explore(loads: loads, seeds: seeds, strategy: strategy, deadline: deadline) { _ in (chain, pageSource) }
    }

    /// Explores a timing scenario whose chain and page source depend on the seed: a handler's latency or a
    /// page's drawn per seed, as `navsim explore` draws a scenario's.
    ///
    /// - Parameters:
    ///   - loads: The timed loads, on one web view.
    ///   - seeds: The seeds to explore.
    ///   - strategy: The scheduling strategy.
    ///   - deadline: A decision deadline for the web view, if the app configures one.
    ///   - setup: The chain and page source of one seed; called once per seed, and again to replay it.
    /// - Returns: The distinct outcomes, most frequent first.
    public static func explore(
        loads: [OrderingTimedLoad],
        seeds: Range<UInt64>,
        strategy: SchedulingStrategy = .random,
        deadline: DecisionDeadline? = nil,
        setup: (UInt64) -> (NavigationChain, any PageSource)
    ) -> OrderingTimingReport {
        var outcomes: [OrderingTimingReport.Outcome] = []
        var index: [String: Int] = [:]
        var names: [String] = []
        for seed in seeds {
            let (chain, pageSource) = setup(seed)
            if names.isEmpty { names = chain.names }
            let run = simulate(
                chain,
                loads: loads,
                seed: seed,
                strategy: strategy,
                deadline: deadline,
                pageSource: pageSource
            )
            let outcome = classify(chain, loads: loads, seed: seed, run: run)
            let key = signature(outcome)
            if let existing = index[key] {
                outcomes[existing].seeds += 1
            } else {
                index[key] = outcomes.count
                outcomes.append(outcome)
            }
        }
        let sorted = outcomes.enumerated().sorted {
            $0.element.seeds != $1.element.seeds ? $0.element.seeds > $1.element.seeds : $0.offset < $1.offset
        }.map(\.element)
        return OrderingTimingReport(
            handlers: names,
            loads: loads,
            strategy: "\(strategy)",
            seedsExplored: seeds.count,
            outcomes: sorted
        )
    }

    /// Replays one seed of a scenario: its outcome and the run's timeline, with the web view's events.
    ///
    /// ```swift
    /// let seed = report.outcomes[1].firstSeed
    /// print(OrderingTiming.replay(chain, loads: report.loads, seed: seed).timeline)
    /// ```
    ///
    /// - Parameters:
    ///   - chain: The chain.
    ///   - loads: The timed loads.
    ///   - seed: The seed to replay.
    ///   - strategy: The scheduling strategy the seed was explored with.
    ///   - deadline: The decision deadline, if any.
    ///   - pageSource: What each URL responds.
    /// - Returns: The outcome (with `seeds == 1`) and the timeline.
    public static func replay(
        _ chain: NavigationChain,
        loads: [OrderingTimedLoad],
        seed: UInt64,
        strategy: SchedulingStrategy = .random,
        deadline: DecisionDeadline? = nil,
        pageSource: any PageSource = DefaultPageSource()
    ) -> (outcome: OrderingTimingReport.Outcome, timeline: String) {
        let run = simulate(
            chain,
            loads: loads,
            seed: seed,
            strategy: strategy,
            deadline: deadline,
            pageSource: pageSource
        )
        return (classify(chain, loads: loads, seed: seed, run: run), run.timeline)
    }

    private static func simulate(
        _ chain: NavigationChain,
        loads: [OrderingTimedLoad],
        seed: UInt64,
        strategy: SchedulingStrategy,
        deadline: DecisionDeadline?,
        pageSource: any PageSource
    ) -> SimulationOutcome<Run> {
        let starts = loads.enumerated().map { $0.element.start(seed: seed, index: $0.offset) }
        return Simulation.run(SimulationOptions(seed: seed, strategy: strategy), name: "orderings-in-time") { sim in
            try await Self.run(chain, loads: loads, starts: starts, deadline: deadline, pageSource: pageSource, sim)
        }
    }

    /// Keeps a web view's events for classification and puts them in the run's trace for the timeline.
    private struct Sink: WebViewEventSink {
        let log: WebViewEventLog
        let trace: SimulationEventSink

        func record(_ event: WebViewEvent) {
            log.record(event)
            trace.record(event)
        }
    }

    /// What one run leaves behind.
    private struct Run: Sendable {
        var starts: [Duration]
        var ends: [Duration]
        var outcomes: [NavigationOutcome]
        var events: [WebViewEvent]
        var findings: [Finding]
        var finalURL: String?
    }

    private static func run(
        _ chain: NavigationChain,
        loads: [OrderingTimedLoad],
        starts: [Duration],
        deadline: DecisionDeadline?,
        pageSource: any PageSource,
        _ sim: SimulationContext
    ) async throws -> Run {
        let log = FindingLog()
        let events = WebViewEventLog()
        let configuration = WebViewConfigurationBuilder()
            .set(navigationChain: chain)
            .set(decisionDeadline: deadline)
            .build(log: log)
        let webView = WebView(
            configuration: configuration,
            clock: sim.clock,
            pageSource: pageSource,
            events: Sink(log: events, trace: SimulationEventSink(context: sim)),
            log: log
        )
        let clock = sim.clock
        let tasks = loads.enumerated().map { offset, load in
            sim.spawn(name: "load \(offset + 1)") { () async throws -> (NavigationOutcome, Duration) in
                try await clock.sleep(for: starts[offset])
                let outcome = await webView.load(load.url, type: load.type)
                return (outcome, sim.now)
            }
        }
        var outcomes: [NavigationOutcome] = []
        var ends: [Duration] = []
        for task in tasks {
            let (outcome, end) = try await task.value
            outcomes.append(outcome)
            ends.append(end)
        }
        return Run(
            starts: starts,
            ends: ends,
            outcomes: outcomes,
            events: events.events,
            findings: log.all,
            finalURL: await webView.state.url?.href
        )
    }

    private static func classify(
        _ chain: NavigationChain,
        loads: [OrderingTimedLoad],
        seed: UInt64,
        run outcome: SimulationOutcome<Run>
    ) -> OrderingTimingReport.Outcome {
        let failures = outcome.failures.map { "\($0.kind): \($0.message)" }
        guard let run = outcome.value else {
            return OrderingTimingReport.Outcome(
                seeds: 1,
                firstSeed: seed,
                loads: [],
                finalURL: nil,
                phenomena: [],
                failures: failures
            )
        }
        let results = loads.indices.map { index in
            let load = loads[index]
            let result = run.outcomes[index]
            let chainDecision =
                chain.claimedDecision(NavigationAction(url: load.url, navigationType: load.type))?.description
                ?? "unknown (a handler decides at run time)"
            return OrderingTimingReport.LoadResult(
                url: load.url,
                type: load.type,
                startedAt: milliseconds(run.starts[index]),
                endedAt: milliseconds(run.ends[index]),
                result: "\(result.result)",
                decision: decisionText(result),
                chainDecision: chainDecision
            )
        }
        var phenomena: [OrderingTimingReport.Phenomenon] = []
        // Superseded: a newer load started while this one's decision was pending.
        for (index, result) in run.outcomes.enumerated() where result.result == .superseded {
            let newer = loads.indices.filter { $0 != index && run.starts[$0] >= run.starts[index] }
                .min { run.starts[$0] < run.starts[$1] }
            let by = newer.map { " by load \($0 + 1) at \(milliseconds(run.starts[$0])) ms" } ?? ""
            var message =
                "load \(index + 1) (\(loads[index].url), \(loads[index].type.orderingLabel)) was superseded\(by)"
            if let decision = decisionText(result) {
                message += "; its decision, \(decision), came at \(milliseconds(run.ends[index])) ms and was ignored"
                if let effect = result.effect {
                    message += ", yet the app acted on it (\(effect)) after the user moved on"
                }
            }
            phenomena.append(.init(kind: .superseded, loads: [index] + (newer.map { [$0] } ?? []), message: message))
        }
        // Late decisions, as the web view recorded them.
        let navigationToLoad = Dictionary(
            run.outcomes.enumerated().compactMap { offset, result in result.navigation.map { ($0, offset) } },
            uniquingKeysWith: { first, _ in first }
        )
        for finding in run.findings where finding.kind == .lateDecision || finding.kind == .decisionDeadlineExceeded {
            let load = finding.navigation.flatMap { navigationToLoad[$0] }
            phenomena.append(
                .init(
                    kind: finding.kind == .lateDecision ? .lateDecision : .deadline,
                    loads: load.map { [$0] } ?? [],
                    message: (load.map { "load \($0 + 1): " } ?? "") + finding.message
                        + (finding.handler.map { " (by \($0))" } ?? "")
                )
            )
        }
        // Overtaking: decisions in another order than the loads started.
        let decidedOrder = run.events.filter { $0.kind == .actionDecided }.compactMap { event in
            event.navigation.flatMap { navigationToLoad[$0] }
        }
        for (position, later) in decidedOrder.enumerated() {
            for earlier in decidedOrder[(position + 1)...] where run.starts[earlier] < run.starts[later] {
                phenomena.append(
                    .init(
                        kind: .overtaking,
                        loads: [later, earlier],
                        message: "load \(later + 1) (started at \(milliseconds(run.starts[later])) ms) was decided "
                            + "before load \(earlier + 1) (started at \(milliseconds(run.starts[earlier])) ms)"
                    )
                )
            }
        }
        return OrderingTimingReport.Outcome(
            seeds: 1,
            firstSeed: seed,
            loads: results,
            finalURL: run.finalURL,
            phenomena: phenomena,
            failures: failures
        )
    }

    /// Two runs with equal signatures have the same outcome: results, decisions, final URL and phenomena
    /// kinds, not their times.
    private static func signature(_ outcome: OrderingTimingReport.Outcome) -> String {
        let loads = outcome.loads.map { "\($0.result)|\($0.decision ?? "-")" }
        let kinds = outcome.phenomena.map { "\($0.kind)\($0.loads)" }
        return (loads + [outcome.finalURL ?? "-"] + kinds + outcome.failures).joined(separator: "\n")
    }

    private static func decisionText(_ outcome: NavigationOutcome) -> String? {
        guard let policy = outcome.actionPolicy, let decidedBy = outcome.decidedBy else { return nil }
        return outcome.effect.map { "\(policy) by \(decidedBy): \($0)" } ?? "\(policy) by \(decidedBy)"
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        Int(duration / .milliseconds(1))
    }
}
