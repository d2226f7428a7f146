/// Puts a web view's events into a simulation's trace, on the web view's lane.
public struct SimulationEventSink: StateLendingEventSink {
    /// The simulation the events go to.
    public let context: SimulationContext

    /// Creates the sink.
    ///
    /// - Parameter context: The simulation the events go to.
    public init(context: SimulationContext) { self.context = context }

    public func record(_ event: WebViewEvent) {
        context.record(value: event, actor: event.webView.description)
    }

    /// Digests a state change where the web view keeps it when the run keeps only its digest; records the event
    /// otherwise.
    package func recordStateChange(
        webView: WebViewID, step: Int, navigation: NavigationID?, changed: WebViewState.Properties,
        state: borrowing WebViewState
    ) {
        recordStateChange(
            webView: webView, step: step, navigation: navigation, changed: changed, state: state,
            actor: webView.description)
    }

    /// Digests a state change where the web view keeps it, or records the event, on the lane named `actor`.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - step: The web view's step counter.
    ///   - navigation: The current navigation, if any.
    ///   - changed: The properties that changed.
    ///   - state: The state after the change, lent for the call.
    ///   - actor: The web view's lane name, `webView.description`.
    @inline(__always)
    func recordStateChange(
        webView: WebViewID, step: Int, navigation: NavigationID?, changed: WebViewState.Properties,
        state: borrowing WebViewState, actor: String
    ) {
        context.record(
            actor: actor,
            digest: {
                WebViewEvent.digestStateChange(navigation: navigation, changed: changed, state: state, into: &$0)
            },
            owned: {
                WebViewEvent(webView: webView, step: step, navigation: navigation, changed: changed, state: state)
            })
    }
}

/// The virtual clock keeps the simulation's timeline: a `WebView` made with `sim.clock` and no event sink
/// records its events there, as one made by ``SimulationContext/makeWebView(id:configuration:pageSource:navigationDelegate:)`` does.
extension VirtualClock: TimelineClock {
    public func recordWebViewEvent(_ event: WebViewEvent) {
        record(value: event, actor: event.webView.description)
    }
}
