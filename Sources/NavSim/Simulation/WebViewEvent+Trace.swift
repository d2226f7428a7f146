/// A web view's event is kept in a schedule's trace as a value: its kind, navigation and detail are
/// digested as they are, and the timeline's text is rendered only when the trace is shown.
extension WebViewEvent: TraceEventValue {
    public var kindName: String { kind.rawValue }

    public func digest(into digester: inout TraceDigester) {
        digester.combine(kind.rawValue)
        digester.combine(navigation.map { UInt64($0.rawValue) } ?? .max)
        digester.combine(detail)
    }
}
