import NavSim
import NavSimTestSupport
import Testing

@Suite("PolicyAudit: hostile URLs against a chain's host rules")
struct PolicyAuditTests {
    static let site = HostileURLs.site

    static let hostile = HostileURLs.issue19

    /// A handler that trusts by host alone, as app code often does: the text between `//` and the path, after
    /// any `@`, without the port, is `example.com` or ends with `.example.com`, whatever the scheme. It is
    /// what NavSim's own host rules did before issue 19 (the U+2100 host among them: its text ends with
    /// `.example.com`).
    struct TrustByHostText: StaticNavigationActionHandler {
        let name = "TrustByHostText"
        func claim(_ action: NavigationAction) -> HandlerClaim {
            let href = action.request.href
            guard let scheme = href.firstIndex(of: ":"), href[scheme...].hasPrefix("://") else { return .passes }
            var authority = href[href.index(scheme, offsetBy: 3)...].prefix { !"/?#".contains($0) }
            if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
            let host = authority.split(separator: ":").first.map { $0.lowercased() } ?? ""
            return host == "example.com" || host.hasSuffix(".example.com") ? .decides(.allow) : .passes
        }
    }

    @Test("the built-in presets pass", arguments: Preset.allCases)
    func presetsPass(_ preset: Preset) throws {
        let chain = try #require(preset.builder().build().navigationChain)
        let report = PolicyAudit.audit(chain, options: .init(corpus: Self.hostile))
        #expect(report.passed, "\(report.render())")
        #expect(report.urlsAsked > 300)
        #expect(report.trustedHosts.contains { $0.hasSuffix("example.com") })
    }

    @Test("a chain that trusts by host alone, with an allow-all fallback, fails with each hostile URL as a witness")
    func hostOnlyChainFails() {
        let chain = NavigationChain {
            TrustByHostText()
            AllowAllHandler()
        }
        let report = PolicyAudit.audit(chain, options: .init(trustedHosts: [Self.site], corpus: Self.hostile))
        #expect(!report.passed)
        #expect(report.trust.first?.trust == "undeclared, held to the trusted hosts: *.example.com")
        for url in Self.hostile {
            let witnesses = report.findings.filter { $0.url == url && $0.technique == .corpus }
            #expect(witnesses.count == 2, "\(url)")  // A link tap and an app load.
            #expect(witnesses.allSatisfy { $0.handler == "TrustByHostText" && $0.decision == "allow" }, "\(url)")
        }
        // The generated techniques find the same holes without the corpus.
        let generated = PolicyAudit.audit(chain, options: .init(trustedHosts: [Self.site]))
        let techniques = Set(generated.findings.map(\.technique))
        #expect(techniques.isSuperset(of: [.nonWebScheme, .idna, .percentEncoding]), "\(techniques)")
        #expect(generated.findings.contains { $0.url == "javascript://example.com/%0aalert(document.domain)" })
        #expect(generated.findings.contains { $0.url == "https://evil.c\u{2100}.example.com/" && $0.origin == nil })
    }

    @Test("the README's forms pass: hostMatches before an allow-all, HostListHandler.allow before a cancel-all")
    func readmeFormsPass() {
        let hostMatching = NavigationChain {
            HostileURLs.TrustSite()
            AllowAllHandler()
        }
        let allowList = NavigationChain {
            HostListHandler.allow([Self.site])
            CancelAllHandler()
        }
        for chain in [hostMatching, allowList] {
            let report = PolicyAudit.audit(chain, options: .init(trustedHosts: [Self.site], corpus: Self.hostile))
            #expect(report.passed, "\(report.render())")
        }
    }

    @Test("a host rule that names a scheme whose host names no server still fails")
    func namedNonWebSchemeFails() {
        let chain = NavigationChain {
            HostListHandler.allow([
                HostPattern("example.com", includeSubdomains: false, schemes: ["https", "javascript"])
            ])
            CancelAllHandler()
        }
        let report = PolicyAudit.audit(chain)
        #expect(report.findings.map(\.url).contains("javascript://example.com/%0aalert(document.domain)"))
        #expect(report.findings.allSatisfy { $0.handler == "HostAllow" && $0.url.hasPrefix("javascript:") })
    }

    @Test("a deep-link handler that claims everything (RACE-CASES 2) routes hostile URLs into the app")
    func deepLinkClaimingEverythingFails() {
        let chain = NavigationChain {
            DeepLinkHandler(hosts: [HostPattern("link.example.com", includeSubdomains: false)], matchesEverything: true)
            AllowAllHandler()
        }
        let report = PolicyAudit.audit(chain)
        #expect(
            report.findings.contains { $0.technique == .userinfo && $0.url == "https://link.example.com@evil.example/" }
        )
        #expect(report.findings.allSatisfy { $0.handler == "DeepLink" && $0.decision.contains("openDeepLink") })
    }

    @Test(
        "a host trust covers a web origin of its schemes only",
        arguments: [
            ("https://example.com/", true), ("https://shop.example.com./", true), ("http://example.com:8080/", true),
            ("https://example.com@evil.example/", false), ("https://evil-example.com/", false),
            ("wss://example.com/", false), ("javascript://example.com/", false), ("file://example.com/x", false),
            ("blob:https://example.com/uuid", true), ("blob:https://evil.example/example.com", false),
            ("https://evil.c\u{2100}.example.com/", false), ("exampleapp://example.com/", false),
        ])
    func trustCoverage(_ url: String, _ expected: Bool) {
        #expect(PolicyTrust.hosts([Self.site]).covers(ParsedURL(url)) == expected)
    }

    @Test("the JSON report names its schema, every finding's technique and deciding handler")
    func json() throws {
        let chain = NavigationChain {
            TrustByHostText()
            AllowAllHandler()
        }
        let text = try PolicyAudit.audit(chain, options: .init(trustedHosts: [Self.site])).json()
        #expect(text.contains("\"schema\" : \"navsim.audit/1\""))
        #expect(text.contains("\"technique\" : \"non-web-scheme\""))
        #expect(text.contains("\"handler\" : \"TrustByHostText\""))
    }
}
