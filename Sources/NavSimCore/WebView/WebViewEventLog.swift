import Synchronization

/// An in-memory event sink, for tests and reports.
public final class WebViewEventLog: WebViewEventSink {
    private let storage = Mutex<[WebViewEvent]>([])

    /// Creates an empty log.
    public init() {}

    public func record(_ event: WebViewEvent) { storage.withLock { $0.append(event) } }

    /// Every event recorded, in order.
    public var events: [WebViewEvent] { storage.withLock { $0 } }

    /// The kinds of the events recorded, in order: the delegate call order of a test.
    public var kinds: [WebViewEvent.Kind] { storage.withLock { $0.map(\.kind) } }
}
