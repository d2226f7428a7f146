import Synchronization

/// A completion handler that WebKit checks is called exactly once.
///
/// The simulated twin of the block WebKit passes to `decidePolicyFor…`, panels and challenges, wrapped
/// in `CompletionHandlerCallChecker`:
/// - the first call delivers the value to the web view;
/// - a second call records `Completion handler passed to -[<Class> <selector>] was called more than once`
///   (apps linked before iOS 11 have it ignored silently, see ``CompletionHandlerBehavior``);
/// - releasing the last reference without a call records `… was not called`, exactly when WebKit does:
///   when the handler is destroyed, not at a deadline. A handler kept alive forever raises nothing; the
///   navigation just hangs.
///
/// ```swift
/// func webView(_ webView: isolated WebView, decidePolicyFor action: NavigationAction,
///              decisionHandler: DecisionHandler<NavigationActionPolicy>) {
///     if action.request.path.hasPrefix("/product/") {
///         decisionHandler(.cancel)
///         return  // without this return, the next line is the second call
///     }
///     decisionHandler(.allow)
/// }
/// ```
///
/// Call it from any task: the value reaches the web view on its own isolation.
public final class CompletionHandler<Value: Sendable>: Sendable {
    // No field's type is an optional built from `Value`, and nothing is behind a lock: a generic class's
    // deinit always runs unspecialised, and there destroying a `((Value?) -> Void)?` or a `Mutex` of a
    // state built from `Value` made the runtime look up the optional's metadata (a hash lookup of hundreds
    // of instructions) at every release. `deliver` is called at most once: the count says whether it was.
    @usableFromInline let site: CompletionHandlerSite
    @usableFromInline let calls = Atomic<Int>(0)
    @usableFromInline let deliver: @Sendable (Value?) -> Void
    /// The selector the messages name when it is not the site's (``nameSelector(_:)``): a concrete type, so
    /// the unspecialised deinit looks nothing up for it.
    private let renamedSelector = Mutex<String?>(nil)

    /// Creates a handler.
    ///
    /// - Parameters:
    ///   - site: Who must call it, for what, and where findings go.
    ///   - deliver: Receives the first value, or `nil` when the handler is released uncalled. Called once.
    public init(site: CompletionHandlerSite, deliver: @escaping @Sendable (Value?) -> Void) {
        self.site = site
        self.deliver = deliver
    }

    /// Calls the handler, as an app calls `decisionHandler(.allow)`.
    ///
    /// Inlinable so that an app's delegate calls it specialised for its value's type: unspecialised, it
    /// looked up the metadata of `Value?` to pass the value on.
    ///
    /// - Parameter value: The decision or answer.
    @inlinable
    public func callAsFunction(_ value: Value) {
        if calls.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue == 1 {
            deliver(value)
        } else {
            calledAgain()
        }
    }

    /// Records `… was called more than once` (apps linked before iOS 11 have it ignored silently).
    @usableFromInline
    func calledAgain() {
        guard site.behavior == .modern else { return }
        site.log.record(
            site.finding(
                .completionHandlerCalledTwice,
                WebKitMessages.completionHandlerCalledTwice(className: site.className, selector: selector)
            )
        )
    }

    /// Names `selector` in the handler's messages from now on.
    ///
    /// For a delegate that stands for an app's and finds out, as it calls the app, which of WebKit's methods
    /// the app implements: NavSimWebKit's adapter, handed the plain action method's handler, names the
    /// `preferences:` variant's selector before it calls that variant, so that the messages name the method
    /// the app wrote, as WebKit's do.
    ///
    /// - Parameter selector: The delegate method's Objective-C selector.
    package func nameSelector(_ selector: String) {
        renamedSelector.withLock { $0 = selector == site.selector ? nil : selector }
    }

    /// The selector the messages name.
    private var selector: String { renamedSelector.withLock { $0 } ?? site.selector }

    /// How many times the handler has been called.
    public var callCount: Int { calls.load(ordering: .acquiring) }

    deinit {
        guard calls.load(ordering: .acquiring) == 0 else { return }
        Self.releasedUncalled(site: site, selector: selector, deliver: deliver)
    }

    /// Records `… was not called` and delivers `nil`: apart, so that a handler released after its call
    /// never builds a `Value?` (whose metadata the runtime would look up).
    @inline(never)
    private static func releasedUncalled(
        site: CompletionHandlerSite, selector: String, deliver: @Sendable (Value?) -> Void
    ) {
        site.log.record(
            site.finding(
                .completionHandlerNotCalled,
                WebKitMessages.completionHandlerNotCalled(className: site.className, selector: selector)
            )
        )
        deliver(nil)
    }
}

/// The handler passed to `decidePolicyFor` (`decisionHandler`).
public typealias DecisionHandler<Policy: Sendable> = CompletionHandler<Policy>
