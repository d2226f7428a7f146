import NavSim
import Testing

@Suite("Ordering corpus")
struct OrderingsCorpusTests {
    @Test("User URLs come first and in order; duplicates are dropped")
    func userFirst() {
        let chain = NavigationChain { Preset.nativePageHandler() }
        let corpus = OrderingCorpus(
            chain: chain, userURLs: ["https://b.example/", "https://a.example/", "https://b.example/"])
        #expect(corpus.userCount == 2)
        #expect(corpus.urls.prefix(2) == ["https://b.example/", "https://a.example/"])
        #expect(Set(corpus.urls).count == corpus.urls.count)
        #expect(
            OrderingCorpus(chain: chain, userURLs: ["https://a.example/"], generate: false).urls == [
                "https://a.example/"
            ])
    }

    @Test("Route patterns generate their boundary cases")
    func routes() throws {
        let chain = try NavigationChain { try NativePageHandler(patterns: ["/product/:id(int)", "/docs/*"]) }
        let urls = Set(OrderingCorpus(chain: chain, userURLs: []).urls)
        for expected in [
            "https://example.com/product/1234", "https://example.com/product/abc", "https://example.com/product/new",
            "https://example.com/product/1234/", "https://example.com/PRODUCT/1234",
            "https://example.com/%70roduct/1234", "https://example.com/product/",
            "https://example.com/product/1234/extra",
            "https://example.com/product/1234?ref=1", "https://example.com/docs/", "https://example.com/docs/a/b",
        ] {
            #expect(urls.contains(expected), "\(expected)")
        }
    }

    @Test("Host, scheme and home rules generate their tricks")
    func hostsSchemesHome() {
        let chain = NavigationChain {
            HostListHandler.deny([HostPattern("example.com", includeSubdomains: false)])
            SchemeFilterHandler(schemes: ["tel"])
            HomeTabSwitchHandler(homeURL: "https://example.com/")
        }
        let urls = Set(OrderingCorpus(chain: chain, userURLs: []).urls)
        for expected in [
            "https://www.example.com/", "https://evil-example.com/", "https://example.com.evil.net/",
            "https://example.com@evil.net/", "https://EXAMPLE.COM/", "http://example.com/", "https://example.com./",
            "tel:+15550100", "TEL:+15550100", "https://example.com/#top", "https://example.com/?utm_source=app",
            "https://example.com", "https://example.com/index.html",
        ] {
            #expect(urls.contains(expected), "\(expected)")
        }
    }

    @Test("One handler's host crossed with another's route finds their overlap")
    func crossed() {
        let urls = OrderingCorpus(chain: Preset.payment.configuration().navigationChain!, userURLs: []).urls
        #expect(urls.contains("https://link.example.com/payment/verify"))
        #expect(urls.contains("https://pay.example.com/3ds/"))
    }
}
