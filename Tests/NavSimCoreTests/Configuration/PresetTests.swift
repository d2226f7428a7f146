import NavSimCore
import Testing

@Suite("Presets")
struct PresetTests {
    /// What each preset decides for a URL corpus: the first value is an app load (the initial load),
    /// the rest are link taps.
    static let corpus: [(url: String, type: NavigationType, defaultPreset: String, payment: String)] = [
        ("https://example.com/", .other, "allow by AllowAll", "allow by AllowAll"),
        ("https://example.com/product/1234", .other, "allow by AllowAll", "allow by AllowAll"),
        ("https://example.com/", .linkActivated, "cancel by HomeTabSwitch", "allow by AllowAll"),
        ("https://example.com/product/1234", .linkActivated, "cancel by NativePage", "allow by AllowAll"),
        ("https://shop.example.com/shop/9", .linkActivated, "cancel by NativePage", "allow by AllowAll"),
        ("https://example.com/about", .linkActivated, "allow by AllowAll", "allow by AllowAll"),
        ("https://link.example.com/promo/5", .linkActivated, "cancel by DeepLink", "cancel by DeepLink"),
        ("exampleapp://product/5", .linkActivated, "cancel by DeepLink", "cancel by DeepLink"),
        ("https://other.com/product/1", .linkActivated, "allow by AllowAll", "allow by AllowAll"),
        ("https://pay.example.com/checkout", .linkActivated, "allow by AllowAll", "cancel by Payment"),
        ("https://example.com/payment/verify", .linkActivated, "allow by AllowAll", "cancel by Payment"),
    ]

    @Test("default and productPage decide the corpus alike; payment puts Payment first")
    func corpusDecisions() async throws {
        for preset in Preset.allCases {
            let chain = try #require(preset.configuration().navigationChain)
            for entry in Self.corpus {
                let action = NavigationAction(url: entry.url, navigationType: entry.type)
                let decision = try await chain.decide(action, context: DecisionContext(clock: ContinuousClock()))
                let expected = preset == .payment ? entry.payment : entry.defaultPreset
                #expect("\(decision.policy) by \(decision.handlerName)" == expected, "\(preset) \(entry.url)")
            }
        }
    }

    @Test("The initial load of each preset finishes")
    func initialLoad() async {
        for preset in Preset.allCases {
            let webView = WebView(configuration: preset.configuration())
            #expect(await webView.load("https://example.com/").result == .finished)
        }
    }

    @Test("Chains, strategies and flags of each preset")
    func shapes() {
        let standard = Preset.default.configuration()
        #expect(standard.navigationChain?.names == ["DeepLink", "HomeTabSwitch", "NativePage", "AllowAll"])
        #expect(standard.userContentController.names() == ["page", "user"])
        #expect(standard.userScripts.isEmpty)
        #expect(standard.overridesTitleFromWebView == false)
        let product = Preset.productPage.configuration()
        #expect(product.disablesZoom)
        #expect(product.overridesTitleFromWebView)
        #expect(product.userScripts.map(\.name) == ["disable-zoom"])
        #expect(product.userScripts.first?.injectionTime == .atDocumentEnd)
        let payment = Preset.payment.configuration()
        #expect(payment.navigationChain?.names == ["Payment", "DeepLink", "AllowAll"])
        #expect(payment.userContentController.names().isEmpty)
    }

    @Test(
        "A preset's builder given a chain is the preset's but for the chain",
        arguments: Preset.allCases
    )
    func builderWithChain(preset: Preset) {
        let standard = preset.configuration()
        let chain = NavigationChain([AllowAllHandler()])
        for (replacement, names) in [(chain, ["AllowAll"]), (nil, nil)] as [(NavigationChain?, [String]?)] {
            let built = preset.builder(navigationChain: replacement).build()
            #expect(built.navigationChain?.names == names)
            #expect(built.userContentController.names() == standard.userContentController.names())
            #expect(built.userScripts.map(\.name) == standard.userScripts.map(\.name))
            #expect(built.disablesZoom == standard.disablesZoom)
            #expect(built.overridesTitleFromWebView == standard.overridesTitleFromWebView)
        }
    }

    @Test("The configuration is copied: building again does not change a web view's copy")
    func configurationIsCopied() async {
        let builder = Preset.default.builder()
        let webView = WebView(configuration: builder.build())
        _ = builder.set(disableZoom: true).build()
        #expect(webView.configuration.disablesZoom == false)
        let copy = webView.configuration.copy()
        #expect(copy.identity != webView.configuration.identity)
        #expect(copy.userContentController === webView.configuration.userContentController)
    }

    @Test("RACE-CASES 2: a deep-link handler that decides everything cancels the first load too")
    func deepLinkShadowsEverything() async {
        let configuration = WebViewConfigurationBuilder()
            .set(
                navigationChain: NavigationChain {
                    DeepLinkHandler(matchesEverything: true)
                    HomeTabSwitchHandler(homeURL: Preset.homeURL)
                    Preset.nativePageHandler()
                    AllowAllHandler()
                }
            )
            .build()
        let webView = WebView(configuration: configuration)
        let first = await webView.load("https://example.com/")
        #expect(first.result == .cancelled)
        #expect(first.decidedBy == "DeepLink")
        #expect(await webView.load("https://example.com/about", type: .linkActivated).decidedBy == "DeepLink")
        #expect(await webView.decisionsByHandler == ["DeepLink": 2])

        let fixed = WebView(configuration: Preset.default.configuration())
        #expect(await fixed.load("https://example.com/").result == .finished)
    }
}
