/// Puts a scenario's web view events into the simulation's trace and counts them.
struct ScenarioEventSink: WebViewEventSink {
    let trace: SimulationEventSink
    let collector: ScenarioRunCollector
    /// Whether decisions are counted from the web view's events (the chain form); the completion-handler
    /// delegate counts its handlers itself.
    let countsDecisions: Bool

    func record(_ event: WebViewEvent) {
        trace.record(event)
        switch event.kind {
        case .load:
            collector.update { $0.navigations += 1 }
        case .didFinish:
            collector.update { $0.finished += 1 }
        case .scriptMessage:
            collector.update { $0.scriptMessages += 1 }
        case .actionDecided:
            // "<policy> by <who>[: <effect>]"
            guard let by = event.detail.firstRange(of: " by ") else { return }
            let policy = event.detail[..<by.lowerBound]
            var who = event.detail[by.upperBound...]
            if let colon = who.firstRange(of: ": ") { who = who[..<colon.lowerBound] }
            collector.update { state in
                if policy == "cancel" { state.cancelled += 1 }
                if countsDecisions { state.decisions[String(who), default: 0] += 1 }
            }
        default:
            break
        }
    }
}
