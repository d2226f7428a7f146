import NavSimCore

/// The hostile URLs of issue 19, each trusted as `example.com` by NavSim's host rules before it, and the
/// README's own way of trusting a host, shared by the host-rule and audit tests.
public enum HostileURLs {
    /// The trusted site: `example.com` and its sub-domains.
    public static let site = HostPattern("example.com", includeSubdomains: true)

    /// Seven non-web schemes with `example.com` as their host, and a host that UTS #46 maps to a `/` (U+2100
    /// ACCOUNT OF is "a/c"), which the URL Standard refuses to parse.
    public static let issue19 = [
        "javascript://example.com/%0aalert(document.domain)",
        "data://example.com/text/html,hi",
        "file://example.com/etc/passwd",
        "about://example.com/",
        "intent://example.com/#Intent;scheme=https;package=com.evil.app;end",
        "exampleapp://example.com/login",
        "ftp://example.com/",
        "https://evil.c\u{2100}.example.com/",
    ]

    /// The README's handler form: trust `site` by `hostMatches`.
    public struct TrustSite: StaticNavigationActionHandler {
        public let name = "TrustSite"

        public init() {}

        public func claim(_ action: NavigationAction) -> HandlerClaim {
            action.request.hostMatches(HostileURLs.site) ? .decides(.allow) : .passes
        }
    }
}
