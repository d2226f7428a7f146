import NavSim

extension SimulationContext {
    /// The WebKit environment of this run: its clock, trace, finding log and main actor; work WebKit starts
    /// on its own (a navigation after `load`, an `async` delegate method) is spawned in the schedule.
    ///
    /// - Parameters:
    ///   - pageSource: What each URL responds.
    ///   - severity: The lowest finding severity that fails the run (``findingLog(failingAt:)``).
    /// - Returns: The environment.
    public func webKitEnvironment(
        pageSource: any PageSource = DefaultPageSource(),
        failingAt severity: Finding.Severity = .violation
    ) -> WebKitEnvironment {
        WebKitEnvironment(
            clock: clock,
            pageSource: pageSource,
            log: findingLog(failingAt: severity),
            events: SimulationEventSink(context: self),
            mainThread: SimulationMainThread(context: self),
            spawn: { [self] name, work in spawn(name: name) { await work() } },
            warmUp: { [self] learnt in markWarmUp(learnt) }
        )
    }

    /// Runs `body` on the main actor with this run's WebKit environment in effect: `WKWebView`s it makes
    /// run on the virtual clock, in the schedule, with findings in the trace.
    ///
    /// ```swift
    /// Simulation.run(SimulationOptions(seed: 1), name: "app") { sim in
    ///     await sim.withWebKit {
    ///         let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    ///         webView.load(URLRequest(url: URL(string: "https://example.com/")!))
    ///         await webView.navigationsSettled()
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - pageSource: What each URL responds.
    ///   - severity: The lowest finding severity that fails the run.
    ///   - body: The app's code.
    /// - Returns: What `body` returns.
    public func withWebKit<T: Sendable>(
        pageSource: any PageSource = DefaultPageSource(),
        failingAt severity: Finding.Severity = .violation,
        _ body: @MainActor @Sendable () async throws -> T
    ) async rethrows -> T {
        try await WebKitEnvironment.$current.withValue(webKitEnvironment(pageSource: pageSource, failingAt: severity)) {
            try await body()
        }
    }
}
