import Synchronization

/// A change handler registered with ``WebView/observe(_:changeHandler:)``, as `NSKeyValueObservation` is
/// for KVO: the observation lasts while this object lives, or until ``invalidate()``.
///
/// Keep it for as long as the handler should be called:
///
/// ```swift
/// let observation = await webView.observe([.isLoading, .estimatedProgress]) { change in
///     print(change.state.isLoading, change.state.estimatedProgress)
/// }
/// // ...
/// observation.invalidate()
/// ```
public final class WebViewObservation: Sendable {
    let lifetime: Lifetime

    init(_ lifetime: Lifetime) {
        self.lifetime = lifetime
    }

    /// Whether the handler may still be called: `false` after ``invalidate()``.
    public var isValid: Bool { !lifetime.isInvalidated }

    /// Stops the observation: the web view calls the handler no more, from its next step on, and drops
    /// it. Calling it again does nothing.
    public func invalidate() {
        lifetime.invalidate()
    }

    deinit {
        lifetime.invalidate()
    }

    /// Shared by the observation and the web view: the web view holds this, not the observation, so the
    /// observation can go away (and end itself) while the web view runs.
    final class Lifetime: Sendable {
        private let invalidated = Atomic<Bool>(false)

        var isInvalidated: Bool { invalidated.load(ordering: .acquiring) }

        func invalidate() {
            invalidated.store(true, ordering: .releasing)
        }
    }
}

/// One registered change handler, as the web view keeps it.
struct StateChangeHandler: Sendable {
    /// The properties whose changes call the handler.
    let properties: WebViewState.Properties
    let handler: @Sendable (WebViewStateChange) -> Void
    let lifetime: WebViewObservation.Lifetime
}
