/// A clock that keeps a timeline, such as a simulation's virtual clock: a ``WebView`` given one and no
/// event sink records its events there.
///
/// So a web view created inside a simulation with the simulation's clock joins the run's timeline, as one
/// made with `sim.makeWebView` does (module `NavSim` makes the virtual clock a timeline clock):
///
/// ```swift
/// let outcome = Simulation.run { sim in
///     let webView = WebView(configuration: configuration, clock: sim.clock)
///     await webView.load("https://example.com/")   // decidePolicyForAction, didCommit, … in the timeline
/// }
/// ```
public protocol TimelineClock: Sendable {
    /// Records one event of a web view in the clock's timeline.
    ///
    /// - Parameter event: The event.
    func recordWebViewEvent(_ event: WebViewEvent)
}

/// The event sink of a web view whose clock keeps a timeline.
struct TimelineClockSink: WebViewEventSink {
    let clock: any TimelineClock

    func record(_ event: WebViewEvent) { clock.recordWebViewEvent(event) }
}
