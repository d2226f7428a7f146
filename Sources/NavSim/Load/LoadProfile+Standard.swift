extension LoadProfile {
    /// How long the standard chain's deep-link check defers its decision.
    public static let standardDeepLinkLatency = Duration.microseconds(500)

    /// The standard chain: the `default` preset's chain extended to seven handlers, as a shipping app's is.
    ///
    /// SchemeFilter → HostDeny (trackers) → DeepLink (deferred `canOpen` check) → Payment → HomeTabSwitch
    /// → NativePage (`/product/:id`, `/shop/:id`) → AllowAll.
    ///
    /// - Parameter deepLinkLatency: How long the deep-link check defers its decision.
    /// - Returns: The handlers, in order.
    public static func standardHandlers(
        deepLinkLatency: Duration = standardDeepLinkLatency
    ) -> [any NavigationActionHandler] {
        [
            SchemeFilterHandler(),
            HostListHandler.deny([
                HostPattern("tracker.example", includeSubdomains: true),
                HostPattern("ads.example.net", includeSubdomains: true),
            ]),
            Preset.deepLinkHandler(latency: deepLinkLatency),
            Preset.paymentHandler(),
            HomeTabSwitchHandler(homeURL: Preset.homeURL, navigationTypes: .userInitiated),
            Preset.nativePageHandler(),
            AllowAllHandler(),
        ]
    }

    /// The built-in profile `navsim bench` runs without a scenario: an app with 64 web views.
    ///
    /// - Each web view has the `default` preset's configuration with ``standardHandlers(deepLinkLatency:)``
    ///   and three strategies (`page`, `user`, `analytics`), its own instances.
    /// - The URL mix is an app's: articles, search, products and shops opened natively, the home tab,
    ///   help pages with fragments, third-party sites, trackers, payment, deep links and `tel:`/`mailto:`.
    /// - One event in five is a script message.
    /// - Closed loop, one event in flight per web view, a one-second warm-up and five measured seconds.
    public static var standard: LoadProfile { standard(deepLinkLatency: standardDeepLinkLatency) }

    /// The built-in profile with another deep-link latency.
    ///
    /// - Parameter deepLinkLatency: How long the deep-link check defers its decision; `.zero` decides at once.
    /// - Returns: The profile, named `standard` with the standard latency, and after its latency otherwise
    ///   (`standard, deep-link check 0µs`) so that a baseline of one is not compared with the other.
    public static func standard(deepLinkLatency: Duration) -> LoadProfile {
        LoadProfile(
            name: deepLinkLatency == standardDeepLinkLatency
                ? "standard"
                : deepLinkLatency == .zero
                    ? "standard, deep-link check at once"
                    : "standard, deep-link check "
                        + LatencySummary.format(nanoseconds: Double(deepLinkLatency / .nanoseconds(1))),
            webViews: 64,
            configuration: {
                Preset.default.builder()
                    .set(navigationChain: NavigationChain(standardHandlers(deepLinkLatency: deepLinkLatency)))
                    .add(strategy: PageScriptMessageStrategy())
                    .add(strategy: UserScriptMessageStrategy())
                    .add(strategy: CountingScriptMessageStrategy(), name: "analytics")
            },
            urls: [
                WeightedURL("https://example.com/articles/2024/10/swift-concurrency", weight: 20),
                WeightedURL("https://www.example.com/search?q=running+shoes&page=2", type: .formSubmitted, weight: 12),
                WeightedURL("https://example.com/product/1234", weight: 12),
                WeightedURL("https://example.com/shop/77", weight: 5),
                WeightedURL("https://example.com/", weight: 5),
                WeightedURL("https://example.com/account/orders/991", type: .other, weight: 8),
                WeightedURL("https://help.example.com/faq#returns", weight: 5),
                WeightedURL("https://news.example.org/story/42?utm_source=app", weight: 10),
                WeightedURL("https://cdn.example.com/static/terms.html", type: .other, weight: 5),
                WeightedURL("https://tracker.example/pixel?id=1", type: .other, weight: 4),
                WeightedURL("https://pay.example.com/checkout/session/8842", weight: 3),
                WeightedURL("https://example.com/payment/verify?session=abc", weight: 2),
                WeightedURL("https://link.example.com/open/promo", weight: 2),
                WeightedURL("exampleapp://settings/notifications", weight: 1),
                WeightedURL("tel:+15551234567", weight: 1),
                WeightedURL("mailto:support@example.com", weight: 1),
            ],
            messages: [
                WeightedMessage("page", body: .string("scrolled"), weight: 45),
                WeightedMessage("user", body: .dictionary(["id": .number(42), "action": .string("tap")]), weight: 35),
                WeightedMessage("analytics", body: .array([.string("impression"), .number(7)]), weight: 20),
            ],
            messageFraction: 0.2
        )
    }
}
