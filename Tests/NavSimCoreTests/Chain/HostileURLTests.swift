import NavSimCore
import NavSimTestSupport
import Testing

/// The hostile URLs of issue 19, each trusted as `example.com` by the old host rules, against the forms the
/// README teaches: `hostMatches` in a static handler, and `HostListHandler.allow` before a cancel-all.
@Suite("Host rules trust web hosts only")
struct HostileURLTests {
    static let site = HostileURLs.site

    @Test("hostMatches in a static handler does not trust it", arguments: HostileURLs.issue19)
    func staticHandler(_ url: String) {
        let action = NavigationAction(url: url)
        #expect(HostileURLs.TrustSite().claim(action) == .passes, "\(action.request.href)")
        #expect(!action.request.hostMatches(Self.site))
    }

    @Test("HostListHandler.allow before a cancel-all cancels it", arguments: HostileURLs.issue19)
    func allowListBeforeCancelAll(_ url: String) throws {
        let chain = NavigationChain {
            HostListHandler.allow([Self.site])
            CancelAllHandler()
        }
        let decision = try #require(chain.decideImmediately(NavigationAction(url: url)))
        #expect(decision.policy == .cancel)
        #expect(decision.handlerName == "CancelAll")
    }

    @Test("no built-in rule that trusts by host claims it", arguments: HostileURLs.issue19)
    func builtInTrustingRules(_ url: String) throws {
        let action = NavigationAction(url: url, navigationType: .linkActivated)
        #expect(DeepLinkHandler(hosts: [Self.site]).claim(action) == .passes)
        #expect(PaymentHandler(routes: [try RoutePattern("/*")], hosts: [Self.site]).claim(action) == .passes)
        #expect(try NativePageHandler(patterns: ["/*"], hosts: [Self.site]).claim(action) == .passes)
        #expect(try NativePageHandler(patterns: ["/*"]).claim(action) == .passes)
    }

    @Test("the U+2100 host is refused by the parser, as the URL Standard refuses it")
    func mappedSolidus() {
        let url = ParsedURL("https://evil.c\u{2100}.example.com/")
        #expect(!url.isValid)
    }

    @Test(
        "a pattern that names a scheme trusts that scheme too",
        arguments: [
            ("exampleapp://example.com/login", true),
            ("exampleapp://EXAMPLE.com/login", true),
            ("https://example.com/", true),
            ("http://example.com/", false),
            ("javascript://example.com/", false),
        ])
    func namedSchemes(_ url: String, _ expected: Bool) {
        let pattern = HostPattern("example.com", includeSubdomains: false, schemes: ["https", "ExampleApp"])
        #expect(pattern.schemes == ["https", "exampleapp"])
        #expect(ParsedURL(url).hostMatches(pattern) == expected)
    }

    @Test(
        "a deny list refuses its host under every scheme, and a blob: URL of its origin",
        arguments: [
            "https://tracker.example/", "ftp://tracker.example/", "javascript://tracker.example/%0aalert(1)",
            "file://tracker.example/x", "exampleapp://TRACKER.example/", "exampleapp://tracker%2Eexample/",
            "intent://ads.tracker.example/#Intent;end", "blob:https://tracker.example/0c2a", "wss://tracker.example/",
        ])
    func denyIsNeverWeakened(_ url: String) throws {
        let chain = NavigationChain {
            HostListHandler.deny([HostPattern("tracker.example", includeSubdomains: true)])
            AllowAllHandler()
        }
        let decision = try #require(chain.decideImmediately(NavigationAction(url: url)))
        #expect(decision.policy == .cancel, "\(url)")
        #expect(decision.handlerName == "HostDeny")
    }

    @Test(
        "a deny list still lets other hosts through",
        arguments: [
            "https://example.com/", "javascript://example.com/", "blob:https://example.com/0c2a", "data:text/html,hi",
            "exampleapp://tracker.example.com/",
        ])
    func denyKeepsItsHosts(_ url: String) throws {
        let chain = NavigationChain {
            HostListHandler.deny([HostPattern("tracker.example", includeSubdomains: true)])
            AllowAllHandler()
        }
        let decision = try #require(chain.decideImmediately(NavigationAction(url: url)))
        #expect(decision.handlerName == "AllowAll", "\(url)")
    }
}
