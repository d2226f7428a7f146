import NavSim
import Synchronization

/// Where the `WK…` types run: the clock, the pages, the finding log, and how the work WebKit would do on
/// its own (a navigation after `load`, an `async` delegate method) is started.
///
/// App code never names an environment: `WKWebView(frame:configuration:)` takes the one in effect for the
/// calling task (``current``). Outside a simulation that is ``real``: `ContinuousClock`, the default pages,
/// the main actor's work queue. Inside one, `sim.withWebKit { … }` puts the simulation's in effect, so the
/// same code runs on the virtual clock, with the main actor and every navigation in the schedule:
///
/// ```swift
/// let outcome = Simulation.run(SimulationOptions(seed: 7), name: "app") { sim in
///     await sim.withWebKit {
///         let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
///         webView.navigationDelegate = delegate
///         webView.load(URLRequest(url: URL(string: "https://example.com/")!))
///         await webView.navigationsSettled()
///     }
/// }
/// ```
public struct WebKitEnvironment: Sendable {
    /// The clock web views wait on.
    public var clock: any Clock<Duration>
    /// What each URL responds.
    public var pageSource: any PageSource
    /// Where findings go; `nil` gives each configuration a log of its own.
    public var log: FindingLog?
    /// Where web views' events go (a simulation's trace); `nil` records none.
    public var events: (any WebViewEventSink)?
    /// The main thread WebKit's thread rules refer to; `nil` outside a simulation.
    public var mainThread: (any MainThreadAccess)?
    /// Starts work WebKit would start on its own; it must stay inside the simulation. `nil` starts a plain
    /// piece of work on the main actor, in one queue with every other web view's, unnamed, where WebKit's own
    /// work runs (``WKWebView/track(_:_:)``).
    let spawner: (@Sendable (String, @escaping @Sendable () async -> Void) -> Void)?
    /// Marks the run a warm-up (``SimulationContext/markWarmUp(_:)``), given what it learnt; `nil` outside a
    /// simulation.
    let warmUp: (@Sendable (String) -> Void)?
    /// Numbers the web views made in this environment and finds them by number.
    let webViews: WebViewRegistry

    /// Creates an environment.
    ///
    /// - Parameters:
    ///   - clock: The clock web views wait on.
    ///   - pageSource: What each URL responds.
    ///   - log: Where findings go; `nil` gives each configuration a log of its own.
    ///   - events: Where web views' events go.
    ///   - mainThread: The main thread WebKit's thread rules refer to.
    ///   - spawn: Starts work WebKit would start on its own (a navigation, an `async` delegate method), given
    ///     its name; `nil` (the default) starts each on the main actor, where WebKit does its work, in the
    ///     order asked for.
    ///   - warmUp: Marks the run a warm-up, given what it learnt: called when the first run of a class in the
    ///     process took a step to learn what later runs skip (``SimulationContext/markWarmUp(_:)``); `nil` (the
    ///     default) outside a simulation.
    public init(
        clock: any Clock<Duration> = ContinuousClock(),
        pageSource: any PageSource = DefaultPageSource(),
        log: FindingLog? = nil,
        events: (any WebViewEventSink)? = nil,
        mainThread: (any MainThreadAccess)? = nil,
        spawn: (@Sendable (String, @escaping @Sendable () async -> Void) -> Void)? = nil,
        warmUp: (@Sendable (String) -> Void)? = nil
    ) {
        self.clock = clock
        self.pageSource = pageSource
        self.log = log
        self.events = events
        self.mainThread = mainThread
        self.spawner = spawn
        self.warmUp = warmUp
        self.webViews = WebViewRegistry()
    }

    /// Real time, the default pages, the main actor's work queue: what `WKWebView` uses outside a simulation.
    public static let real = WebKitEnvironment()

    /// The environment in effect for the calling task.
    @TaskLocal public static var current: WebKitEnvironment = .real
}
