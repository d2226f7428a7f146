/// Puts a web view's events into a simulation's trace, on the web view's lane.
public struct SimulationEventSink: WebViewEventSink {
    /// The simulation the events go to.
    public let context: SimulationContext

    /// Creates the sink.
    ///
    /// - Parameter context: The simulation the events go to.
    public init(context: SimulationContext) { self.context = context }

    public func record(_ event: WebViewEvent) {
        context.record(value: event, actor: event.webView.description)
    }
}

/// The virtual clock keeps the simulation's timeline: a `WebView` made with `sim.clock` and no event sink
/// records its events there, as one made by ``SimulationContext/makeWebView(id:configuration:pageSource:navigationDelegate:)`` does.
extension VirtualClock: TimelineClock {
    public func recordWebViewEvent(_ event: WebViewEvent) {
        record(value: event, actor: event.webView.description)
    }
}
