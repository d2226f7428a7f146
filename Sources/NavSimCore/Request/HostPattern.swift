/// A domain to match hosts against, canonicalised once.
///
/// The domain is canonicalised like a URL host: lowercased, percent-decoded, IDNA to ASCII, and a trailing dot
/// removed, so matching is a byte comparison. Use it with ``ParsedURL/hostMatches(_:)``.
///
/// ```swift
/// let pattern = HostPattern("Example.COM.", includeSubdomains: true)
/// pattern.domain  // "example.com"
/// ```
public struct HostPattern: Sendable, Hashable {
    /// The canonical domain, without a trailing dot.
    public let domain: String
    /// Whether subdomains of ``domain`` match too (`shop.example.com` for `example.com`).
    public let includeSubdomains: Bool
    /// The domain's bytes, compared in place by ``ParsedURL/hostMatches(_:)``.
    let domainBytes: [UInt8]

    /// Creates a pattern, canonicalising `domain` like a host.
    ///
    /// A domain that is not a valid host is kept lowercased; it still never matches a different host.
    ///
    /// - Parameters:
    ///   - domain: The domain, such as `"example.com"` or `"bücher.example"`.
    ///   - includeSubdomains: Whether subdomains match too.
    public init(_ domain: String, includeSubdomains: Bool) {
        var canonical = HostParser.canonicalDomain(domain)
        while canonical.utf8.last == UInt8(ascii: ".") {
            canonical.removeLast()
        }
        self.domain = canonical
        self.includeSubdomains = includeSubdomains
        self.domainBytes = Array(canonical.utf8)
    }
}
