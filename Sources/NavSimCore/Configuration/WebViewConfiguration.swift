/// Everything a web view is created with, immutable once built (`WKWebViewConfiguration` plus the
/// article's `MyWKWebViewConfiguration`).
///
/// Build one with ``WebViewConfigurationBuilder`` or a preset. The web view keeps its own copy: changing
/// a builder afterwards has no effect on web views already created. The user content controller is a
/// shared reference, as in WebKit, and can be replaced before a web view is created with the configuration
/// (``userContentController``).
public struct WebViewConfiguration: Sendable {
    /// What the configuration is made of, but for its replaceable controller and its identity: one object that
    /// copies of the configuration share. As stored properties, each copy retained every array, set, dictionary
    /// and reference of them (18 retains, then as many releases): a web view and a scenario run's driver each
    /// keep a copy, once a schedule.
    final class Storage: Sendable {
        let navigationChain: NavigationChain?
        let strategies: [(name: String, world: ContentWorld, strategy: any ScriptMessageStrategy)]
        let userScripts: [UserScript]
        let overridesTitleFromWebView: Bool
        let disablesZoom: Bool
        let decisionDeadline: DecisionDeadline?
        let completionHandlerBehavior: CompletionHandlerBehavior
        let chainErrorPolicy: NavigationActionPolicy
        let customSchemes: Set<String>
        let schemeHandlers: [String: any URLSchemeHandler]

        init(
            navigationChain: NavigationChain?,
            strategies: [(name: String, world: ContentWorld, strategy: any ScriptMessageStrategy)],
            userScripts: [UserScript],
            overridesTitleFromWebView: Bool,
            disablesZoom: Bool,
            decisionDeadline: DecisionDeadline?,
            completionHandlerBehavior: CompletionHandlerBehavior,
            chainErrorPolicy: NavigationActionPolicy,
            customSchemes: Set<String>,
            schemeHandlers: [String: any URLSchemeHandler]
        ) {
            self.navigationChain = navigationChain
            self.strategies = strategies
            self.userScripts = userScripts
            self.overridesTitleFromWebView = overridesTitleFromWebView
            self.disablesZoom = disablesZoom
            self.decisionDeadline = decisionDeadline
            self.completionHandlerBehavior = completionHandlerBehavior
            self.chainErrorPolicy = chainErrorPolicy
            self.customSchemes = customSchemes
            self.schemeHandlers = schemeHandlers
        }

        /// The chain's synchronous walk (``NavigationChain/walkExactClaims(_:)``), on the chain where it is kept:
        /// read out of the configuration first, the chain was copied (its arrays retained and released) at every
        /// decision.
        func walkChain(_ action: NavigationAction) -> NavigationChain.ExactWalk? {
            navigationChain?.walkExactClaims(action)
        }
    }

    /// Read in place by the web view's per-navigation paths: a property of the configuration returns a copy of
    /// the field (a chain's arrays retained and released at every read).
    let storage: Storage

    /// The navigation chain that decides actions when the web view has no navigation delegate.
    public var navigationChain: NavigationChain? { storage.navigationChain }
    /// The script message strategies the builder registered, by name, in the order added; the web view
    /// dispatches to its ``userContentController``'s.
    public var strategies: [(name: String, world: ContentWorld, strategy: any ScriptMessageStrategy)] {
        storage.strategies
    }
    /// The user scripts the builder added, including those flags add; the web view injects its
    /// ``userContentController``'s.
    public var userScripts: [UserScript] { storage.userScripts }
    /// Whether the page's title overrides the screen's title.
    public var overridesTitleFromWebView: Bool { storage.overridesTitleFromWebView }
    /// Whether zoom is disabled (adds ``UserScript/disableZoom``).
    public var disablesZoom: Bool { storage.disablesZoom }
    /// The decision deadline, if any.
    public var decisionDeadline: DecisionDeadline? { storage.decisionDeadline }
    /// Which SDK's completion-handler rules apply.
    public var completionHandlerBehavior: CompletionHandlerBehavior { storage.completionHandlerBehavior }
    /// The decision when a chain handler throws.
    public var chainErrorPolicy: NavigationActionPolicy { storage.chainErrorPolicy }
    /// The registered URL schemes the web view hands to scheme handlers (`setURLSchemeHandler`).
    public var customSchemes: Set<String> { storage.customSchemes }
    /// The scheme handlers, by lowercased scheme (`setURLSchemeHandler(_:forURLScheme:)`).
    public var schemeHandlers: [String: any URLSchemeHandler] { storage.schemeHandlers }
    /// The user content controller (`WKWebViewConfiguration.userContentController`): its script message
    /// handlers and user scripts are the web view's. Shared with configurations copied from this one.
    ///
    /// WebKit lets an app assign a new one before it creates a web view with the configuration. The
    /// configuration `createWebView` gets shares the opener's controller, so a new window whose screen adds
    /// its handlers again records `Attempt to add script message handler with name '…' when one already
    /// exists.` (a crash in an app); giving the window a controller of its own is the fix, and the
    /// configuration stays the given one:
    ///
    /// ```swift
    /// func webView(_ webView: isolated WebView, createWebViewWith configuration: WebViewConfiguration,
    ///              for action: NavigationAction, windowFeatures: WindowFeatures) -> WebView? {
    ///     var configuration = configuration
    ///     configuration.userContentController = UserContentController(log: webView.log)
    ///     configuration.userContentController.add(BridgeHandler(), name: "bridge")
    ///     return WebView(id: 2, configuration: configuration)
    /// }
    /// ```
    public var userContentController: UserContentController
    /// The configuration's identity: a copy gets a new one, as `[configuration copy]` does in WebKit.
    public let identity: ConfigurationIdentity

    /// A configuration of `storage`'s fields and `userContentController`, with an identity of its own.
    init(_ storage: Storage, userContentController: UserContentController) {
        self.storage = storage
        self.userContentController = userContentController
        self.identity = ConfigurationIdentity()
    }

    /// A copy with a new identity that shares this configuration's user content controller, as WebKit
    /// hands to `createWebView(configuration:for:windowFeatures:)`.
    public func copy() -> WebViewConfiguration {
        WebViewConfiguration(storage, userContentController: userContentController)
    }

    /// A configuration with no chain, no strategies and no scripts: WebKit's defaults.
    public static var standard: WebViewConfiguration { WebViewConfigurationBuilder().build() }

    /// Whether the web view can load a request itself: a scheme WebKit knows, a registered custom scheme,
    /// or `blob:`.
    ///
    /// - Parameter request: The request.
    /// - Returns: `true` when the request is loadable.
    public func canLoad(_ request: ParsedURL) -> Bool {
        guard request.isValid else { return false }
        switch request.scheme {
        case "http", "https", "file", "about", "data", "blob": return true
        default: return storage.customSchemes.contains(String(request.scheme))
        }
    }
}

/// The identity of one configuration object; compared by reference.
public final class ConfigurationIdentity: Sendable, Hashable {
    init() {}

    public static func == (lhs: ConfigurationIdentity, rhs: ConfigurationIdentity) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
