import NavSimCore
import NavSimRuntime

/// Finds a handler's claims by running it: each handler alone, on every action of a corpus, under the
/// deterministic runtime (one FIFO schedule, virtual time), through the code the app runs.
///
/// Ordering analysis reads the rules of NavSim's built-in handlers and the claims a handler declares
/// (``StaticNavigationActionHandler``, or ``NavigationActionHandler/claimIsExact``). Any other handler is
/// probed: a custom handler that implements ``NavigationActionHandler/decide(_:context:)`` only, the
/// article's linked form (``LinkedNavigationActionHandler``), or a handler of any other shape that takes
/// a completion handler, such as a WebKit-spelled one: ``probe(name:corpus:options:handle:)`` is the entry
/// point for those. ``OrderingAnalysis/analyze(_:corpus:options:)`` probes the handlers it cannot read on
/// its own; ``OrderingAnalysis/analyze(linked:corpus:options:)`` probes a linked chain.
///
/// A probed claim is what the handler did once, alone, with a fresh decision handler: a handler whose
/// decision depends on earlier navigations or on state outside the action is probed as it stands.
/// Waiting costs nothing (virtual time); a handler that has not decided after
/// ``OrderingOptions/probeDeadline`` is unknown for that action, and reported as opaque.
///
/// ```swift
/// let payment = PaymentNavigationActionHandler()  // handle(...) cancels every URL and returns true
/// let corpus = OrderingCorpus(chain: NavigationChain([]), userURLs: ["https://example.com/"])
/// let probed = OrderingProbe.probe(linked: payment, corpus: corpus)
/// probed.claim(NavigationAction(url: "https://example.com/"))  // .decides(.cancel)
/// ```
public enum OrderingProbe {
    /// The selector the decision handler's findings name, as WebKit's messages do.
    static let selector = "webView:decidePolicyForNavigationAction:decisionHandler:"

    /// Probes a handler through ``NavigationActionHandler/decide(_:context:)``: its verdict for each action,
    /// after any waiting it does on the context's clock.
    ///
    /// - Parameters:
    ///   - handler: The handler.
    ///   - corpus: The URLs to ask it about.
    ///   - options: The navigation types each URL is asked as, and the probe's deadline.
    /// - Returns: The handler's probed claims.
    /// - Complexity: One call of `decide` per URL and navigation type, in one simulation.
    public static func probe(
        _ handler: any NavigationActionHandler,
        corpus: OrderingCorpus,
        options: OrderingOptions = OrderingOptions()
    ) -> ProbedHandler {
        run(name: handler.name, corpus: corpus, options: options) { sim, _, action, gate in
            sim.spawn(name: "\(handler.name).decide") {
                do {
                    switch try await handler.decide(action, context: DecisionContext(clock: sim.clock)) {
                    case .pass: gate.resolve(.passed)
                    case .decide(let policy, let effect): gate.resolve(.decided(policy, effect))
                    }
                } catch {
                    gate.resolve(.threw("\(error)"))
                }
            }
            return true
        }
    }

    /// Probes a handler of the article's linked form: its ``LinkedNavigationActionHandler/handle(webView:decidePolicyFor:decisionHandler:)``
    /// alone, never its ``LinkedNavigationActionHandler/nextHandler``.
    ///
    /// - Parameters:
    ///   - handler: The handler; its `nextHandler` is not followed.
    ///   - name: Its name in the report; by default its type's name.
    ///   - corpus: The URLs to ask it about.
    ///   - options: The navigation types each URL is asked as, and the probe's deadline.
    /// - Returns: The handler's probed claims.
    public static func probe(
        linked handler: any LinkedNavigationActionHandler,
        name: String? = nil,
        corpus: OrderingCorpus,
        options: OrderingOptions = OrderingOptions()
    ) -> ProbedHandler {
        let box = ProbeBox(handler)
        return probe(name: name ?? "\(type(of: handler))", corpus: corpus, options: options) {
            webView, action, decisionHandler in
            box.value.handle(webView: webView, decidePolicyFor: action, decisionHandler: decisionHandler)
        }
    }

    /// Probes any handler that is given a completion handler and says whether it handled the action: the
    /// entry point for handlers NavSim has no type for, such as WebKit-spelled ones.
    ///
    /// `handle` is called once per action on a fresh web view of the simulation, with a checked
    /// ``DecisionHandler``. It returns whether it handled the action: `false` passes it on (a decision
    /// handler called anyway is a decision, and a note: the next handler would decide too); `true` means
    /// it calls the decision handler, now or later on the simulation's clock, and the probe waits up to
    /// ``OrderingOptions/probeDeadline`` of virtual time for that call.
    ///
    /// ```swift
    /// let probed = OrderingProbe.probe(name: "Payment", corpus: corpus) { webView, action, decisionHandler in
    ///     wkHandler.handle(webView: WKWebView(webView), decidePolicyFor: WKNavigationAction(action)) {
    ///         decisionHandler($0.policy)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The handler's name in the report.
    ///   - corpus: The URLs to ask it about.
    ///   - options: The navigation types each URL is asked as, and the probe's deadline.
    ///   - handle: Runs the handler on one action; called on the simulation's thread, one action at a time.
    /// - Returns: The handler's probed claims.
    public static func probe(
        name: String,
        corpus: OrderingCorpus,
        options: OrderingOptions = OrderingOptions(),
        handle: @escaping (WebView, NavigationAction, DecisionHandler<NavigationActionPolicy>) -> Bool
    ) -> ProbedHandler {
        probe(name: name, corpus: corpus, options: options) { _, webView, action, decisionHandler in
            handle(webView, action, decisionHandler)
        }
    }

