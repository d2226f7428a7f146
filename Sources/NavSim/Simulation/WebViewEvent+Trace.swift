/// A web view's event is kept in a schedule's trace as a value: its kind, navigation and detail (for a
/// state change, the changed properties and the state) are digested as they are, and the timeline's text
/// is rendered only when the trace is shown.
extension WebViewEvent: TraceEventValue {
    public var kindName: String { kind.rawValue }

    public func digest(into digester: inout TraceDigester) {
        digester.combine(kind.rawValue)
        digester.combine(navigation.map(\.rawValue) ?? .max)
        if let change = stateChange {
            let state = change.state
            digester.combine(UInt64(change.changed.rawValue))
            digester.combine(state.url?.href)
            digester.combine(state.title)
            digester.combine(state.estimatedProgress.bitPattern)
            digester.combine(state.isLoading)
            digester.combine(state.hasOnlySecureContent)
            digester.combine(state.canGoBack)
            digester.combine(state.canGoForward)
        } else {
            digester.combine(detail)
        }
    }
}
