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
    private let site: CompletionHandlerSite
    // The state sits beside a lock of a concrete type rather than inside a `Mutex<State>`: a generic
    // class's `Mutex<State>` makes every deinit (and every call) ask the runtime for the metadata of
    // `Mutex<State<Value>>` and `Optional<Value>`, a hash lookup of hundreds of instructions, twice per
    // decision in every explored schedule. Both fields are read and written only under `lock`.
    private let lock = Mutex<Void>(())
    nonisolated(unsafe) private var calls = 0
    nonisolated(unsafe) private var deliver: (@Sendable (Value?) -> Void)?

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
    /// - Parameter value: The decision or answer.
    public func callAsFunction(_ value: Value) {
        let (deliver, calls) = lock.withLock { _ -> ((@Sendable (Value?) -> Void)?, Int) in
            self.calls += 1
            let deliver = self.deliver
            self.deliver = nil
            return (deliver, self.calls)
        }
        if let deliver {
            deliver(value)
        } else if calls > 1, site.behavior == .modern {
            site.log.record(
                site.finding(
                    .completionHandlerCalledTwice,
                    WebKitMessages.completionHandlerCalledTwice(className: site.className, selector: site.selector)
                )
            )
        }
    }

    /// How many times the handler has been called.
    public var callCount: Int { lock.withLock { _ in calls } }

    deinit {
        let deliver = lock.withLock { _ -> (@Sendable (Value?) -> Void)? in
            let deliver = self.deliver
            self.deliver = nil
            return deliver
        }
        guard let deliver else { return }
        Self.releasedUncalled(site: site, deliver: deliver)
    }

    /// Records `… was not called` and delivers `nil`: apart, so that a handler released after its call
    /// never builds a `Value?` (whose metadata the runtime would look up).
    @inline(never)
    private static func releasedUncalled(site: CompletionHandlerSite, deliver: @Sendable (Value?) -> Void) {
        site.log.record(
            site.finding(
                .completionHandlerNotCalled,
                WebKitMessages.completionHandlerNotCalled(className: site.className, selector: site.selector)
            )
        )
        deliver(nil)
    }
}

/// The handler passed to `decidePolicyFor` (`decisionHandler`).
public typealias DecisionHandler<Policy: Sendable> = CompletionHandler<Policy>
