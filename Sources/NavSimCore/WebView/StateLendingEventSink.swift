/// A sink that reads a `stateChanged` event's state where the web view keeps it, for the length of a call.
///
/// A state change is a third of a page load's events, and its event holds a copy of the state: the URL's and the
/// title's strings retained, then released once the event is recorded. A sink that only digests the state (an
/// exploration's trace, which keeps no events) implements this as well as ``WebViewEventSink``, and the web view
/// lends it the state instead; any other sink gets the event, through ``EventForwardingStateSink``.
package protocol StateLendingEventSink: Sendable {
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

/// Gives a sink that does not borrow the web view's state its `stateChanged` event, with a copy of the state.
struct EventForwardingStateSink: StateLendingEventSink {
    let events: any WebViewEventSink

    func recordStateChange(
        webView: WebViewID, step: Int, navigation: NavigationID?, changed: WebViewState.Properties,
        state: borrowing WebViewState
    ) {
        events.record(
            WebViewEvent(webView: webView, step: step, navigation: navigation, changed: changed, state: state))
    }
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
