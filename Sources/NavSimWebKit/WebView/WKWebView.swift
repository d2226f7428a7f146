import NavSim

/// A web view (`WKWebView`), on the main actor as in the SDK, over NavSim's core `WebView`.
///
/// The core web view runs on the main actor too (``WebViewIsolation/mainActor``), so the delegates' calls,
/// the app's main-actor code and every other web view's calls are serialised there, and under a simulation
/// the main actor is in the schedule. `load` returns at once, as WebKit's does: it shows the requested URL
/// and starts the navigation as work of its own (in a simulation, a task in the schedule); the delegate hears
/// of it later, in WebKit's order.
///
/// ```swift
/// let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
/// webView.navigationDelegate = self
/// webView.load(URLRequest(url: URL(string: "https://example.com/")!))
/// ```
///
/// Made inside `sim.withWebKit { … }`, the web view takes the simulation's clock, trace and finding log
/// (``WebKitEnvironment``).
@preconcurrency @MainActor
open class WKWebView: NSObject {
    /// The core web view this one spells.
    public let core: WebView
    /// Where this web view runs and records (``WebKitEnvironment/current`` when it was made).
    public nonisolated let environment: WebKitEnvironment
    /// A copy of the configuration the web view was created with.
    public let configuration: WKWebViewConfiguration
    /// Adapts the delegate for the core, holding it weakly, as WebKit does.
    private var navigationAdapter: NavigationDelegateAdapter?
    private var uiAdapter: UIDelegateAdapter?
    /// The navigation bookkeeping: the `WKNavigation`s in flight, the pending request, the work in flight.
    let ledger = NavigationLedger()
    /// This web view, held weakly, for the objects handed to the app that name it (``WebViewReference``).
    let reference = WebViewReference()
    /// Whether the web view runs in a simulation (its environment spawns work in the schedule): read at each
    /// `load` without copying the environment's closure.
    private let isSimulated: Bool
    /// The main actor's queue (``MainActorWorkQueue/shared``), read without the lazy global's check.
    private let workQueue: MainActorWorkQueue
    /// The ledger and the core web view, for the navigations this web view queues there.
    private let queueTarget: QueuedNavigation.Target
    /// Whether the environment has a main thread to check calls against: read at each call without copying
    /// the environment's existential.
    private let checksMainThread: Bool
    /// What `url` shows between `load` and the start of the core's navigation, as WebKit's pending request.
    var pending: URL? {
        get { ledger.pending }
        set { ledger.pending = newValue }
    }
    @exclusivity(unchecked) private var nextToken = 0
    /// Navigations start in the order `load`, `reload`, `goBack` and `goForward` were called.
    private let startOrder = StartOrder()
    /// The windows the UI delegate made for this web view's page.
    var windows: [WKWebView] = []
    /// Whether a script opened this window (the UI delegate returned it from `createWebViewWith`): its page
    /// may close it (``runWindowClose()``).
    var openedByDOM = false
    /// Whether the page ran `window.close()` and WebKit closes the window.
    var isClosing = false
    /// While the web content process ends: the navigations it ends are not reported to the delegate.
    var isTerminatingProcess: Bool {
        get { ledger.isTerminatingProcess }
        set { ledger.isTerminatingProcess = newValue }
    }
    /// Set when the web content process ended, until the core's state next changes: meanwhile the page-load
    /// state reads as WebKit's reset one (``terminateWebContentProcess()``).
    var resetUntilNextChange: WebViewObservation?

    /// The navigation delegate; held weakly, as in WebKit.
    public weak var navigationDelegate: (any WKNavigationDelegate)? {
        didSet { installNavigationDelegate() }
    }

    /// The UI delegate; held weakly, as in WebKit.
    public weak var uiDelegate: (any WKUIDelegate)? {
        didSet { installUIDelegate() }
    }

