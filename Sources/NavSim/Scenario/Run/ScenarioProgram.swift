import Synchronization

/// A scenario as a simulated program: creates the web views, runs the timeline and the random events,
/// then probes the expected decisions. The same program runs under `run`, `explore` and `replay`.
///
/// A class, though nothing in it changes: every run's closures (the finding log, the bodies) keep the program,
/// and a copy of the struct retained each field of its scenario, where a class is retained once.
final class ScenarioProgram: Sendable {
    let scenario: Scenario
    /// How far fixed latencies move per run, as a fraction (`--jitter`); 0 keeps them fixed.
    let jitter: Double
    /// The navigation chain every run shares, built once per program when no handler's timing depends on
    /// the run's seed (`nil` otherwise: each run builds its own). Handlers are immutable once built; what a
    /// run mutates (script message strategies, scheme handlers, the finding log) is made per run.
    private let sharedChain: NavigationChain?
    /// The page source's custom schemes, as a set, once per program.
    private let customSchemes: Set<String>
    /// The workload steps' notes in the trace, rendered once per program.
    private let stepNotes: [String]
    /// Which of a run's random streams can vary from seed to seed, found once: a stream that cannot is not made.
    private let streams: VaryingStreams
    /// The configuration's builder, built once, when it is the same for every seed and holds nothing a run
    /// changes: no preset (whose strategies each builder makes anew), no counting strategy and no scheme handler
    /// (made per run), and a chain shared by every run or none. `nil` otherwise: each run builds its own.
    private let seedIndependentBuilder: WebViewConfigurationBuilder?

    init(scenario: Scenario, jitter: Double = 0) {
        self.scenario = scenario
        self.jitter = jitter
        self.customSchemes = Set(scenario.configuration.customSchemes)
        self.stepNotes = scenario.workload.steps.enumerated().map { ScenarioDriver.note($1, number: $0 + 1) }
        let sharedChain = Self.seedIndependentChain(scenario, jitter: jitter)
        self.sharedChain = sharedChain
        self.streams = VaryingStreams(scenario, timing: ScenarioTiming(seed: scenario.seed, jitter: jitter))
        let configuration = scenario.configuration
        let independent =
            configuration.preset == nil && configuration.strategies.isEmpty && configuration.schemeHandlers.isEmpty
            && (configuration.form != .chain || sharedChain != nil)
        self.seedIndependentBuilder =
            independent
            ? Self.makeBuilder(
                scenario, sharedChain: sharedChain, timing: ScenarioTiming(seed: scenario.seed, jitter: 0))
            : nil
    }

    /// The chain, when it is the same for every seed: the preset's, or the scenario's handlers with no
    /// fault and no latency drawn per run.
    private static func seedIndependentChain(_ scenario: Scenario, jitter: Double) -> NavigationChain? {
        let configuration = scenario.configuration
        guard configuration.form == .chain else { return nil }
        let timing = ScenarioTiming(seed: scenario.seed, jitter: jitter)
        for handler in configuration.handlers {
            if scenario.faults[handler.name] != nil { return nil }
            if let timed = configuration.timedHandlers[handler.name], !timing.isFixed(timed.latency) { return nil }
        }
        return NavigationChain(configuration.handlers, fallback: configuration.fallback)
    }

    /// Each preset's script message handler names, computed once per process (building a preset's
    /// configuration compiles its chain).
    private static let presetStrategyNames: [Preset: Set<String>] = Dictionary(
        uniqueKeysWithValues: Preset.allCases.map { ($0, Set($0.configuration().strategies.map(\.name))) })

    /// The body of one run, whose counts and findings go to `collector`.
    func body(_ collector: ScenarioRunCollector) -> @Sendable (SimulationContext) async throws -> Void {
        { [self] sim in await run(sim, collector) }
    }

    /// The body to hand to ``Explorer``: each run collects into a collector of its own (the verdict of one
    /// schedule must not count another's findings); the handlers runs keep live in one keeper.
    func explorationBody() -> @Sendable (SimulationContext) async throws -> Void {
        let keeper = ScenarioRunCollector.Keeper()
        return { [self] sim in await run(sim, ScenarioRunCollector(keeper: keeper)) }
    }

    /// The configuration's builder for a run with this timing (the scenario's seed and no jitter for a
    /// load run, whose latencies are real sleeps).
    func makeBuilder(timing: ScenarioTiming? = nil) -> WebViewConfigurationBuilder {
        Self.makeBuilder(
            scenario, sharedChain: sharedChain, timing: timing ?? ScenarioTiming(seed: scenario.seed, jitter: 0))
    }

