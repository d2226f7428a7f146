import NavSimCore
import Testing

@Suite("Host matching resists confusion")
struct HostMatchingTests {
    @Test(
        "a pattern's domain is canonicalised like a host",
        arguments: [
            ("example.com", "example.com"),
            ("Example.COM.", "example.com"),
            ("EX%41MPLE.com", "example.com"),
            ("bücher.example", "xn--bcher-kva.example"),
            ("0x7f.1", "127.0.0.1"),
            ("not a host", "not a host"),
        ])
    func patternCanonicalisation(_ domain: String, _ expected: String) {
        #expect(HostPattern(domain, includeSubdomains: false).domain == expected)
    }

    @Test(
        "only the real host matches",
        arguments: [
            // Exact and subdomains.
            ("https://example.com/", "example.com", false, true),
            ("https://shop.example.com/", "example.com", false, false),
            ("https://shop.example.com/", "example.com", true, true),
            ("https://a.b.example.com/", "example.com", true, true),
            ("https://example.com/", "example.com", true, true),
            // Suffix confusion.
            ("https://evil-example.com/", "example.com", true, false),
            ("https://evilexample.com/", "example.com", true, false),
            ("https://example.com.evil.net/", "example.com", true, false),
            ("https://example.co/", "example.com", true, false),
            // Userinfo trick: the host is after the "@".
            ("https://example.com@evil.net/", "example.com", true, false),
            ("https://example.com:pw@evil.net/", "example.com", true, false),
            ("https://evil.net@example.com/", "example.com", false, true),
            ("https://example.com\\@evil.net/", "example.com", false, true),
            // Case, a trailing dot, percent-encoding, IDNA.
            ("https://EXAMPLE.Com/", "example.com", false, true),
            ("https://example.com./", "example.com", false, true),
            ("https://shop.example.com./", "example.com.", true, true),
            ("https://ex%61mple.com/", "example.com", false, true),
            ("https://bücher.example/", "bücher.example", false, true),
            ("https://xn--bcher-kva.example/", "BÜCHER.example", false, true),
            // Ports and paths do not matter; a rule trusts web hosts only (HostileURLTests).
            ("https://example.com:8443/x", "example.com", false, true),
            ("itms-apps://Apps.Apple.com/app", "apps.apple.com", false, false),
            ("myapp://open/x", "open", false, false),
            // IP addresses match exactly only.
            ("http://127.0.0.1/", "0x7f.1", false, true),
            ("http://10.1.2.3/", "2.3", true, false),
            ("http://[::1]/", "[::1]", false, true),
            // No host, no match.
            ("tel:+1555", "example.com", true, false),
            ("file:///etc/hosts", "example.com", true, false),
        ])
    func matching(_ url: String, _ domain: String, _ includeSubdomains: Bool, _ expected: Bool) {
        let pattern = HostPattern(domain, includeSubdomains: includeSubdomains)
        #expect(ParsedURL(url).hostMatches(pattern) == expected)
    }

    @Test(
        "a named non-special scheme compares its host ignoring ASCII case",
        arguments: [
            ("itms-apps://Apps.Apple.com/app", "apps.apple.com", true),
            ("myapp://open/x", "open", true),
            ("myapp://OPEN/x", "open", true),
            ("myapp://opened/x", "open", false),
        ])
    func namedScheme(_ url: String, _ domain: String, _ expected: Bool) {
        let pattern = HostPattern(domain, includeSubdomains: false, schemes: ["itms-apps", "myapp"])
        #expect(ParsedURL(url).hostMatches(pattern) == expected)
    }

    @Test("an empty pattern matches nothing")
    func emptyPattern() {
        #expect(!ParsedURL("https://example.com/").hostMatches(HostPattern("", includeSubdomains: true)))
        #expect(!ParsedURL("myapp:///x").hostMatches(HostPattern("", includeSubdomains: false)))
    }
}
