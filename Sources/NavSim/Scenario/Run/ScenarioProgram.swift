import Synchronization

/// A scenario as a simulated program: creates the web views, runs the timeline and the random events,
/// then probes the expected decisions. The same program runs under `run`, `explore` and `replay`.
struct ScenarioProgram: Sendable {
    let scenario: Scenario

    /// The body to hand to ``Simulation`` or ``Explorer``.
    func body(_ collector: ScenarioRunCollector) -> @Sendable (SimulationContext) async throws -> Void {
        { sim in await run(sim, collector) }
    }

    func makeBuilder() -> WebViewConfigurationBuilder {
        let configuration = scenario.configuration
        var builder = configuration.preset?.builder() ?? WebViewConfigurationBuilder()
        if configuration.form == .chain {
            var handlers = configuration.handlers
            for (index, handler) in handlers.enumerated() {
                if let fault = scenario.faults[handler.name] {
                    handlers[index] = FaultyHandler(handler, fault: fault, seed: scenario.seed, index: index)
                }
            }
            builder = builder.set(navigationChain: NavigationChain(handlers, fallback: configuration.fallback))
        } else {
            builder = builder.set(navigationChain: nil)
        }
        for name in configuration.strategies
        where !(configuration.preset.map { Self.presetNames($0) } ?? []).contains(name) {
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

    static func presetNames(_ preset: Preset) -> [String] { preset.configuration().strategies.map(\.name) }

    /// The completion-handler form's delegate, or `nil` for the chain form.
    func makeDelegate(
        _ sim: SimulationContext,
        _ bridge: ScriptBridge,
        _ collector: ScenarioRunCollector?,
        stream: UInt64,
        deciders: Locked<[NavigationID: String]> = Locked([:])
    ) -> sending (any NavigationDelegate)? {
        guard scenario.configuration.form == .completionHandler else { return nil }
        return ScenarioNavigationDelegate(
            scenario: scenario, sim: sim, bridge: bridge, collector: collector, stream: stream, deciders: deciders)
    }

    func findingLog(_ sim: SimulationContext, _ collector: ScenarioRunCollector) -> FindingLog {
        let failOn = scenario.failOn
        return FindingLog { finding in
            sim.record("finding [\(finding.severity)] \(finding.message)", actor: finding.webView?.description)
            collector.update { $0.findings.append(finding) }
            if finding.severity >= failOn { sim.fail(finding.message, kind: .finding) }
        }
    }

    func run(_ sim: SimulationContext, _ collector: ScenarioRunCollector) async {
        let builder = Locked(makeBuilder())
        let log = findingLog(sim, collector)
        let configuration = builder.withLock { $0.build(log: log) }
        let pageSource = ScenarioPageSource(
            page: scenario.page, customSchemes: scenario.configuration.customSchemes, seed: scenario.seed)
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
                    navigationDelegate: makeDelegate(sim, bridge, collector, stream: UInt64(index)),
                    events: ScenarioEventSink(
                        trace: SimulationEventSink(context: sim), collector: collector,
                        countsDecisions: form == .chain),
                    log: log
                ))
        }
        var pageInit: SimulationTask<Void>?
        if let readyAfter = scenario.page.scriptBridgeReadyAfter {
            pageInit = sim.spawn(name: "page-init") {
                if readyAfter > .zero { try? await sim.clock.sleep(for: readyAfter) } else { await Task.yield() }
                bridge.register()
                sim.record("page registered its script handler", actor: "JS")
            }
        }
        let driver = ScenarioDriver(
            scenario: scenario, sim: sim, webViews: webViews, pageSource: pageSource, configuration: configuration,
            builder: builder, collector: collector)
        await driver.runSteps()
        await driver.runRandomEvents()
        try? await pageInit?.value
        await probe(sim, configuration: configuration, pageSource: pageSource, bridge: bridge, collector: collector)
    }

    /// Loads each expected URL on a fresh web view with the same configuration, and records who decided.
    /// Probes log to their own log: their findings are not the run's.
    func probe(
        _ sim: SimulationContext,
        configuration: WebViewConfiguration,
        pageSource: ScenarioPageSource,
        bridge: ScriptBridge,
        collector: ScenarioRunCollector
    ) async {
        let expectations = scenario.expectations.decisions
        guard !expectations.isEmpty else { return }
        sim.record("probing \(expectations.count) expected decision(s)")
        for (index, expectation) in expectations.enumerated() {
            let probeLog = FindingLog()
            let deciders = Locked<[NavigationID: String]>([:])
            let usesDelegate = scenario.configuration.form == .completionHandler
            let probeView = WebView(
                id: WebViewID(100_000 + index),
                configuration: configuration,
                clock: sim.clock,
                pageSource: pageSource,
                navigationDelegate: makeDelegate(sim, bridge, nil, stream: 0xB0B0 + UInt64(index), deciders: deciders),
                log: probeLog
            )
            let outcome = await probeView.load(expectation.url, type: expectation.type)
            var by = outcome.decidedBy
            if usesDelegate, let navigation = outcome.navigation {
                by = deciders.withLock { $0[navigation] } ?? by
            }
            let policy = outcome.decidedBy == "(deadline)" ? nil : outcome.actionPolicy
            collector.update { $0.probes[index] = (policy, by) }
        }
    }
}
