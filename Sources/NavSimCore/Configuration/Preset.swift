/// The configurations the article's factory makes (`MyWKWebViewConfiguratorFactory`).
///
/// - `default`: DeepLink → HomeTabSwitch → NativePage(`/product/:id`, `/shop/:id`) → AllowAll, with the
///   `page` and `user` strategies.
/// - `productPage`: `default` with zoom disabled and the title overridden from the page.
/// - `payment`: Payment → DeepLink → AllowAll, no strategies.
///
/// HomeTabSwitch and NativePage apply to what the user does in the page (link taps, form submissions):
/// the web view's own initial load of a product page is shown, not cancelled.
public enum Preset: String, Sendable, CaseIterable, Codable {
    /// The general-purpose web view.
    case `default`
    /// A product page: zoom disabled, title from the page.
    case productPage
    /// A payment flow.
    case payment

    /// The site the presets are written for.
    public static let site = HostPattern("example.com", includeSubdomains: true)
    /// The home URL HomeTabSwitch watches.
    public static let homeURL = "https://example.com/"
    /// The hosts the deep-link router opens.
    public static let deepLinkHosts = [HostPattern("link.example.com", includeSubdomains: false)]
    /// The app's own scheme.
    public static let appScheme = "exampleapp"

    /// The preset's builder, ready to extend.
    ///
    /// - Returns: The builder.
    public func builder() -> WebViewConfigurationBuilder {
        builder(navigationChain: chain())
    }

    /// The preset's builder with `navigationChain` in place of the preset's own chain, which is not built: for a
    /// caller that sets a chain of its own (a scenario's run reuses the chain it compiled once).
    ///
    /// - Parameter navigationChain: The chain, or `nil` for none.
    /// - Returns: The builder.
    package func builder(navigationChain: NavigationChain?) -> WebViewConfigurationBuilder {
        switch self {
        case .default:
            WebViewConfigurationBuilder()
                .set(navigationChain: navigationChain)
                .add(strategy: PageScriptMessageStrategy())
                .add(strategy: UserScriptMessageStrategy())
                .set(overrideTitleFromWebView: false)
                .set(disableZoom: false)
        case .productPage:
            Preset.default.builder(navigationChain: navigationChain).set(disableZoom: true)
                .set(overrideTitleFromWebView: true)
        case .payment:
            WebViewConfigurationBuilder().set(navigationChain: navigationChain)
        }
    }

    /// The preset's chain.
    private func chain() -> NavigationChain {
        switch self {
        case .default, .productPage:
            NavigationChain(Self.defaultHandlers())
        case .payment:
            NavigationChain {
                Self.paymentHandler()
                Self.deepLinkHandler()
                AllowAllHandler()
            }
        }
    }

    /// The preset's configuration.
    ///
    /// - Parameter log: Where the controller records findings.
    /// - Returns: The configuration.
    public func configuration(log: FindingLog = FindingLog()) -> WebViewConfiguration {
        builder().build(log: log)
    }

    /// The default chain's handlers.
    ///
    /// - Parameter deepLinkLatency: How long the deep-link check takes.
    /// - Returns: DeepLink, HomeTabSwitch, NativePage and AllowAll.
    public static func defaultHandlers(deepLinkLatency: Duration = .zero) -> [any NavigationActionHandler] {
        [
            deepLinkHandler(latency: deepLinkLatency),
            HomeTabSwitchHandler(homeURL: homeURL, navigationTypes: .userInitiated),
            nativePageHandler(),
            AllowAllHandler(),
        ]
    }

    /// The deep-link handler of the presets.
    ///
    /// - Parameter latency: How long the "can open" check takes.
    /// - Returns: The handler.
    public static func deepLinkHandler(latency: Duration = .zero) -> DeepLinkHandler {
        DeepLinkHandler(hosts: deepLinkHosts, schemes: [appScheme], latency: latency)
    }

    /// The native-page handler of the presets: `/product/:id` and `/shop/:id` on the site.
    ///
    /// - Returns: The handler.
    public static func nativePageHandler() -> NativePageHandler {
        // The patterns are literals known to parse.
        NativePageHandler(
            routes: [
                .init(try! RoutePattern("/product/:id"), screen: "product"),
                .init(try! RoutePattern("/shop/:id"), screen: "shop"),
            ],
            hosts: [site],
            navigationTypes: .userInitiated
        )
    }

    /// The payment handler of the `payment` preset: 3-D Secure and verification routes.
    ///
    /// - Returns: The handler.
    public static func paymentHandler() -> PaymentHandler {
        PaymentHandler(
            routes: [try! RoutePattern("/payment/verify"), try! RoutePattern("/3ds/*")],
            hosts: [HostPattern("pay.example.com", includeSubdomains: false)]
        )
    }
}