    private static func makeBuilder(
        _ scenario: Scenario, sharedChain: NavigationChain?, timing: ScenarioTiming
    ) -> WebViewConfigurationBuilder {
        let configuration = scenario.configuration
        let chain: NavigationChain?
        if configuration.form == .chain, let sharedChain {
            chain = sharedChain
        } else if configuration.form == .chain {
            var handlers = configuration.handlers
            for (index, handler) in handlers.enumerated() {
                if let timed = configuration.timedHandlers[handler.name], !timing.isFixed(timed.latency) {
                    handlers[index] = TimedHandler(
                        base: timed.withoutLatency, latency: timed.latency, timing: timing,
                        random: LockedRandom(timing.random(.handler, index)))
                }
                if let fault = scenario.faults[handler.name] {
                    handlers[index] = FaultyHandler(
                        handlers[index], fault: fault, seed: scenario.seed, index: index, timing: timing)
                }
            }
            chain = NavigationChain(handlers, fallback: configuration.fallback)
        } else {
            chain = nil
        }
        // A preset's own chain is not built: the scenario's (the preset's handlers, compiled once) replaces it.
        var builder =
            configuration.preset?.builder(navigationChain: chain)
            ?? WebViewConfigurationBuilder().set(navigationChain: chain)
        for name in configuration.strategies
        where !(configuration.preset.map { Self.presetStrategyNames[$0] ?? [] } ?? []).contains(name) {
            builder = builder.add(strategy: CountingScriptMessageStrategy(), name: name)
        }
        for script in configuration.userScripts { builder = builder.add(userScript: script) }
        for spec in configuration.schemeHandlers {
            // The decoder checked the scheme (valid, not native, one handler each), so this cannot throw;
            // registering the scheme alone keeps loads working if it ever did.
            builder =
                (try? builder.setURLSchemeHandler(spec.makeHandler(), forURLScheme: spec.scheme))
                ?? builder.register(customScheme: spec.scheme)
        }
        if let disableZoom = configuration.disableZoom { builder = builder.set(disableZoom: disableZoom) }
        return
            builder
            .set(decisionDeadline: scenario.deadline)
            .set(completionHandlerBehavior: scenario.sdk)
            .set(chainErrorPolicy: configuration.chainErrorPolicy)
    }

    /// The completion-handler form's delegate, or `nil` for the chain form.
    func makeDelegate(
        _ sim: SimulationContext,
        _ bridge: ScriptBridge,
        _ collector: ScenarioRunCollector?,
        stream: UInt64,
        timing: ScenarioTiming,
        deciders: Locked<[NavigationID: String]>? = nil
    ) -> sending (any NavigationDelegate)? {
        guard scenario.configuration.form == .completionHandler else { return nil }
        return ScenarioNavigationDelegate(
            scenario: scenario, sim: sim, bridge: bridge, collector: collector, stream: stream, timing: timing,
            streams: streams, deciders: deciders)
    }

    /// The run's finding log: every finding goes to the trace and the report; one that `expect` does not
    /// allow at the `failOn` level fails the run at once, with WebKit's message, so `explore` stops there.
    /// With `endsAtFirstViolation`, a violation ends the run there, expected or not, as the app would die:
    /// the run is judged at that point.
    func findingLog(_ sim: SimulationContext, _ collector: ScenarioRunCollector) -> FindingLog {
        // The closure reads the scenario through `self`, which it captures anyway: a copy of its own would
        // retain each of the scenario's fields again (about 700 instructions per run).
        let endsAtViolation = scenario.endsAtFirstViolation
        return FindingLog(endsAtFirstViolation: endsAtViolation) { [self] finding in
            sim.record(value: RecordedFinding(finding: finding), actor: finding.webView?.description)
            collector.update { $0.findings.append(finding) }
            if scenario.isUnexpected(finding) { sim.fail(finding.message, kind: .finding) }
            if endsAtViolation, finding.severity == .violation {
                judge(sim, collector)
                sim.end("\(finding.kind): \(finding.message)")
            }
        }
    }

    /// Judges the run so far by the scenario's verdict and fails it at the first expectation that does not
    /// hold, so that `explore` stops at a schedule `run` would fail. Unexpected findings have failed it
    /// already; a hang or an escape is the runtime's to report.
    func judge(_ sim: SimulationContext, _ collector: ScenarioRunCollector) {
        // With nothing listed, nothing can fail: the checker (a copy of the scenario and of the run's state,
        // about 1,000 instructions) is not built.
        guard !scenario.expectations.listsNone else { return }
        let state = collector.state.withLock { $0 }
        // Only what the file lists is checked, and text is built only for an expectation that fails.
        guard
            let failed = ScenarioExpectationChecker(scenario: scenario, state: state, runtimeFailures: [])
                .firstFailedListed()
        else { return }
        sim.fail("expected \(failed.expectation), \(failed.detail)", kind: .expectation)
    }

