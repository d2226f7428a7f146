import NavSimRuntime
import Synchronization

/// The completion-handler form of a scenario's chain: the article's linked handlers behind one
/// navigation delegate, each given the same checked `decisionHandler`, with the scenario's faults.
///
/// A handler that decides calls the decision handler and stops the walk, unless its fault says
/// otherwise: `fallThrough` lets the next handler decide too (a missing `return`), `decideTwice` calls
/// twice, `neverDecide` keeps the handler forever, `releaseUncalled` and `throw` drop it uncalled, and
/// `onBridgeNotReady` asks the page's script on its own task first (RACE-CASES 4). Handlers that wait
/// (a deep-link check, an injected latency) continue on a spawned task, as app code does with callbacks.
final class ScenarioNavigationDelegate: NavigationDelegate, ClassNamedInMessages, Sendable {
    typealias Handler = DecisionHandler<NavigationActionPolicy>

    /// WebKit's messages name the app's navigation delegate, which this object stands for: the class the
    /// scenario names (`delegateClass`).
    let classNameInMessages: String

    let handlers: [any NavigationActionHandler]
    let faults: [HandlerFault?]
    let fallback: NavigationActionPolicy
    let sim: SimulationContext
    let bridge: ScriptBridge
    let collector: ScenarioRunCollector?
    /// Whether each fault applies to a decision (drawn only for a fault that applies sometimes).
    let random: RunRandom
    let timedHandlers: [String: ScenarioConfiguration.TimedHandlerSpec]
    let timing: ScenarioTiming
    /// The waits of timed handlers and faults (drawn only for a latency that varies).
    let latencies: RunRandom
    /// Who decided each navigation, for a probe that reads it; `nil` for a run's web views, whose decisions the
    /// collector counts by name.
    let deciders: Locked<[NavigationID: String]>?

    init(
        scenario: Scenario,
        sim: SimulationContext,
        bridge: ScriptBridge,
        collector: ScenarioRunCollector?,
        stream: UInt64,
        timing: ScenarioTiming,
        streams: VaryingStreams,
        deciders: Locked<[NavigationID: String]>? = nil
    ) {
        self.deciders = deciders
        classNameInMessages = scenario.configuration.delegateClass
        handlers = scenario.configuration.handlers
        faults = handlers.map { scenario.faults[$0.name] }
        fallback = scenario.configuration.fallback
        self.sim = sim
        self.bridge = bridge
        self.collector = collector
        random = RunRandom(SplitMix64(seed: scenario.seed, stream: stream), varies: streams.faultDraws)
        timedHandlers = scenario.configuration.timedHandlers
        self.timing = timing
        latencies = RunRandom(
            timing.random(.handler, Int(truncatingIfNeeded: stream)), varies: streams.handlerLatencies)
    }

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) {
        walk(from: 0, action, decisionHandler, resumed: false)
    }

    /// Asks the handlers from `start`. `resumed` means the handler at `start` already waited.
    private func walk(from start: Int, _ action: NavigationAction, _ handler: Handler, resumed: Bool) {
        var index = start
        var resumed = resumed
        while index < handlers.count {
            let current = handlers[index]
            let fault = faults[index].flatMap { fault in
                random.withLock { $0.unit() < fault.probability } ? fault : nil
            }
            if !resumed, let wait = waiting(current, fault, action) {
                let resumeAt = index
                sim.spawn(name: "\(current.name)-check") { [self] in
                    if wait > .zero { try? await sim.clock.sleep(for: wait) }
                    if let policy = fault?.onBridgeNotReady {
                        await Task.yield()  // the question crosses to the script thread
                        do throws(ScriptBridge.NotReady) {
                            try bridge.ask()
                        } catch {
                            // The error's description, not `\(error)`: interpolating an error prints it
                            // through the runtime's casts (about 8,000 instructions).
                            sim.record("script threw \(error.description)", actor: "JS")
                            switch policy {
                            case .neverDecide:
                                collector?.keep(handler)  // swallowed: nothing will ever answer
                            case .cancel: deliver(.cancel, by: current.name, to: handler, action)
                            case .allow: deliver(.allow, by: current.name, to: handler, action)
                            }
                            return
                        }
                    }
                    walk(from: resumeAt, action, handler, resumed: true)
                }
                return
            }
            resumed = false
            if fault?.throwsError == true {
                sim.record("\(current.name) threw an injected fault; its decision handler is released uncalled")
                return
            }
            guard case .decide(let policy, _) = current.claim(action).verdict else {
                index += 1
                continue
            }
            if fault?.neverDecide == true {
                collector?.keep(handler)
                return
            }
            if fault?.releaseUncalled == true { return }
            deliver(policy, by: current.name, to: handler, action)
            if fault?.decideTwice == true { deliver(policy, by: current.name, to: handler, action) }
            guard fault?.fallThrough == true else { return }
            index += 1
        }
        deliver(fallback, by: ChainDecision.fallbackName, to: handler, action)
    }

    /// How long the handler waits before deciding, or `nil` when it decides at once.
    private func waiting(_ handler: any NavigationActionHandler, _ fault: HandlerFault?, _ action: NavigationAction)
        -> Duration?
    {
        var wait = Duration.zero
        // Comparing the dynamic type first spares a runtime cast (hundreds of instructions) for every
        // handler that is not a deep link.
        if type(of: handler) == DeepLinkHandler.self, let deepLink = handler as? DeepLinkHandler,
            case .decides = deepLink.claim(action)
        {
            if let timed = timedHandlers[deepLink.name] {
                wait += latencies.withLock { timing.draw(timed.latency, &$0) }
            } else {
                wait += deepLink.latency
            }
        }
        if let fault { wait += latencies.withLock { timing.draw(fault.latency, &$0) } }
        return wait > .zero || fault?.onBridgeNotReady != nil ? wait : nil
    }

    private func deliver(
        _ policy: NavigationActionPolicy, by name: String, to handler: Handler, _ action: NavigationAction
    ) {
        let first = handler.callCount == 0
        handler(policy)
        guard first else { return }
        deciders?.withLock { $0[action.navigation] = name }
        collector?.update { $0.decisions.count(by: name) }
    }
}
