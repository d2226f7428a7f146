/// Puts a scenario's web view events into the simulation's trace and counts them.
struct ScenarioEventSink: StateLendingEventSink {
    let trace: SimulationEventSink
    let collector: ScenarioRunCollector
    /// Whether decisions are counted from the web view's events (the chain form); the completion-handler
    /// delegate counts its handlers itself.
    let countsDecisions: Bool
    /// The web view the sink was made for, and its lane's name in the trace, built once (a window it opens
    /// shares the sink and gets its own name per event).
    let webView: WebViewID
    let actor: String

    init(trace: SimulationEventSink, collector: ScenarioRunCollector, countsDecisions: Bool, webView: WebViewID) {
        self.trace = trace
        self.collector = collector
        self.countsDecisions = countsDecisions
        self.webView = webView
        self.actor = webView.description
    }

    func record(_ event: consuming WebViewEvent) {
        count(event)
        // The event goes to the trace last, moved into its box rather than copied; the web view's own lane name
        // is passed as it is stored (bound to a local first, it was retained and released at every event).
        if event.webView == webView {
            trace.context.record(value: event, actor: actor)
        } else {
            trace.context.record(value: event, actor: event.webView.description)
        }
    }

    /// Digests a state change where the web view keeps it, in an exploration; a run that keeps its trace keeps the
    /// event. State changes are not counted.
    func recordStateChange(
        webView: WebViewID, step: Int, navigation: NavigationID?, changed: WebViewState.Properties,
        state: borrowing WebViewState
    ) {
        // The web view's own lane name is passed as it is stored, as `record(_:)` does.
        if webView == self.webView {
            trace.recordStateChange(
                webView: webView, step: step, navigation: navigation, changed: changed, state: state, actor: actor)
        } else {
            trace.recordStateChange(
                webView: webView, step: step, navigation: navigation, changed: changed, state: state,
                actor: webView.description)
        }
    }

    /// Counts what the run's report and checks count: navigations, finished loads, messages, decisions.
    private func count(_ event: WebViewEvent) {
        switch event.kind {
        case .load:
            collector.update { $0.navigations += 1 }
        case .didFinish:
            collector.update { $0.finished += 1 }
        case .scriptMessage:
            collector.update { $0.scriptMessages += 1 }
        case .actionDecided:
            // The decision's values when it was recorded as values (the policy compared as a value, not as the
            // text the timeline writes); its text otherwise.
            let cancels: Bool
            let who: String
            if case .actionDecided(let policy, let decidedBy, _) = event.payload {
                cancels = policy == .cancel
                who = decidedBy
            } else if let (policy, decidedBy) = Self.policyAndDecider(event.detail) {
                cancels = policy == "cancel"
                who = String(decidedBy)
            } else {
                return
            }
            // The completion-handler delegate counts the decisions its handlers make; one made by the
            // deadline reaches no handler, so it is counted here in both forms.
            let counts = countsDecisions || who == "(deadline)"
            collector.update { state in
                if cancels { state.cancelled += 1 }
                if counts { state.decisions.count(by: who) }
            }
        default:
            break
        }
    }

    /// Splits `"<policy> by <who>[: <effect>]"` into the policy and who decided.
    static func policyAndDecider(_ detail: String) -> (Substring, Substring)? {
        let bytes = detail.utf8
        var index = bytes.startIndex
        var by: String.Index?
        while index != bytes.endIndex {
            if bytes[index] == UInt8(ascii: " "), detail.utf8[index...].starts(with: " by ".utf8) {
                by = index
                break
            }
            index = bytes.index(after: index)
        }
        guard let by else { return nil }
        let start = bytes.index(by, offsetBy: 4)
        var end = start
        while end != bytes.endIndex {
            if bytes[end] == UInt8(ascii: ":"), detail.utf8[end...].starts(with: ": ".utf8) { break }
            end = bytes.index(after: end)
        }
        return (detail[..<by], detail[start..<end])
    }
}
