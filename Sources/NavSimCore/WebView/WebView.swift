/// A simulated `WKWebView`: WebKit's navigation lifecycle, decision contract, back-forward list,
/// observable state and script-message dispatch, on its own isolation.
///
/// WebKit allows its API on the main thread only, so the web view is an actor and every delegate
/// callback runs on its isolation. Its transitions live in ``NavigationStateMachine``; the actor asks the
/// delegate or chain, waits on the injected clock, and performs what the machine returns. While a
/// decision is pending the actor keeps serving other calls, so a new load can supersede the old one, as
/// in WebKit.
///
/// ```swift
/// let webView = WebView(configuration: Preset.default.configuration(), clock: ContinuousClock())
/// let outcome = await webView.load("https://example.com/")
/// // outcome.result == .finished
/// ```
///
/// Under the deterministic runtime pass its virtual clock: the same code, every interleaving by seed.
public actor WebView {
    /// The web view's identifier.
    public nonisolated let id: WebViewID
    /// The web view's own copy of its configuration.
    public nonisolated let configuration: WebViewConfiguration
    /// Where the web view records findings.
    public nonisolated let log: FindingLog
    /// Where the web view runs: its own actor, or the main actor.
    public nonisolated let isolation: WebViewIsolation
    /// The executor the web view's isolation runs on: `isolationActor`'s (a default actor, so calls into
    /// the web view switch to it as cheaply as to any actor), or the main actor's.
    private nonisolated let executor: UnownedSerialExecutor
    /// Keeps the actor whose executor this web view uses, when it has its own.
    private nonisolated let isolationActor: WebViewIsolationActor?
    /// The main thread, for WebKit's thread rules when the web view is on the main actor.
    nonisolated let mainThread: (any MainThreadAccess)?

    /// The web view's serial executor: its own actor's, or the main actor's (``WebViewIsolation``).
    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor }

    let clock: any Clock<Duration>
    let pageSource: any PageSource
    /// Where events go: a sink that discards them when none was given. Not optional: a method called on an
    /// optional existential works on a copy of it (a retain and a release of its box per event), while one on
    /// a plain stored existential reads it in place. A sink that can read a published state lent for a call (an
    /// exploration's trace) is kept as it is; any other is wrapped to be given each state change as an event
    /// (`StateLendingEventSink`).
    let events: any StateLendingEventSink
    /// Whether `events` keeps events, read on every step without copying the existential.
    let recordsEvents: Bool
    var navigationDelegate: (any NavigationDelegate)? {
        didSet { navigationDelegateClassName = navigationDelegate.map { className(ofObject: $0) } ?? "" }
    }
    /// The delegate's class name, for WebKit's messages; computed once per delegate.
    var navigationDelegateClassName = ""
    var dispatcher: ScriptMessageDispatcher
    var mainFrame: FrameInfo
    #if DEBUG
        /// The state touched on every step (``HotState``).
        var hot: HotState
    #else
        // In release builds the state touched on every step skips the runtime's dynamic exclusivity checks
        // (measured by `navsim bench`). It is only accessed on this actor, and no access to it stays open
        // across a call that could reach back into the web view: each field is mutated by a value type's
        // method, an array or dictionary operation, or a closure that only talks to a channel. Debug builds
        // keep the checks.
        /// The state touched on every step (``HotState``).
        @exclusivity(unchecked) var hot: HotState
    #endif

    /// The web view's step counter: one per event, carried by findings and traces.
    public var step: Int { hot.step }
    /// The decision the current navigation awaits from a completion handler or a deadline, applied at the
    /// web view's next step once made (``applyAnswersMade()``); `nil` while none is awaited that way.
    var pendingDecision: PendingDecision?
    /// Panels' and challenges' answers awaited, recorded at the web view's next step once made.
    var pendingAnswers: [PendingAnswer] = []
    var schemeTasks: [RunningSchemeTask] = []
    var nextSchemeTaskID = 0
    var pageNavigation: NavigationID?
    var page: PageModel?
    var uiDelegate: (any UIDelegate)?
    var scriptQueue = ScriptQueue()
    var windows: [WebView] = []

    /// Creates a web view.
    ///
    /// - Parameters:
    ///   - id: The web view's identifier.
    ///   - configuration: The configuration; the web view keeps its own copy.
    ///   - clock: The clock it waits on: `ContinuousClock` in real runs, the virtual clock in simulation.
    ///   - pageSource: What each URL responds.
    ///   - navigationDelegate: The delegate; when `nil`, the configuration's chain or WebKit's defaults decide.
    ///   - events: Receives every step, for traces; `nil` records into the clock's timeline when the clock
    ///     keeps one (a simulation's, ``TimelineClock``), and nothing otherwise.
    ///   - log: Where findings go; the configuration's controller log by default.
    ///   - isolation: Where the web view and its delegates run: an actor of its own (the default), or the
    ///     main actor, as in an app.
    ///   - mainThread: With `.mainActor`, the main thread that scheme-task calls made off it wait for, as
    ///     WebKit makes them wait (``MainThreadAccess``); `nil` runs them where they are made.
    public init(
        id: WebViewID = 1,
        configuration: WebViewConfiguration = .standard,
        clock: any Clock<Duration> = ContinuousClock(),
        pageSource: any PageSource = DefaultPageSource(),
        navigationDelegate: sending (any NavigationDelegate)? = nil,
        events: (any WebViewEventSink)? = nil,
        log: FindingLog? = nil,
        isolation: WebViewIsolation = .ownActor,
        mainThread: (any MainThreadAccess)? = nil
    ) {
        self.init(
            id: id, configuration: configuration, clock: clock, pageSource: pageSource,
            navigationDelegate: navigationDelegate,
            lendingSink: (events ?? (clock as? any TimelineClock).map { TimelineClockSink(clock: $0) })
                .map(stateLendingSink),
            log: log, isolation: isolation, mainThread: mainThread)
    }

    /// Creates a web view whose sink is kept as it is given: one made for a web view (a scenario's) is boxed into
    /// the sink's existential once, where the public initialiser's cast to ``StateLendingEventSink`` boxed it a
    /// second time, at every web view of every schedule.
    ///
    /// - Parameters:
    ///   - id: The web view's identifier.
    ///   - configuration: The configuration; the web view keeps its own copy.
    ///   - clock: The clock it waits on.
    ///   - pageSource: What each URL responds.
    ///   - navigationDelegate: The delegate, if any.
    ///   - sink: Receives every step; `nil` records nothing.
    ///   - log: Where findings go; the configuration's controller log when `nil`.
    ///   - isolation: Where the web view and its delegates run.
    ///   - mainThread: The main thread scheme-task calls made off it wait for, if any.
    package init(
        id: WebViewID,
        configuration: WebViewConfiguration,
        clock: any Clock<Duration>,
        pageSource: any PageSource,
        navigationDelegate: sending (any NavigationDelegate)?,
        lendingSink sink: (any StateLendingEventSink)?,
        log: FindingLog?,
        isolation: WebViewIsolation,
        mainThread: (any MainThreadAccess)?
    ) {
        self.id = id
        self.isolation = isolation
        self.mainThread = mainThread
        if isolation == .mainActor, let mainThread {
            configuration.userContentController.attach(mainThread)
        }
        switch isolation {
        case .ownActor:
            let actor = WebViewIsolationActor()
            self.isolationActor = actor
            self.executor = actor.unownedExecutor
        case .mainActor:
            self.isolationActor = nil
            self.executor = MainActor.sharedUnownedExecutor
        }
        self.configuration = configuration
        self.clock = clock
        self.pageSource = pageSource
        self.navigationDelegate = navigationDelegate
        self.navigationDelegateClassName = navigationDelegate.map { className(ofObject: $0) } ?? ""
        self.events = sink ?? DiscardingEventSink()
        self.recordsEvents = sink?.keepsEvents ?? false
        self.log = log ?? configuration.userContentController.log
        self.dispatcher = ScriptMessageDispatcher(controller: configuration.userContentController)
        self.mainFrame = FrameInfo(request: Self.aboutBlank)
        self.hot = HotState(chainHandlerCount: configuration.navigationChain?.handlers.count)
    }

    /// A new web view's main frame's URL, parsed once per process rather than at every web view's creation (an
    /// exploration creates one or more per schedule).
    private static let aboutBlank = ParsedURL("about:blank")

    /// Sets the navigation delegate (`navigationDelegate`).
    ///
    /// - Parameter delegate: The delegate, or `nil` for the chain or WebKit's defaults.
    public func setNavigationDelegate(_ delegate: sending (any NavigationDelegate)?) {
        navigationDelegate = delegate
    }

    // MARK: - Observable state

    /// The observable state now.
    public var state: WebViewState {
        applyAnswersMade()
        return hot.machine.currentState()
    }

    /// The back-forward list.
    public var backForwardList: BackForwardList { hot.machine.backForwardList }

    /// The current main-frame navigation, if one is in flight.
    public var currentNavigation: NavigationID? {
        applyAnswersMade()
        return hot.machine.currentNavigation
    }

    /// Every finding recorded for this web view's log, in order.
    public nonisolated var findings: [Finding] { log.all }

    /// How many decisions each handler, delegate or default made.
    public var decisionsByHandler: [String: Int] {
        var counts = Dictionary(hot.decisionCounts.counts.lazy.map { ($0.name, $0.count) }, uniquingKeysWith: +)
        let names = configuration.navigationChain?.names ?? []
        for (slot, count) in hot.chainDecisionCounts.enumerated() where count > 0 {
            counts[slot < names.count ? names[slot] : ChainDecision.fallbackName, default: 0] += count
        }
        return counts
    }

    /// A stream of batched observable changes: one element per step that changed anything.
    ///
    /// - Returns: The stream; it ends when the web view goes away.
    public func stateChanges() -> WebViewStateChanges {
        let channel = StateChangeChannel()
        startObserving()
        hot.observers.append(channel)
        return WebViewStateChanges(channel)
    }

    /// Calls `changeHandler` with every step's batched changes that touch `properties`, synchronously on
    /// the web view's isolation, as KVO calls its observers on WebKit's main thread while the property
    /// changes.
    ///
    /// The handler runs inside the step, before the web view goes on: it must be quick and must not wait
    /// (it cannot call back into the web view, which is busy). It sees every batch, in order, with nothing
    /// buffered or copied for it; use ``stateChanges()`` to read changes from a task of your own instead.
    /// The observation ends when the returned object is released or invalidated.
    ///
    /// - Parameters:
    ///   - properties: The properties to observe; a batch that changes none of them is not delivered.
    ///   - changeHandler: Receives each batch.
    /// - Returns: The observation; keep it while the handler should be called.
    public func observe(
        _ properties: WebViewState.Properties = .all,
        changeHandler: @escaping @Sendable (WebViewStateChange) -> Void
    ) -> WebViewObservation {
        let lifetime = WebViewObservation.Lifetime()
        startObserving()
        hot.changeHandlers.append(
            StateChangeHandler(properties: properties, handler: changeHandler, lifetime: lifetime))
        return WebViewObservation(lifetime)
    }

    /// Nothing is computed while nobody observes: the first observer's baseline is the state now.
    private func startObserving() {
        if hot.observers.isEmpty, hot.changeHandlers.isEmpty, !recordsEvents {
            hot.lastPublished.state = hot.machine.currentState()
        }
    }

    // MARK: - Loading

    /// Loads a URL, as `load(URLRequest(url:))` does, and returns when the navigation ends.
    ///
    /// - Parameters:
    ///   - url: The URL; parsed once here.
    ///   - type: The navigation type the action reports; `.other` for an app's load, `.linkActivated` for a tap.
    /// - Returns: How the navigation ended.
    @discardableResult
    public func load(_ url: String, type: NavigationType = .other) async -> NavigationOutcome {
        await navigate(to: ParsedURL(url), type: type, history: .push)
    }

    /// Loads a parsed request and returns when the navigation ends.
    ///
    /// - Parameters:
    ///   - request: The request, parsed once.
    ///   - type: The navigation type the action reports.
    ///   - sourceFrame: The frame that asked for the navigation.
    /// - Returns: How the navigation ended.
    @discardableResult
    public func load(_ request: ParsedURL, type: NavigationType = .other, sourceFrame: FrameInfo? = nil) async
        -> NavigationOutcome
    {
        await navigate(to: request, type: type, history: .push, sourceFrame: sourceFrame)
    }

    /// Loads an HTML string with a base URL (`loadHTMLString(_:baseURL:)`); the title comes from `<title>`.
    ///
    /// - Parameters:
    ///   - html: The HTML.
    ///   - baseURL: The base URL; `about:blank` when `nil`.
    /// - Returns: How the navigation ended.
    @discardableResult
    public func loadHTMLString(_ html: String, baseURL: String? = nil) async -> NavigationOutcome {
        let response = PageResponse(title: Self.title(ofHTML: html))
        return await navigate(to: ParsedURL(baseURL ?? "about:blank"), type: .other, history: .push, override: response)
    }

    /// Reloads the current page; the back-forward list keeps its entries.
    ///
    /// - Returns: How the navigation ended; ``NavigationOutcome/Result/nothingToLoad`` without a page.
    @discardableResult
    public func reload() async -> NavigationOutcome {
        guard let url = hot.machine.committed else { return NavigationOutcome(navigation: nil, result: .nothingToLoad) }
        return await navigate(to: url, type: .reload, history: .replace)
    }

    /// Goes back one entry; the forward list is kept.
    ///
    /// - Returns: How the navigation ended; ``NavigationOutcome/Result/nothingToLoad`` with an empty back list.
    @discardableResult
    public func goBack() async -> NavigationOutcome {
        guard let item = hot.machine.backForwardList.backItem else {
            return NavigationOutcome(navigation: nil, result: .nothingToLoad)
        }
        return await navigate(to: item.url, type: .backForward, history: .move(-1))
    }

    /// Goes forward one entry.
    ///
    /// - Returns: How the navigation ended; ``NavigationOutcome/Result/nothingToLoad`` with an empty forward list.
    @discardableResult
    public func goForward() async -> NavigationOutcome {
        guard let item = hot.machine.backForwardList.forwardItem else {
            return NavigationOutcome(navigation: nil, result: .nothingToLoad)
        }
        return await navigate(to: item.url, type: .backForward, history: .move(1))
    }

    /// Stops the current navigation (`stopLoading()`).
    public func stopLoading() {
        applyAnswersMade()
        guard let stopped = hot.machine.stop() else { return }
        stopSchemeTasks { $0.navigation == stopped.id }
        switch stopped {
        case .failedProvisional(let id, let error):
            reportFailedProvisional(id, error)
        case .failed(let id, let error):
            reportFailed(id, error)
        case .cancelled(let id):
            emit(.superseded, id, "stopped")
        }
        publish()
    }

    // MARK: - The lifecycle

    // Inlined into each entry point (load, reload, back, forward): an async call from one function of the
    // actor to another still switches to the actor's executor in the callee's prologue, and the entry
    // point's frame is one more allocation on the task's stack.
    @inline(__always)
    func navigate(
        to request: ParsedURL,
        type: NavigationType,
        history: NavigationStateMachine.HistoryKind,
        sourceFrame: FrameInfo? = nil,
        override: PageResponse? = nil
    ) async -> NavigationOutcome {
        // A decision made while the web view was busy takes effect before this load starts (WebKit acts on
        // the call): the navigation it allowed starts, then this load supersedes it.
        if pendingDecision != nil || !pendingAnswers.isEmpty { applyAnswersMade() }
        let start = hot.machine.startNavigation(to: request, history: history, sameDocumentAllowed: type != .reload)
        guard case .askActionPolicy(let id, let superseded) = start else {
            emit(.sameDocumentNavigation, nil, .url(request.href))
            publish()
            return NavigationOutcome(navigation: nil, result: .sameDocument)
        }
        if let superseded {
            emit(.superseded, superseded.id, .supersededBy(request.href))
            stopSchemeTasks { $0.navigation == superseded.id }
            if superseded.wasProvisional {
                reportFailedProvisional(superseded.id, .cancelled)
            }
        }
        emit(.load, id, .url(request.href))
        publish()

        var action = NavigationAction(
            webView: self.id,
            navigation: id,
            mainFrameRequest: request,
            navigationType: type,
            sourceFrame: sourceFrame
        )
        // Most decisions need no waiting; the async path is taken only when one does, and goes on from
        // where the synchronous walk of the chain stopped.
        let decision: Decision<NavigationActionPolicy>
        let ended: NavigationOutcome.Result?
        var chainStart = 0
        if let immediate = decideActionImmediately(action, chainStart: &chainStart) {
            decision = immediate
            ended = applyActionPolicy(id, decision, action)
        } else {
            let pending: PendingDecision?
            (decision, pending) = await decideAction(action, chainStart: chainStart, step: .action)
            ended = resume(pending) { applyActionPolicy(id, decision, action) }
        }
        // The outcome is built where the navigation ends, from the decision: an outcome is 128 bytes, and the
        // compiler copies a value that large through its value witnesses each time it is passed on.
        if let ended { return NavigationOutcome(id, ended, action: decision) }

        var url = request
        var redirects = 0
        while true {
            if !configuration.storage.schemeHandlers.isEmpty, override == nil,
                let handler = configuration.storage.schemeHandlers[String(url.scheme)]
            {
                let result = await loadWithSchemeHandler(id, url: url, action: action, handler: handler)
                return NavigationOutcome(id, result, action: decision)
            }
            var response = override ?? pageSource.response(for: url)
            if response.latency > .zero {
                try? await clock.pause(for: response.latency)
                guard hot.machine.isCurrent(id) else { return NavigationOutcome(id, .superseded, action: decision) }
            }
            if let challenge = response.challenge {
                guard let answered = await answerChallenge(challenge, response: response, navigation: id) else {
                    return NavigationOutcome(id, fail(id, .cancelled), action: decision)
                }
                response = answered
            }
            if let failure = response.failure {
                return NavigationOutcome(id, fail(id, failure), action: decision)
            }
            guard let location = response.redirect else {
                return NavigationOutcome(id, await respond(id, url: url, response: response), action: decision)
            }
            redirects += 1
            guard redirects <= 20 else {
                return NavigationOutcome(id, fail(id, .tooManyRedirects), action: decision)
            }
            let target = ParsedURL(location, relativeTo: url)
            if let ended = await followRedirect(id, to: target, action: &action, schemeTask: nil) {
                return NavigationOutcome(id, ended, action: decision)
            }
            url = target
        }
    }

    /// Asks for the response policy, commits and finishes loading: how the navigation ended.
    @inline(__always)
    private func respond(_ id: NavigationID, url: ParsedURL, response: PageResponse) async -> NavigationOutcome.Result {
        if let ended = await decideResponse(
            id,
            url: url,
            statusCode: response.statusCode,
            mimeType: response.mimeType,
            insecureContent: response.loadsInsecureContent,
            schemeTask: nil
        ) {
            return ended
        }
        reportCommitted(id, url: url, page: response.page)
        if let model = response.page {
            async let script: Void = runPageScript(model, navigation: id)
            let loaded = await finishLoading(id, url: url, response: response)
            await script
            return loaded
        }
        return await finishLoading(id, url: url, response: response)
    }

    @inline(__always)
    private func finishLoading(_ id: NavigationID, url: ParsedURL, response: PageResponse) async
        -> NavigationOutcome.Result
    {
        if !response.title.isEmpty, hot.machine.titleChanged(id, to: response.title) == .applied { publish() }
        if response.loadDuration > .zero {
            try? await clock.pause(for: response.loadDuration)
            guard hot.machine.isCurrent(id) else { return .superseded }
        }
        injectUserScripts(.atDocumentEnd, navigation: id, frames: response.page?.frames ?? [])
        if let error = response.failureAfterCommit {
            return fail(id, error)
        }
        guard hot.machine.finished(id) == .finished else { return .superseded }
        emit(.didFinish, id, .url(url.href))
        navigationDelegate?.webView(self, didFinish: id)
        publish()
        return .finished
    }

    /// Where a completion handler handed out now comes from, and where its findings go.
    func completionHandlerSite(className: String, selector: String, navigation: NavigationID?) -> CompletionHandlerSite
    {
        CompletionHandlerSite(
            className: className,
            selector: selector,
            webView: id,
            navigation: navigation,
            step: step,
            behavior: configuration.completionHandlerBehavior,
            log: log
        )
    }

    /// `didFailProvisionalNavigation`: the trace event, then the delegate.
    func reportFailedProvisional(_ id: NavigationID, _ error: NavigationError) {
        emit(.didFailProvisionalNavigation, id, .error(error))
        navigationDelegate?.webView(self, didFailProvisionalNavigation: id, withError: error)
    }

    /// `didFail`: the trace event, then the delegate.
    func reportFailed(_ id: NavigationID, _ error: NavigationError) {
        emit(.didFail, id, .error(error))
        navigationDelegate?.webView(self, didFail: id, withError: error)
    }

    /// `didCommit`: the page becomes the committed one, the delegate hears of it, document-start user
    /// scripts run, and the batched state changes are published.
    func reportCommitted(_ id: NavigationID, url: ParsedURL, page committedPage: PageModel?) {
        mainFrame = FrameInfo(request: url)
        pageNavigation = id
        page = committedPage
        emit(.didCommit, id, .url(url.href))
        navigationDelegate?.webView(self, didCommit: id)
        injectUserScripts(.atDocumentStart, navigation: id)
        publish()
    }

    /// Fails navigation `id` with `error`, before or after its commit, and says how it ended.
    func fail(_ id: NavigationID, _ error: NavigationError) -> NavigationOutcome.Result {
        let result: NavigationOutcome.Result
        switch hot.machine.failed(id, error: error) {
        case .failedProvisional(let error):
            reportFailedProvisional(id, error)
            result = .failedProvisional(error)
        case .failed(let error):
            reportFailed(id, error)
            result = .failed(error)
        case .stale:
            result = .superseded
        }
        publish()
        return result
    }

    /// The decision handler was released uncalled: WebKit raises, the app crashes. The simulation records
    /// the finding (done by the handler) and ends the navigation quietly so the run can continue.
    func abandon(_ id: NavigationID) -> NavigationOutcome.Result {
        if hot.machine.isCurrent(id) {
            _ = hot.machine.stop()
            publish()
        }
        return .abandoned
    }

    // MARK: - Events and observation

    func emit(_ kind: WebViewEvent.Kind, _ navigation: NavigationID?, _ detail: @autoclosure () -> String) {
        hot.step += 1
        guard recordsEvents else { return }
        events.record(
            WebViewEvent(webView: id, step: step, navigation: navigation, kind: kind, payload: .text(detail())))
    }

    /// Emits an event whose details are values: they become text only when the event is shown.
    func emit(
        _ kind: WebViewEvent.Kind, _ navigation: NavigationID?, _ payload: @autoclosure () -> WebViewEvent.Detail
    ) {
        hot.step += 1
        guard recordsEvents else { return }
        events.record(WebViewEvent(webView: id, step: step, navigation: navigation, kind: kind, payload: payload()))
    }

    func publish() {
        // With no observer and no trace, there is nobody to tell: skip building and comparing the state.
        guard !hot.observers.isEmpty || !hot.changeHandlers.isEmpty || recordsEvents else { return }
        // The last published state is brought up to date in place: no second state is built and compared.
        let changed = hot.refreshPublished()
        guard !changed.isEmpty else { return }
        hot.lastPublished.changed = changed
        hot.lastPublished.step = step
        if !hot.changeHandlers.isEmpty {
            // The batch is moved out for the calls and back after (a swap moves it, retaining nothing):
            // handlers get a local, which Swift passes as is, where the stored batch would be copied
            // for each call. They cannot reach the web view meanwhile (they are synchronous and not
            // isolated to it).
            var batch = WebViewStateChange.placeholder
            swap(&batch, &hot.lastPublished)
            callChangeHandlers(batch)
            swap(&batch, &hot.lastPublished)
        }
        if !hot.observers.isEmpty {
            // Reading the array, not mutating it: a finished observer (rare) is removed afterwards.
            var finished = false
            for observer in hot.observers where !observer.send(hot.lastPublished) { finished = true }
            if finished { hot.observers.removeAll { $0.isFinished } }
        }
        if recordsEvents {
            // The change itself, not its text: a trace renders it only when shown. The state is lent, so that a sink
            // that only digests it spares the copy of its strings an event holds (see StateLendingEventSink), and lent
            // from a local: the stored batch, passed as it is, was copied for the call (as for the change handlers
            // above, the swaps move it out and back, retaining nothing).
            hot.step += 1
            var batch = WebViewStateChange.placeholder
            swap(&batch, &hot.lastPublished)
            events.recordStateChange(
                webView: id, step: step, navigation: hot.machine.currentNavigation, changed: changed,
                state: batch.state)
            swap(&batch, &hot.lastPublished)
        }
    }

    /// Calls the change handlers the batch concerns; drops those whose observation ended.
    private func callChangeHandlers(_ batch: WebViewStateChange) {
        var ended = false
        // Read in place: copying an entry out would retain and release its closure and lifetime.
        for index in hot.changeHandlers.indices {
            if hot.changeHandlers[index].lifetime.isInvalidated {
                ended = true
            } else if !hot.changeHandlers[index].properties.isDisjoint(with: batch.changed) {
                hot.changeHandlers[index].handler(batch)
            }
        }
        if ended { hot.changeHandlers.removeAll { $0.lifetime.isInvalidated } }
    }

    /// Records a decision that came for a navigation a newer one had superseded. When the deciding handler
    /// acted on it (a deep link opened, a native screen pushed), the note says so: the app did it after the
    /// user moved on.
    func noteLateDecision(_ id: NavigationID, _ policy: String, by decidedBy: String, effect: HandlerEffect? = nil) {
        emit(.superseded, id, "late decision \(policy) by \(decidedBy) ignored")
        let acted = effect.map { "; \(decidedBy) had already acted on it: \($0), after the user moved on" } ?? ""
        log.record(
            Finding(
                kind: .lateDecision,
                severity: .note,
                message: "Decision '\(policy)' for superseded navigation \(id) was ignored\(acted)",
                webView: self.id,
                navigation: id,
                handler: decidedBy,
                step: step
            )
        )
    }

    static func title(ofHTML html: String) -> String {
        guard let open = html.firstRange(of: "<title>"),
            let close = html[open.upperBound...].firstRange(of: "</title>")
        else { return "" }
        return String(html[open.upperBound..<close.lowerBound])
    }

    deinit {
        for observer in hot.observers { observer.finish() }
        // The web view goes away: every task of its page is stopped (marked first, then `stop`).
        for running in schemeTasks { running.stop() }
    }
}

/// The actor whose executor a web view of its own isolation runs on: a default actor, so a call into
/// the web view takes it inline when it is free, as for any actor.
private actor WebViewIsolationActor {}