    /// Creates a web view with a copy of `configuration`.
    ///
    /// - Parameters:
    ///   - frame: The frame (not used: NavSim renders nothing).
    ///   - configuration: The configuration; the web view keeps a copy that shares its user content
    ///     controller and scheme handlers.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        let environment = WebKitEnvironment.current
        self.environment = environment
        self.configuration = configuration.copy()
        let schemeAdapters = configuration.schemeHandlerAdapters()
        let coreConfiguration = configuration.coreConfiguration(schemeHandlers: schemeAdapters)
        self.core = WebView(
            id: environment.webViews.take(),
            configuration: coreConfiguration,
            clock: environment.clock,
            pageSource: environment.pageSource,
            events: environment.events,
            isolation: .mainActor,
            mainThread: environment.mainThread
        )
        self.configuration.coreConfiguration = coreConfiguration
        self.isSimulated = environment.spawner != nil
        self.workQueue = MainActorWorkQueue.shared
        self.queueTarget = QueuedNavigation.Target(ledger: ledger, core: core)
        self.checksMainThread = environment.mainThread != nil
        super.init()
        reference.webView = self
        environment.webViews.register(self, as: core.id)
        for adapter in schemeAdapters.values { adapter.attach(self) }
    }

    /// Creates a web view with a default configuration.
    ///
    /// - Parameter frame: The frame (not used).
    public convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    // MARK: - State, read from the core

    private var state: WebViewState { core.assumeIsolated { $0.state } }

    /// The page's URL: the pending request's, the provisional one, or the committed one.
    public var url: URL? {
        if let pending { return pending }
        if pageLoadStateIsReset { return nil }
        return state.url.flatMap { URL(string: $0.href) }
    }

    /// The page's title.
    public var title: String? { pageLoadStateIsReset ? nil : state.title }
    /// Whether a navigation is in flight.
    public var isLoading: Bool { pending != nil || (!pageLoadStateIsReset && state.isLoading) }
    /// The progress of the current navigation, 0…1.
    public var estimatedProgress: Double {
        pending != nil ? 0.1 : pageLoadStateIsReset ? 0 : state.estimatedProgress
    }
    /// Whether the back list has an item.
    public var canGoBack: Bool { state.canGoBack }
    /// Whether the forward list has an item.
    public var canGoForward: Bool { state.canGoForward }
    /// Whether every resource of the page was loaded over a secure connection.
    public var hasOnlySecureContent: Bool { state.hasOnlySecureContent }
    /// The back-forward list.
    public var backForwardList: WKBackForwardList {
        WKBackForwardList(core.assumeIsolated { $0.backForwardList })
    }

    // MARK: - Loading

    /// Loads a request; returns at once, the navigation goes on as WebKit's does.
    ///
    /// - Parameter request: The request.
    /// - Returns: The navigation, or `nil` for a request without a URL.
    @discardableResult
    public func load(_ request: URLRequest) -> WKNavigation? {
        checkMainThread("-[WKWebView loadRequest:]")
        guard let url = request.url else { return nil }
        // Foundation's `absoluteString` is read once: it is the parse's input and, in a simulation, the name.
        let absolute = url.absoluteString
        guard isSimulated else {
            // No name to build: the string and the URL move into the navigation, each copy would be a retain.
            return enqueueNavigation(showing: consume url, .load(ParsedURL(consume absolute)))
        }
        return startNavigation("load \(absolute)", showing: url, .load(ParsedURL(absolute)))
    }

    /// Loads an HTML string with a base URL.
    ///
    /// - Parameters:
    ///   - string: The HTML; the title comes from its `<title>`.
    ///   - baseURL: The base URL; `about:blank` when `nil`.
    /// - Returns: The navigation.
    @discardableResult
    public func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        checkMainThread("-[WKWebView loadHTMLString:baseURL:]")
        let base = baseURL?.absoluteString
        return startNavigation(
            "loadHTMLString", showing: baseURL ?? URL(string: "about:blank"), .loadHTMLString(string, baseURL: base))
    }

    /// Reloads the current page.
    ///
    /// - Returns: The navigation, or `nil` without a page.
    @discardableResult
    public func reload() -> WKNavigation? {
        checkMainThread("-[WKWebView reload]")
        guard state.url != nil else { return nil }
        return startNavigation("reload", showing: nil, .reload)
    }

    /// Goes back one item.
    ///
    /// - Returns: The navigation, or `nil` with an empty back list.
    @discardableResult
    public func goBack() -> WKNavigation? {
        checkMainThread("-[WKWebView goBack]")
        guard canGoBack else { return nil }
        return startNavigation("goBack", showing: nil, .goBack)
    }

    /// Goes forward one item.
    ///
    /// - Returns: The navigation, or `nil` with an empty forward list.
    @discardableResult
    public func goForward() -> WKNavigation? {
        checkMainThread("-[WKWebView goForward]")
        guard canGoForward else { return nil }
        return startNavigation("goForward", showing: nil, .goForward)
    }

    /// Stops the current navigation.
    public func stopLoading() {
        checkMainThread("-[WKWebView stopLoading]")
        pending = nil
        core.assumeIsolated { $0.stopLoading() }
    }

    /// Starts the core's navigation as work of its own, as WebKit's `load` returns before the navigation
    /// goes on. The pending URL shows until the core's navigation starts, in the same main-actor job.
    private func startNavigation(
        _ name: @autoclosure () -> String, showing url: consuming URL?, _ start: consuming CoreNavigation
    ) -> WKNavigation {
        guard isSimulated else { return enqueueNavigation(showing: url, start) }
        let navigation = WKNavigation()
        let token = show(url)
        spawnNavigation(name(), navigation, token: token, start)
        return navigation
    }

    /// Outside a simulation, starts the core's navigation as the main actor's queue's work: the queue starts work
    /// in the order it was asked for, so there is no start order to wait for, and no closure per navigation.
    private func enqueueNavigation(showing url: consuming URL?, _ start: consuming CoreNavigation) -> WKNavigation {
        let navigation = WKNavigation()
        let token = show(url)
        ledger.inFlight += 1
        navigation.queued = QueuedNavigation(target: queueTarget, token: token, start: start)
        workQueue.enqueue(navigation)
        return navigation
    }

    /// Numbers a call that starts a navigation and shows its URL, if any, until that navigation starts.
    private func show(_ url: consuming URL?) -> Int {
        nextToken += 1
        if let url = consume url { ledger.show(url, token: nextToken) }
        return nextToken
    }

    /// Starts a navigation as a task in the simulation's schedule, in the order of the calls that asked for one.
    @inline(never)
    private func spawnNavigation(
        _ name: String, _ navigation: WKNavigation, token: Int, _ start: consuming CoreNavigation
    ) {
        let core = self.core
        let order = startOrder
        let ticket = order.take()
        track(name) { [weak self] in
            await order.awaitTurn(ticket)
            if let self {
                self.ledger.started(token: token)
                self.ledger.starting = navigation
            }
            let outcome = await start.run(on: core)
            if let self, let id = outcome.navigation { self.ledger.forget(id) }
        }
    }

    /// Runs a navigation the main actor's queue started (outside a simulation), as `startNavigation`'s task
    /// does in one, for the queue's jobs (``MainActorWorkQueue``), inlined there: one `async` frame less.
    /// ``navigationsSettled()`` writes the same steps out in its own frame.
    @inline(__always)
    static func run(_ navigation: WKNavigation) async {
        guard let queued = navigation.queued.take() else { return }
        // Through the ledger, not the web view: no weak reference to load before and after the navigation.
        let ledger = queued.ledger
        ledger.started(token: queued.token)
        ledger.starting = navigation
        let outcome = await queued.start.run(on: queued.core)
        if let id = outcome.navigation { ledger.forget(id) }
        ledger.workEnded()
    }

    // MARK: - Work WebKit does on its own

    /// Starts work of this web view's (a navigation, an `async` delegate method) through the environment,
    /// counted until it ends (``navigationsSettled()``).
    ///
    /// Outside a simulation the work goes to the main actor's queue (``MainActorWorkQueue``), unnamed: the
    /// name is built only for a simulation's trace; it starts in a job of the main actor's, in the order it
    /// was asked for, or on the task that awaits ``navigationsSettled()``.
    func track(_ name: @autoclosure () -> String, _ work: @escaping @MainActor @Sendable () async -> Void) {
        ledger.inFlight += 1
        guard let spawner = environment.spawner else {
            workQueue.enqueue(for: self) { [weak self] in
                await work()
                self?.workEnded()
            }
            return
        }
        spawner(name()) { @MainActor [weak self] in
            await work()
            self?.workEnded()
        }
    }

    /// Learns, from a task of this web view's that called an `async` optional method, whether `object`'s class
    /// implements it. A method found missing makes the run a warm-up (``WebKitEnvironment/warmUp``): later runs
    /// skip the method without that task, so this run's schedule is not the one its seed gives from now on.
    func learnAsync(_ method: String, of object: AnyObject, defaulted: Bool) {
        OptionalMethodCache.learn(method, in: object, implemented: !defaulted)
        if defaulted { environment.warmUp?("\(type(of: object)) does not implement \(method)") }
    }

    func workEnded() {
        ledger.workEnded()
    }

    /// Returns when every navigation, `async` delegate method and script this web view started has ended.
    ///
    /// NavSim's, not WebKit's: a test (or a simulation, which must not end with work pending) awaits it
    /// after the app's calls. Outside a simulation it runs this web view's work that waits at the head of the
    /// main actor's queue itself, on the calling task (unless the task is cancelled), rather than waiting for
    /// the main actor's jobs to run it: the same delegate calls in the same order, with no task per piece.
    public func navigationsSettled() async {
        while ledger.inFlight > 0 {
            // Outside a simulation, this web view's work at the head of the main actor's queue runs here, on
            // the caller's task, rather than each piece in a job of its own that the caller then waits for.
            if !isSimulated, let work = workQueue.takeInline(for: core) {
                // Written out here rather than through `Work.run`, `WKWebView.run` and `CoreNavigation.run`: an
                // inlined `async` function still switches to its executor again as it returns, one switch per level.
                switch consume work {
                case .navigation(let navigation):
                    // The queued navigation's web view is this one (the head is its): its ledger and core are read
                    // from `self`, which this call holds, and the queued value is only consumed.
                    guard var queued = navigation.queued.take() else { continue }
                    ledger.started(token: queued.token)
                    // Moved into the ledger, not copied (a retain, and a release when the entry ended).
                    ledger.starting = consume navigation
                    // This call holds the web view until the navigation ends: its delegate calls borrow it.
                    ledger.runningWebView = Unmanaged.passUnretained(self)
                    let start = queued.takeStart()
                    let outcome: NavigationOutcome
                    switch consume start {
                    case .load(let url): outcome = await core.load(url)
                    case let other: outcome = await other.run(on: core)
                    }
                    ledger.runningWebView = nil
                    if let id = outcome.navigation { ledger.forget(id) }
                    ledger.workEnded()
                case .other(_, let body):
                    await body()
                }
                continue
            }
            await withUnsafeContinuation { ledger.settledWaiters.append($0) }
        }
    }

    // MARK: - Delegates

    private func installNavigationDelegate() {
        let adapter = navigationDelegate.map { NavigationDelegateAdapter(delegate: $0, webView: self) }
        navigationAdapter = adapter
        core.assumeIsolated { $0.setNavigationDelegate(adapter) }
    }

    private func installUIDelegate() {
        let adapter = uiDelegate.map { UIDelegateAdapter(delegate: $0, webView: self) }
        uiAdapter = adapter
        core.assumeIsolated { $0.setUIDelegate(adapter) }
    }

    // MARK: - The Main Thread Checker

    /// WebKit's API is main-thread-only: a call made off the main thread is the Main Thread Checker's
    /// finding, recorded with its message (the call goes on, as in an app).
    func checkMainThread(_ selector: String) {
        guard checksMainThread else { return }
        MainThreadChecker(environment, log: core.log).check(selector, webView: core.id)
    }
}

extension WKWebView {
    /// Keeps a window the UI delegate made, as the app's view hierarchy would.
    func keep(window: WKWebView) {
        window.openedByDOM = true
        windows.append(window)
    }
}
