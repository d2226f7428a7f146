import NavSim

/// Xcode's Main Thread Checker for WebKit's objects: WebKit's API is main-thread-only, so a call made off the
/// main thread is recorded as the checker's finding, with its message (the call goes on, as in an app).
///
/// An object takes the main thread of the environment it was made in (``WebKitEnvironment/mainThread``):
/// outside a simulation there is none and nothing is checked. The core's `UserContentController` applies the
/// same rule for `WKUserContentController`.
struct MainThreadChecker: Sendable {
    /// The main thread the rule refers to; `nil` checks nothing.
    let mainThread: (any MainThreadAccess)?
    /// Where the finding goes; `nil` records none.
    let log: FindingLog?

    /// A checker for `mainThread`, recording to `log`.
    ///
    /// - Parameters:
    ///   - mainThread: The main thread; `nil` checks nothing.
    ///   - log: Where findings go; `nil` records none.
    init(mainThread: (any MainThreadAccess)?, log: FindingLog?) {
        self.mainThread = mainThread
        self.log = log
    }

    /// The checker of an object made in `environment`, recording to `log` (the environment's by default).
    ///
    /// - Parameters:
    ///   - environment: The environment the object was made in.
    ///   - log: Where findings go; `nil` for the environment's.
    init(_ environment: WebKitEnvironment, log: FindingLog? = nil) {
        self.mainThread = environment.mainThread
        self.log = log ?? environment.log
    }

    /// Records the Main Thread Checker's finding when `selector` is called off the main thread.
    ///
    /// - Parameters:
    ///   - selector: The API, as the checker names it: `-[WKPreferences setMinimumFontSize:]`.
    ///   - webView: The web view the call was made on, if any.
    func check(_ selector: String, webView: WebViewID? = nil) {
        guard let mainThread, !mainThread.isCurrent, let log else { return }
        log.record(
            Finding(
                kind: .offMainThread,
                severity: .violation,
                message: WebKitMessages.mainThreadChecker(selector),
                webView: webView,
                handler: selector
            )
        )
    }
}
