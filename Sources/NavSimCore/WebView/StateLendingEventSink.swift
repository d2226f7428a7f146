/// A sink that reads a `stateChanged` event's state where the web view keeps it, for the length of a call.
///
/// A state change is a third of a page load's events, and its event holds a copy of the state: the URL's and the
/// title's strings retained, then released once the event is recorded. A sink that only digests the state (an
/// exploration's trace, which keeps no events) conforms to this protocol, and the web view lends it the state
/// instead. The web view keeps every sink as one (one existential, one box): a sink that does not conform is
/// wrapped in ``EventForwardingStateSink``, which gives it the event.
package protocol StateLendingEventSink: WebViewEventSink {
    /// Records a `stateChanged` event whose state is lent for the call.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - step: The web view's step counter.
    ///   - navigation: The current navigation, if any.
    ///   - changed: The properties that changed.
    ///   - state: The state after the change, lent for the call.
    func recordStateChange(
        webView: WebViewID, step: Int, navigation: NavigationID?, changed: WebViewState.Properties,
        state: borrowing WebViewState)
}

extension StateLendingEventSink {
    /// Makes the event and records it: what a sink that cannot read a lent state gets.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - step: The web view's step counter.
    ///   - navigation: The current navigation, if any.
    ///   - changed: The properties that changed.
    ///   - state: The state after the change.
    func recordStateChangeAsEvent(
        webView: WebViewID, step: Int, navigation: NavigationID?, changed: WebViewState.Properties,
        state: borrowing WebViewState
    ) {
        record(WebViewEvent(webView: webView, step: step, navigation: navigation, changed: changed, state: state))
    }
}

/// A sink given its state changes as events: one that does not read a lent state. Generic over the sink, so that a
/// sink held by reference (an event log) fits the web view's existential with no box of its own.
struct EventForwardingStateSink<Sink: WebViewEventSink>: StateLendingEventSink {
    let sink: Sink

    func record(_ event: consuming WebViewEvent) { sink.record(event) }

    var keepsEvents: Bool { sink.keepsEvents }

    func recordStateChange(
        webView: WebViewID, step: Int, navigation: NavigationID?, changed: WebViewState.Properties,
        state: borrowing WebViewState
    ) {
        recordStateChangeAsEvent(webView: webView, step: step, navigation: navigation, changed: changed, state: state)
    }
}

/// The sink a web view keeps for `sink`: `sink` itself when it reads a lent state, else `sink` wrapped.
///
/// - Parameter sink: The web view's sink.
/// - Returns: The sink the web view keeps.
func stateLendingSink(_ sink: any WebViewEventSink) -> any StateLendingEventSink {
    if let lending = sink as? any StateLendingEventSink { return lending }
    func wrap<Sink: WebViewEventSink>(_ sink: Sink) -> any StateLendingEventSink {
        EventForwardingStateSink(sink: sink)
    }
    return wrap(sink)
}

extension WebViewEvent {
    /// Creates the `stateChanged` event of a state change lent to a sink, with a copy of the state.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - step: The web view's step counter.
    ///   - navigation: The current navigation, if any.
    ///   - changed: The properties that changed.
    ///   - state: The state after the change.
    package init(
        webView: WebViewID, step: Int, navigation: NavigationID?, changed: WebViewState.Properties,
        state: borrowing WebViewState
    ) {
        self.init(
            webView: webView, navigation: navigation,
            stateChange: WebViewStateChange(changed: changed, state: copy state, step: step))
    }
}
