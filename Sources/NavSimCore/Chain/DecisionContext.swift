/// What a handler may use while it decides: the injected clock and the deciding web view.
///
/// Time is injected: the real clock in real runs, the virtual clock under the deterministic runtime.
/// A handler that defers (a deep-link check that takes 30 ms) sleeps on this clock, never on the wall.
public struct DecisionContext: Sendable {
    /// The clock to defer on.
    public var clock: any Clock<Duration>
    /// The web view asking for the decision.
    public var webView: WebViewID

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - clock: The clock to defer on.
    ///   - webView: The web view asking for the decision.
    public init(clock: any Clock<Duration>, webView: WebViewID = 1) {
        self.clock = clock
        self.webView = webView
    }
}
