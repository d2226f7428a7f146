/// Everything a web view is created with, immutable once built (`WKWebViewConfiguration` plus the
/// article's `MyWKWebViewConfiguration`).
///
/// Build one with ``WebViewConfigurationBuilder`` or a preset. The web view keeps its own copy: changing
/// a builder afterwards has no effect on web views already created. The user content controller is a
/// shared reference, as in WebKit, and can be replaced before a web view is created with the configuration
/// (``userContentController``).
public struct WebViewConfiguration: Sendable {
    /// The navigation chain that decides actions when the web view has no navigation delegate.
    public let navigationChain: NavigationChain?
    /// The script message strategies the builder registered, by name, in the order added; the web view
    /// dispatches to its ``userContentController``'s.
    public let strategies: [(name: String, world: ContentWorld, strategy: any ScriptMessageStrategy)]
    /// The user scripts the builder added, including those flags add; the web view injects its
    /// ``userContentController``'s.
    public let userScripts: [UserScript]
    /// Whether the page's title overrides the screen's title.
    public let overridesTitleFromWebView: Bool
    /// Whether zoom is disabled (adds ``UserScript/disableZoom``).
    public let disablesZoom: Bool
    /// The decision deadline, if any.
    public let decisionDeadline: DecisionDeadline?
    /// Which SDK's completion-handler rules apply.
    public let completionHandlerBehavior: CompletionHandlerBehavior
    /// The decision when a chain handler throws.
    public let chainErrorPolicy: NavigationActionPolicy
    /// The registered URL schemes the web view hands to scheme handlers (`setURLSchemeHandler`).
    public let customSchemes: Set<String>
    /// The scheme handlers, by lowercased scheme (`setURLSchemeHandler(_:forURLScheme:)`).
    public let schemeHandlers: [String: any URLSchemeHandler]
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
        schemeHandlers: [String: any URLSchemeHandler] = [:],
        userContentController: UserContentController
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
        self.userContentController = userContentController
        self.identity = ConfigurationIdentity()
    }

    /// A copy with a new identity that shares this configuration's user content controller, as WebKit
    /// hands to `createWebView(configuration:for:windowFeatures:)`.
    public func copy() -> WebViewConfiguration {
        WebViewConfiguration(
            navigationChain: navigationChain,
            strategies: strategies,
            userScripts: userScripts,
            overridesTitleFromWebView: overridesTitleFromWebView,
            disablesZoom: disablesZoom,
            decisionDeadline: decisionDeadline,
            completionHandlerBehavior: completionHandlerBehavior,
            chainErrorPolicy: chainErrorPolicy,
            customSchemes: customSchemes,
            schemeHandlers: schemeHandlers,
            userContentController: userContentController
        )
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
        default: return customSchemes.contains(String(request.scheme))
        }
    }
}

/// The identity of one configuration object; compared by reference.
public final class ConfigurationIdentity: Sendable, Hashable {
    init() {}

    public static func == (lhs: ConfigurationIdentity, rhs: ConfigurationIdentity) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
