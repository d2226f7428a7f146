#if !canImport(Darwin)
    import NavSim

    extension WKWebView {
        /// Observes a property as KVO does (`observe(\.estimatedProgress, options: .new) { webView, change in … }`):
        /// the handler is called on the main actor within the step that changed it, with WebKit's batching.
        ///
        /// Observable: `url`, `title`, `estimatedProgress`, `isLoading`, `hasOnlySecureContent`, `canGoBack`,
        /// `canGoForward`. The pending URL `load` shows at once is observed when the navigation starts.
        ///
        /// - Parameters:
        ///   - keyPath: The property.
        ///   - options: `.new`, `.old`, `.initial`.
        ///   - changeHandler: Receives the web view and the change.
        /// - Returns: The observation; keep it while the handler should be called.
        public func observe<Value>(
            _ keyPath: KeyPath<WKWebView, Value>,
            options: NSKeyValueObservingOptions = [],
            changeHandler: @escaping @MainActor (WKWebView, NSKeyValueObservedChange<Value>) -> Void
        ) -> NSKeyValueObservation {
            let properties = Self.observable[keyPath] ?? .all
            var last = self[keyPath: keyPath]
            if options.contains(.initial) {
                changeHandler(
                    self, NSKeyValueObservedChange(newValue: options.contains(.new) ? last : nil, oldValue: nil))
            }
            let relay = ObservationRelay(webView: self) { webView in
                let value = webView[keyPath: keyPath]
                let change = NSKeyValueObservedChange(
                    newValue: options.contains(.new) ? value : nil,
                    oldValue: options.contains(.old) ? last : nil
                )
                last = value
                changeHandler(webView, change)
            }
            let observation = core.assumeIsolated { core in
                core.observe(properties) { _ in MainActor.assumeIsolated { relay.fire() } }
            }
            return NSKeyValueObservation(observation)
        }

        /// The core's property for each observable key path.
        private static let observable: [PartialKeyPath<WKWebView>: WebViewState.Properties] = [
            \WKWebView.url: .url, \WKWebView.title: .title, \WKWebView.estimatedProgress: .estimatedProgress,
            \WKWebView.isLoading: .isLoading, \WKWebView.hasOnlySecureContent: .hasOnlySecureContent,
            \WKWebView.canGoBack: .canGoBack, \WKWebView.canGoForward: .canGoForward,
        ]
    }

    /// Carries a change handler into the core's change handler, which must be `Sendable`: it holds the web view
    /// weakly and is only called on the main actor.
    @MainActor
    private final class ObservationRelay: Sendable {
        private weak var webView: WKWebView?
        private let body: @MainActor (WKWebView) -> Void

        init(webView: WKWebView, body: @escaping @MainActor (WKWebView) -> Void) {
            self.webView = webView
            self.body = body
        }

        func fire() {
            guard let webView else { return }
            body(webView)
        }
    }
#endif
