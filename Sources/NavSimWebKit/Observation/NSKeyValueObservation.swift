#if !canImport(Darwin)
    import NavSim
    import Synchronization

    /// An observation made with `WKWebView.observe(_:options:changeHandler:)` (Foundation's
    /// `NSKeyValueObservation`, which Foundation does not provide on Linux): it ends when released or
    /// invalidated.
    public final class NSKeyValueObservation: NSObject, Sendable {
        private let core: WebViewObservation

        init(_ core: WebViewObservation) { self.core = core }

        /// Ends the observation: the change handler is not called again.
        public func invalidate() { core.invalidate() }

        deinit { core.invalidate() }
    }

    /// What a change handler is told (Foundation's `NSKeyValueObservingOptions`).
    public struct NSKeyValueObservingOptions: OptionSet, Sendable {
        public let rawValue: UInt

        /// Creates options from their raw value.
        ///
        /// - Parameter rawValue: The raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The change carries the new value.
        public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
        /// The change carries the old value.
        public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
        /// The handler is called once at once, with the current value.
        public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
        /// Accepted and ignored: NavSim calls handlers after a change only.
        public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
    }

    /// A change of an observed property (Foundation's `NSKeyValueObservedChange`).
    public struct NSKeyValueObservedChange<Value> {
        /// The value after the change, with `.new`.
        public let newValue: Value?
        /// The value before the change, with `.old`.
        public let oldValue: Value?
    }
#endif
