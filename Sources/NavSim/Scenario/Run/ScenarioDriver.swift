import NavSimRuntime
import Synchronization

/// Performs a scenario's workload on its web views: the explicit steps, then the random events of the
/// mix, spread over `concurrency` users (each a spawned task with its own seeded generator).
struct ScenarioDriver: Sendable {
    /// The program, whose scenario's workload and seed are read where the program keeps them: a copy of the
    /// workload retained each of its arrays and dictionaries, once a run.
    let program: ScenarioProgram
    let sim: SimulationContext
    let webViews: [WebView]
    let pageSource: ScenarioPageSource
    let configuration: WebViewConfiguration
    let builder: Locked<WebViewConfigurationBuilder>
    let collector: ScenarioRunCollector
    let timing: ScenarioTiming
    /// The timeline's waits, drawn in step order.
    let waits: RunRandom
    /// Each workload step's note in the trace (``note(_:number:)``), the same for every seed.
    let stepNotes: [String]

    init(
        program: ScenarioProgram, sim: SimulationContext, webViews: [WebView], pageSource: ScenarioPageSource,
        configuration: WebViewConfiguration, builder: Locked<WebViewConfigurationBuilder>,
        collector: ScenarioRunCollector, timing: ScenarioTiming, streams: VaryingStreams, stepNotes: [String]
    ) {
        self.stepNotes = stepNotes
        self.program = program
        self.sim = sim
        self.webViews = webViews
        self.pageSource = pageSource
        self.configuration = configuration
        self.builder = builder
        self.collector = collector
        self.timing = timing
        self.waits = RunRandom(timing.random(.steps), varies: streams.waits)
    }

    func runSteps() async {
        var detached: [SimulationTask<Void>] = []
        for (index, step) in program.scenario.workload.steps.enumerated() {
            if step.awaits {
                await perform(step, number: index + 1, note: stepNotes[index])
            } else {
                let note = stepNotes[index]
                detached.append(
                    sim.spawn(name: "step-\(index + 1)") { await perform(step, number: index + 1, note: note) })
            }
        }
        for task in detached { try? await task.value }
    }

    func perform(_ step: ScenarioStep, number: Int, note: String? = nil) async {
        let webView = webViews[step.webView - 1]
        collector.update { $0.events += 1 }
        sim.record(note ?? Self.note(step, number: number), actor: webView.id.description)
        switch step.action {
        case .load(let url, let type):
            let outcome = await webView.load(url, type: type)
            count(outcome)
            await runPageScripts(url: url, outcome: outcome, on: webView)
        case .back: count(await webView.goBack())
        case .forward: count(await webView.goForward())
        case .reload: count(await webView.reload())
        case .stop: await webView.stopLoading()
        case .postMessage(let name, let body): await webView.postMessage(name: name, body: body)
        case .addScriptMessageHandler(let name, let viaBuilder):
            if viaBuilder {
                // The builder replaces by name; the next web view gets a fresh configuration.
                let built = builder.withLock { builder in
                    builder = builder.add(strategy: CountingScriptMessageStrategy(), name: name)
                    return builder.build(log: configuration.userContentController.log)
                }
                sim.record("builder registered '\(name)' (\(built.strategies.count) handler(s))")
            } else {
                configuration.userContentController.add(CountingScriptMessageStrategy(), name: name)
            }
        case .removeScriptMessageHandler(let name):
            configuration.userContentController.removeScriptMessageHandler(forName: name)
        case .wait(let latency):
            let duration = waits.withLock { timing.draw(latency, &$0) }
            if latency != .fixed(duration) { sim.record("waits \(ScenarioDuration.format(duration))") }
            try? await sim.clock.pause(for: duration)
        case .yield(let times):
            for _ in 0..<times { await Task.yield() }
        }
    }

    /// Counts how a navigation the workload started ended.
    func count(_ outcome: NavigationOutcome) {
        guard let ending = ScenarioRunCollector.Ending(outcome.result) else { return }
        collector.update { $0.endings[ending] += 1 }
    }

