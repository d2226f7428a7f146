/// A domain to match hosts against, canonicalised once, and the schemes it is trusted under.
///
/// The domain is canonicalised like a URL host: lowercased, percent-decoded, IDNA to ASCII, and a trailing dot
/// removed, so matching is a byte comparison. Use it with ``ParsedURL/hostMatches(_:for:)``.
///
/// A host rule is about web hosts: a pattern matches `http` and `https` URLs only, unless it names other
/// schemes. `javascript://example.com/%0aalert(1)`, `data://example.com/…`, `file://example.com/…`,
/// `intent://example.com/…` or an app's `myapp://example.com/…` have `example.com` as their host in the URL
/// Standard's grammar, but the host does not say who serves them, so trusting them by host would trust
/// script, local files or another app. A rule that refuses (a deny list) is the other way round: it refuses
/// its host under every scheme (see ``HostRuleUse``).
///
/// ```swift
/// let pattern = HostPattern("Example.COM.", includeSubdomains: true)
/// pattern.domain   // "example.com"
/// pattern.schemes  // ["http", "https"]
/// let socket = HostPattern("example.com", includeSubdomains: false, schemes: ["https", "wss"])
/// ```
public struct HostPattern: Sendable, Hashable {
    /// The schemes a pattern matches unless it names others: `http` and `https`.
    public static let webSchemes: Set<String> = ["http", "https"]

    /// The canonical domain, without a trailing dot.
    public let domain: String
    /// Whether subdomains of ``domain`` match too (`shop.example.com` for `example.com`).
    public let includeSubdomains: Bool
    /// The lowercase schemes whose URLs the pattern trusts: ``webSchemes`` unless named.
    public let schemes: Set<String>
    /// The domain's bytes, compared in place by ``ParsedURL/hostMatches(_:for:)``.
    let domainBytes: [UInt8]
    /// Whether ``schemes`` is exactly ``webSchemes``, checked without reading the scheme's bytes.
    let isWebOnly: Bool

    /// Creates a pattern, canonicalising `domain` like a host.
    ///
    /// A domain that is not a valid host is kept lowercased; it still never matches a different host.
    ///
    /// - Parameters:
    ///   - domain: The domain, such as `"example.com"` or `"bücher.example"`.
    ///   - includeSubdomains: Whether subdomains match too.
    ///   - schemes: The schemes the pattern trusts, compared case-insensitively; `http` and `https` by
    ///     default. Name others (`wss`, an app's own scheme) only when their host really names the server.
    public init(_ domain: String, includeSubdomains: Bool, schemes: Set<String> = HostPattern.webSchemes) {
        var canonical = HostParser.canonicalDomain(domain)
        while canonical.utf8.last == UInt8(ascii: ".") {
            canonical.removeLast()
        }
        self.domain = canonical
        self.includeSubdomains = includeSubdomains
        let schemes = Set(schemes.map { $0.lowercased() })
        self.schemes = schemes
        self.domainBytes = Array(canonical.utf8)
        self.isWebOnly = schemes == Self.webSchemes
    }
}

/// What a host rule does with the URLs it matches, which decides the schemes it matches under.
///
/// A rule that trusts a host (allows it, opens it in a native screen, hands it to the app's router) must
/// never trust a URL whose host does not name a web server: it matches only its pattern's
/// ``HostPattern/schemes``, `http` and `https` by default. A rule that refuses a host must never be weaker
/// than the host: it matches the host under every scheme that has one (`ftp://evil.example/`,
/// `javascript://evil.example/`, `myapp://EVIL.example/`, compared as domains), and the host of a `blob:`
/// URL's origin (`blob:https://evil.example/…`).
///
/// ```swift
/// let evil = HostPattern("evil.example", includeSubdomains: true)
/// ParsedURL("ftp://evil.example/").hostMatches(evil)                 // false: not a web URL
/// ParsedURL("ftp://evil.example/").hostMatches(evil, for: .refusal)  // true: a deny list refuses it
/// ```
public enum HostRuleUse: Sendable, Hashable {
    /// The rule trusts what it matches: only the pattern's schemes match.
    case trust
    /// The rule refuses what it matches: the host matches under every scheme.
    case refusal
}
