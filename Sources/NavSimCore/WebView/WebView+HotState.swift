extension WebView {
    /// The web view's state touched on every step, in one stored property so that release builds can skip
    /// its dynamic exclusivity checks with one attribute (see ``WebView``'s `hot`).
    struct HotState {
        /// The navigation state machine: navigations, page-load state, history.
        var machine = NavigationStateMachine()
        /// The `stateChanges()` streams.
        var observers: [StateChangeChannel] = []
        /// The `observe(_:changeHandler:)` handlers.
        var changeHandlers: [StateChangeHandler] = []
        /// The last batch published: its state is what observers last saw, brought up to date in place.
        var lastPublished = WebViewStateChange.placeholder
        /// Decisions by the name of the delegate, default or deadline that made them.
        var decisionCounts = DecisionCounts()
        /// Decisions the configuration's chain made, by handler index (the fallback last): counted without
        /// hashing the handler's name; ``WebView/decisionsByHandler`` adds them up by name.
        var chainDecisionCounts: [Int]
        /// The web view's step counter: one per event, carried by findings and traces.
        var step = 0

        /// Creates the state of a new web view.
        ///
        /// - Parameter chainHandlerCount: The number of handlers of the configuration's chain; `nil` without a
        ///   chain (no count is kept: no chain decides).
        init(chainHandlerCount: Int?) {
            chainDecisionCounts = chainHandlerCount.map { Array(repeating: 0, count: $0 + 1) } ?? []
        }

        /// Brings the last published state up to date in place (``NavigationStateMachine/refresh(_:)``).
        ///
        /// A method of the state, so that the machine and the published batch, two of its fields, are
        /// accessed together as one access to it.
        ///
        /// - Returns: The properties that changed.
        mutating func refreshPublished() -> WebViewState.Properties {
            machine.refresh(&lastPublished.state)
        }
    }
}
