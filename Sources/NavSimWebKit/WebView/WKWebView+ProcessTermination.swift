import NavSim

extension WKWebView {
    /// The web content process ends (a crash, the memory limit): NavSim's trigger, not WebKit's API (WebKit's
    /// own tests use the `_killWebContentProcess` SPI).
    ///
    /// What WebKit does, in order (`WebPageProxy::processDidTerminate`):
    /// - The navigations in flight end without a delegate call, and the scheme handlers' tasks are stopped
    ///   (the handler's `webView(_:stop:)` is called for each).
    /// - The page-load state is reset (`PageLoadState::reset`): `url` and `title` read `nil`, `isLoading`
    ///   `false`, `estimatedProgress` 0, until the next navigation starts. The back-forward list stays.
    /// - The navigation delegate's `webViewWebContentProcessDidTerminate(_:)` is called if it implements it
    ///   (`NavigationState::NavigationClient::processDidTerminate`); the app then usually calls ``reload()``,
    ///   which loads the current back-forward item again.
    /// - Without that method, WebKit reloads the page itself (`dispatchProcessDidTerminate`: the view is
    ///   visible, as NavSim's always are).
    ///
    /// ```swift
    /// webView.terminateWebContentProcess()   // the delegate's webViewWebContentProcessDidTerminate runs
    /// await webView.navigationsSettled()     // and its reload() has recovered the page
    /// ```
    public func terminateWebContentProcess() {
        isTerminatingProcess = true
        pending = nil
        core.assumeIsolated { $0.stopLoading() }
        isTerminatingProcess = false
        resetUntilNextChange?.invalidate()
        resetUntilNextChange = core.assumeIsolated { core in
            core.observe([.url, .isLoading, .title, .estimatedProgress]) { [weak self] _ in
                MainActor.assumeIsolated {
                    self?.resetUntilNextChange?.invalidate()
                    self?.resetUntilNextChange = nil
                }
            }
        }
        if let delegate = navigationDelegate,
            OptionalMethodCache.call(
                "webContentProcessDidTerminate", on: delegate, { delegate.webViewWebContentProcessDidTerminate(self) })
        {
            return
        }
        reload()
    }

    /// Whether the page-load state reads as WebKit's reset one: the web content process ended and the core's
    /// state has not changed since.
    var pageLoadStateIsReset: Bool { resetUntilNextChange != nil }
}