    func runPageScripts(url: String, outcome: NavigationOutcome, on webView: WebView) async {
        guard outcome.result == .finished else { return }
        for script in pageSource.scripts(for: url) {
            let frame = script.frame.map { FrameInfo(id: FrameID(1), request: ParsedURL($0)) }
            await webView.postMessage(name: script.name, body: script.body, frame: frame)
        }
    }

    func runRandomEvents() async {
        guard program.scenario.workload.hasRandomEvents else { return }
        let users = program.scenario.workload.concurrency
        let total = program.scenario.workload.events ?? 0
        var tasks: [SimulationTask<Void>] = []
        for user in 0..<users {
            let share = total / users + (user < total % users ? 1 : 0)
            if program.scenario.workload.events != nil, share == 0 { continue }
            tasks.append(
                sim.spawn(name: "user-\(user + 1)") {
                    await runUser(user, events: share)
                })
        }
        for task in tasks { try? await task.value }
    }

    private func runUser(_ user: Int, events: Int) async {
        var random = SplitMix64(seed: program.scenario.seed, stream: UInt64(user) + 1)
        var thinking = timing.random(.thinkTime, user)
        let kinds = ScenarioWorkload.EventKind.allCases
        let weights = kinds.map { program.scenario.workload.mix[$0] ?? 0 }
        // The corpora's weights, listed once per user rather than at every event they are drawn for.
        let urlWeights = program.scenario.workload.urls.map(\.weight)
        let schemeURLWeights = program.scenario.workload.schemeURLs.map(\.weight)
        let messageWeights = program.scenario.workload.messages.map(\.weight)
        let webView = webViews[user % webViews.count]
        var done = 0
        while true {
            if let limit = program.scenario.workload.duration {
                guard sim.now < limit else { break }
            } else if done >= events {
                break
            }
            let interval = timing.draw(program.scenario.workload.interval, &thinking)
            if interval > .zero { try? await sim.clock.pause(for: interval) }
            if let limit = program.scenario.workload.duration, sim.now >= limit { break }
            guard let kind = random.pick(weights: weights).map({ kinds[$0] }) else { break }
            done += 1
            collector.update { $0.events += 1 }
            switch kind {
            case .navigate, .schemeLoad:
                let corpus = kind == .navigate ? program.scenario.workload.urls : program.scenario.workload.schemeURLs
                guard let index = random.pick(weights: kind == .navigate ? urlWeights : schemeURLWeights) else {
                    continue
                }
                let url = corpus[index].make(&random)
                let type = kind == .navigate ? corpus[index].type : .other
                let outcome = await webView.load(url, type: type)
                count(outcome)
                await runPageScripts(url: url, outcome: outcome, on: webView)
            case .back: count(await webView.goBack())
            case .forward: count(await webView.goForward())
            case .reload: count(await webView.reload())
            case .scriptMessage:
                guard let index = random.pick(weights: messageWeights) else { continue }
                let message = program.scenario.workload.messages[index]
                await webView.postMessage(name: message.name, body: message.body)
            }
        }
    }

    /// A step's note in the trace. It names the URL as the scenario wrote it: escaped, it cannot start a
    /// line of the timeline.
    static func note(_ step: ScenarioStep, number: Int) -> String {
        "step \(number): \(TerminalText.escaped(describe(step.action)))"
    }

    static func describe(_ action: ScenarioStep.Action) -> String {
        switch action {
        case .load(let url, let type): "load \(url) (\(type.rawValue))"
        case .back: "back"
        case .forward: "forward"
        case .reload: "reload"
        case .stop: "stop"
        case .postMessage(let name, let body): "postMessage \(name) \(body)"
        case .addScriptMessageHandler(let name, let viaBuilder):
            "addScriptMessageHandler '\(name)' via \(viaBuilder ? "builder" : "controller")"
        case .removeScriptMessageHandler(let name): "removeScriptMessageHandler '\(name)'"
        case .wait(let latency): "wait \(latency)"
        case .yield(let times): "yield \(times) time(s)"
        }
    }
}