    /// ``probe(name:corpus:options:handle:)`` with the probe's simulation, for handlers that run on its main
    /// actor (`SimulationContext.runOnMainActorAndWait`).
    package static func probe(
        name: String,
        corpus: OrderingCorpus,
        options: OrderingOptions = OrderingOptions(),
        handle:
            @escaping (SimulationContext, WebView, NavigationAction, DecisionHandler<NavigationActionPolicy>) -> Bool
    ) -> ProbedHandler {
        let box = ProbeBox(handle)
        return run(name: name, corpus: corpus, options: options) { sim, webView, action, gate in
            let site = CompletionHandlerSite(className: name, selector: selector, log: FindingLog())
            let decisionHandler = DecisionHandler<NavigationActionPolicy>(site: site) { policy in
                gate.resolve(policy.map { .decided($0, nil) } ?? .released)
            }
            let handled = box.value(sim, webView, action, decisionHandler)
            if !handled, decisionHandler.callCount == 0 { gate.resolve(.passed) }
            return handled
        }
    }

    /// Runs one handler on every action, each through `start`, in one simulation.
    ///
    /// `start` begins the handler's work on an action and returns whether it handled it; the gate is
    /// resolved by the handler's answer or by the deadline.
    private static func run(
        name: String,
        corpus: OrderingCorpus,
        options: OrderingOptions,
        start: @escaping (SimulationContext, WebView, NavigationAction, ProbeGate) -> Bool
    ) -> ProbedHandler {
        let types = options.navigationTypes.isEmpty ? [.other] : options.navigationTypes
        let requests = corpus.entries.map { ParsedURL($0.url) }
        let start = ProbeBox(start)
        let deadline = options.probeDeadline
        let tally = Locked(ProbeTally())
        _ = Simulation.run(SimulationOptions(seed: 0, strategy: .fifo), name: "probe \(name)") { sim in
            let webView = WebView(id: WebViewID(1), clock: sim.clock, events: DiscardingEventSink())
            for request in requests {
                for type in types {
                    let action = NavigationAction(
                        request: request, navigationType: type, targetFrame: FrameInfo(request: request))
                    let gate = ProbeGate()
                    let handled = start.value(sim, webView, action, gate)
                    let result: ProbeGate.Result
                    if let known = gate.result {
                        result = known
                    } else {
                        result = await withTaskGroup(of: Void.self) { group in
                            group.addTask {
                                try? await sim.clock.sleep(for: deadline)
                                gate.resolve(.timedOut)
                            }
                            let result = await gate.wait()
                            group.cancelAll()
                            return result
                        }
                    }
                    tally.withLock { $0.add(ProbedHandler.Key(action), result, handled: handled) }
                }
            }
        }
        let done = tally.withLock { $0 }
        return ProbedHandler(name: name, claims: done.claims, notes: done.notes(name, deadline: deadline))
    }
}

/// What a probe found, action by action.
private struct ProbeTally: Sendable {
    var claims: [ProbedHandler.Key: HandlerClaim] = [:]
    var decidedAndPassed = 0
    var released = 0
    var timedOut = 0
    var threw: [String] = []

    mutating func add(_ key: ProbedHandler.Key, _ result: ProbeGate.Result, handled: Bool) {
        let claim: HandlerClaim
        switch result {
        case .decided(let policy, let effect):
            claim = .decides(policy, effect)
            if !handled { decidedAndPassed += 1 }
        case .passed:
            claim = .passes
        case .released:
            claim = .unknown
            released += 1
        case .threw(let error):
            claim = .unknown
            threw.append(error)
        case .timedOut:
            claim = .unknown
            timedOut += 1
        }
        // Two corpus URLs may parse to one request: the first probe stands.
        if claims[key] == nil { claims[key] = claim }
    }

    func notes(_ name: String, deadline: Duration) -> [String] {
        var notes: [String] = []
        if decidedAndPassed > 0 {
            notes.append(
                "\(name) calls its decision handler and returns false for \(decidedAndPassed) actions: "
                    + "in a linked chain the next handler decides too, and WebKit reports the second call")
        }
        if released > 0 {
            notes.append("\(name) releases its decision handler uncalled for \(released) actions")
        }
        if timedOut > 0 {
            notes.append("\(name) does not decide \(timedOut) actions within \(deadline) of virtual time")
        }
        if let first = threw.first {
            notes.append("\(name) throws for \(threw.count) actions (first: \(first))")
        }
        return notes
    }
}

/// Hands a value that is not `Sendable` to the probe's simulation.
///
/// Safe because `Simulation.run` drives every job of the simulation on the calling thread, one at a
/// time, and returns only when none is left: the value is never used by two threads, nor after the run.
private struct ProbeBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}
