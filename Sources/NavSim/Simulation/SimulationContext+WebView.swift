extension SimulationContext {
    /// A finding log wired to this run: every finding goes to the trace, and findings of at least
    /// `severity` fail the run with WebKit's message, so exploration stops at them.
    ///
    /// When the run ends at its first failure (``SimulationOptions/endsAtFirstFailure``), the log ends at its
    /// first violation too (``FindingLog/endsAtFirstViolation``): the run stops as the app would at WebKit's
    /// exception, and the findings count what a real app's crash report would.
    ///
    /// ```swift
    /// let report = Explorer.explore(seeds: 0..<1_000) { sim in
    ///     let configuration = builder.build(log: sim.findingLog())
    ///     let webView = sim.makeWebView(configuration: configuration)
    ///     await webView.load("https://example.com/")
    /// }
    /// ```
    ///
    /// - Parameter severity: The lowest severity that fails the run; violations (WebKit exceptions) by default.
    /// - Returns: The log.
    public func findingLog(failingAt severity: Finding.Severity = .violation) -> FindingLog {
        FindingLog(endsAtFirstViolation: endsAtFirstFailure) { [self] finding in
            record(value: RecordedFinding(finding: finding), actor: finding.webView?.description)
            if finding.severity >= severity { fail(finding.message, kind: .finding) }
        }
    }

    /// A web view on this run's clock whose events go to the trace and whose findings go to the
    /// configuration's log (build the configuration with ``findingLog(failingAt:)``).
    ///
    /// A `WebView` created with `clock: sim.clock` and no event sink joins the trace too: the virtual clock
    /// keeps the timeline (``TimelineClock``). One created with the default `ContinuousClock` would wait
    /// on the wall clock, outside the simulation: always pass `sim.clock`.
    ///
    /// - Parameters:
    ///   - id: The web view's identifier.
    ///   - configuration: The configuration.
    ///   - pageSource: What each URL responds.
    ///   - navigationDelegate: The delegate, if any.
    ///   - isolation: Where the web view and its delegates run: an actor of its own, or the simulated
    ///     main actor, as in an app (``WebViewIsolation``); `nil` (the default) takes the run's
    ///     (``webViewIsolation``, set for every web view of a run by ``SimulationOptions/webViewIsolation``),
    ///     an actor of its own unless set. On the main actor, a scheme-task call made off it waits for the main
    ///     actor to run it, as WebKit makes it wait.
    /// - Returns: The web view.
    public func makeWebView(
        id: WebViewID = 1,
        configuration: WebViewConfiguration,
        pageSource: any PageSource = DefaultPageSource(),
        navigationDelegate: sending (any NavigationDelegate)? = nil,
        isolation: WebViewIsolation? = nil
    ) -> WebView {
        let isolation = isolation ?? webViewIsolation
        return WebView(
            id: id,
            configuration: configuration,
            clock: clock,
            pageSource: pageSource,
            navigationDelegate: navigationDelegate,
            events: SimulationEventSink(context: self),
            isolation: isolation,
            mainThread: isolation == .mainActor ? SimulationMainThread(context: self) : nil
        )
    }
}
