/// Builds a ``WebViewConfiguration`` step by step: the article's `MyWKWebViewConfigurator`, as a value.
///
/// Each setter returns a modified copy, so a preset can be extended without affecting its other users.
/// ``add(strategy:name:world:)`` replaces a strategy with the same name instead of raising WebKit's
/// duplicate-name exception, which is the builder's fix for RACE-CASES 7.
///
/// ```swift
/// let configuration = WebViewConfigurationBuilder()
///     .set(navigationChain: NavigationChain { AllowAllHandler() })
///     .add(strategy: PageScriptMessageStrategy())
///     .set(disableZoom: true)
///     .build()
/// ```
public struct WebViewConfigurationBuilder: Sendable {
    private var navigationChain: NavigationChain?
    private var strategies: [(name: String, world: ContentWorld, strategy: any ScriptMessageStrategy)] = []
    private var userScripts: [UserScript] = []
    private var overridesTitleFromWebView = true
    private var disablesZoom = false
    private var decisionDeadline: DecisionDeadline?
    private var completionHandlerBehavior = CompletionHandlerBehavior.modern
    private var chainErrorPolicy = NavigationActionPolicy.cancel
    private var customSchemes: Set<String> = []
    private var schemeHandlers: [String: any URLSchemeHandler] = [:]

    /// Creates a builder with WebKit's defaults.
    public init() {}

    /// Sets the navigation chain.
    ///
    /// - Parameter navigationChain: The chain; `nil` for none.
    /// - Returns: The modified builder.
    public func set(navigationChain: NavigationChain?) -> Self {
        var copy = self
        copy.navigationChain = navigationChain
        return copy
    }

    /// The navigation chain set so far.
    public var currentNavigationChain: NavigationChain? { navigationChain }

    /// Adds a strategy, replacing any strategy already added under the same name and world.
    ///
    /// - Parameters:
    ///   - strategy: The strategy.
    ///   - name: The name the page posts to; the strategy type's identifier by default.
    ///   - world: The content world.
    /// - Returns: The modified builder.
    public func add(strategy: any ScriptMessageStrategy, name: String? = nil, world: ContentWorld = .page) -> Self {
        var copy = self
        let name = name ?? type(of: strategy).identifier
        copy.strategies.removeAll { $0.name == name && $0.world == world }
        copy.strategies.append((name, world, strategy))
        return copy
    }

    /// Adds a user script.
    ///
    /// - Parameter userScript: The script.
    /// - Returns: The modified builder.
    public func add(userScript: UserScript) -> Self {
        var copy = self
        copy.userScripts.append(userScript)
        return copy
    }

    /// Sets whether zoom is disabled; disabling adds ``UserScript/disableZoom`` when built.
    ///
    /// - Parameter disableZoom: Whether zoom is disabled.
    /// - Returns: The modified builder.
    public func set(disableZoom: Bool) -> Self {
        var copy = self
        copy.disablesZoom = disableZoom
        return copy
    }

    /// Sets whether the page's title overrides the screen's title.
    ///
    /// - Parameter overrideTitleFromWebView: Whether the title is overridden.
    /// - Returns: The modified builder.
    public func set(overrideTitleFromWebView: Bool) -> Self {
        var copy = self
        copy.overridesTitleFromWebView = overrideTitleFromWebView
        return copy
    }

    /// Sets the decision deadline.
    ///
    /// - Parameter decisionDeadline: The deadline; `nil` to wait forever, as WebKit does.
    /// - Returns: The modified builder.
    public func set(decisionDeadline: DecisionDeadline?) -> Self {
        var copy = self
        copy.decisionDeadline = decisionDeadline
        return copy
    }

    /// Sets which SDK's completion-handler rules apply.
    ///
    /// - Parameter completionHandlerBehavior: The rules.
    /// - Returns: The modified builder.
    public func set(completionHandlerBehavior: CompletionHandlerBehavior) -> Self {
        var copy = self
        copy.completionHandlerBehavior = completionHandlerBehavior
        return copy
    }

    /// Sets the decision when a chain handler throws.
    ///
    /// - Parameter chainErrorPolicy: The decision.
    /// - Returns: The modified builder.
    public func set(chainErrorPolicy: NavigationActionPolicy) -> Self {
        var copy = self
        copy.chainErrorPolicy = chainErrorPolicy
        return copy
    }

    /// Registers a custom URL scheme the web view hands to a scheme handler.
    ///
    /// - Parameter scheme: The scheme, such as `app`.
    /// - Returns: The modified builder.
    public func register(customScheme scheme: String) -> Self {
        var copy = self
        copy.customSchemes.insert(scheme.lowercased())
        return copy
    }

    /// The handler registered for a scheme, if any.
    ///
    /// - Parameter scheme: The lowercased scheme.
    /// - Returns: The handler.
    public func handler(forURLScheme scheme: String) -> (any URLSchemeHandler)? { schemeHandlers[scheme] }

    func withSchemeHandler(_ handler: any URLSchemeHandler, for scheme: String) -> Self {
        var copy = self
        copy.schemeHandlers[scheme] = handler
        return copy
    }

    /// Builds the configuration: creates its user content controller, registers the strategies and adds
    /// the user scripts, including those the flags imply.
    ///
    /// - Parameter log: Where the controller records findings.
    /// - Returns: The configuration.
    public func build(log: FindingLog = FindingLog()) -> WebViewConfiguration {
        var scripts = userScripts
        if disablesZoom { scripts.append(.disableZoom) }
        let controller = UserContentController(log: log)
        for registration in strategies {
            controller.add(registration.strategy, name: registration.name, world: registration.world)
        }
        for script in scripts { controller.addUserScript(script) }
        return WebViewConfiguration(
            WebViewConfiguration.Storage(
                navigationChain: navigationChain,
                strategies: strategies,
                userScripts: scripts,
                overridesTitleFromWebView: overridesTitleFromWebView,
                disablesZoom: disablesZoom,
                decisionDeadline: decisionDeadline,
                completionHandlerBehavior: completionHandlerBehavior,
                chainErrorPolicy: chainErrorPolicy,
                customSchemes: customSchemes,
                schemeHandlers: schemeHandlers
            ),
            userContentController: controller
        )
    }
}