    func run(_ sim: SimulationContext, _ collector: ScenarioRunCollector) async {
        let timing = ScenarioTiming(seed: sim.seed, jitter: jitter)
        let builder = Locked(seedIndependentBuilder ?? makeBuilder(timing: timing))
        let log = findingLog(sim, collector)
        let configuration = builder.withLock { $0.build(log: log) }
        let pageSource = ScenarioPageSource(
            page: scenario.page, customSchemes: customSchemes, timing: timing, varies: streams.page)
        let bridge = ScriptBridge()
        let form = scenario.configuration.form
        var webViews: [WebView] = []
        for index in 1...scenario.webViews {
            webViews.append(
                WebView(
                    id: WebViewID(index),
                    configuration: configuration,
                    clock: sim.clock,
                    pageSource: pageSource,
                    navigationDelegate: makeDelegate(sim, bridge, collector, stream: UInt64(index), timing: timing),
                    lendingSink: ScenarioEventSink(
                        trace: SimulationEventSink(context: sim), collector: collector,
                        countsDecisions: form == .chain, webView: WebViewID(index)),
                    log: log,
                    isolation: scenario.webViewIsolation,
                    mainThread: scenario.webViewIsolation == .mainActor ? SimulationMainThread(context: sim) : nil
                ))
        }
        var pageInit: SimulationTask<Void>?
        if let declared = scenario.page.scriptBridgeReadyAfter {
            var random = timing.random(.bridge)
            let readyAfter = timing.draw(.fixed(declared), &random)
            pageInit = sim.spawn(name: "page-init") {
                if readyAfter > .zero { try? await sim.clock.sleep(for: readyAfter) } else { await Task.yield() }
                bridge.register()
                sim.record("page registered its script handler", actor: "JS")
            }
        }
        let driver = ScenarioDriver(
            program: self, sim: sim, webViews: webViews, pageSource: pageSource, configuration: configuration,
            builder: builder, collector: collector, timing: timing, streams: streams, stepNotes: stepNotes)
        await driver.runSteps()
        await driver.runRandomEvents()
        try? await pageInit?.value
        await probe(
            sim, configuration: configuration, pageSource: pageSource, bridge: bridge, collector: collector,
            timing: timing)
        judge(sim, collector)
    }

    /// Loads each expected URL on a fresh web view with the same configuration, and records who decided.
    /// Probes log to their own log: their findings are not the run's.
    func probe(
        _ sim: SimulationContext,
        configuration: WebViewConfiguration,
        pageSource: ScenarioPageSource,
        bridge: ScriptBridge,
        collector: ScenarioRunCollector,
        timing: ScenarioTiming
    ) async {
        let expectations = scenario.expectations.decisions
        guard !expectations.isEmpty else { return }
        sim.record("probing \(expectations.count) expected decision(s)")
        for (index, expectation) in expectations.enumerated() {
            let probeLog = FindingLog()
            let usesDelegate = scenario.configuration.form == .completionHandler
            // Only the completion-handler form's delegate says who decided; the chain's outcome does.
            let deciders = usesDelegate ? Locked<[NavigationID: String]>([:]) : nil
            let probeView = WebView(
                id: WebViewID(100_000 + index),
                configuration: configuration,
                clock: sim.clock,
                pageSource: pageSource,
                navigationDelegate: makeDelegate(
                    sim, bridge, nil, stream: 0xB0B0 + UInt64(index), timing: timing, deciders: deciders),
                events: DiscardingEventSink(),
                log: probeLog
            )
            let outcome = await probeView.load(expectation.url, type: expectation.type)
            var by = outcome.decidedBy
            if let deciders, let navigation = outcome.navigation {
                by = deciders.withLock { $0[navigation] } ?? by
            }
            let policy = outcome.decidedBy == "(deadline)" ? nil : outcome.actionPolicy
            collector.update { $0.probes[index] = (policy, by) }
        }
    }
}

/// Keeps a probe's web view out of the run's timeline (the virtual clock would record it otherwise).
struct DiscardingEventSink: WebViewEventSink {
    func record(_ event: WebViewEvent) {}
    /// Nothing is kept, so the web view builds no event (a probe runs a whole navigation per expectation).
    var keepsEvents: Bool { false }
}
