/// How a hostile URL of ``PolicyAudit`` tries to pass for a trusted host.
public enum PolicyAuditTechnique: String, Sendable, Hashable, CaseIterable, Codable {
    /// The trusted host as user-info before the real one: `https://example.com@evil.example/`.
    case userinfo
    /// A backslash, which special URLs read as a slash: `https://evil.example\example.com/`.
    case backslash
    /// Tabs and newlines, which the parser removes: `https://example.com\t.evil.example/`.
    case whitespace = "tab-newline"
    /// Percent-encoded bytes and dots in the host: `https://example.com%2eevil.example/`.
    case percentEncoding = "percent-encoding"
    /// Characters UTS #46 maps or that look alike: `https://еxample.com/` (Cyrillic е), U+2100 `℀`.
    case idna
    /// Full-width and ideographic dots, which map to `.`: `https://example.com．evil.example/`.
    case fullWidthDot = "full-width-dot"
    /// Trailing dots: `https://example.com.evil.example./`.
    case trailingDot = "trailing-dot"
    /// IPv4 in decimal, octal or hex: `https://0x7f.1/#example.com`.
    case ipv4
    /// IPv6 literals: `https://[::ffff:7f00:1]/example.com`.
    case ipv6
    /// Non-web schemes with the trusted host as authority: `javascript://example.com/%0aalert(1)`.
    case nonWebScheme = "non-web-scheme"
    /// Protocol-relative and encoded-slash forms resolved against a trusted page: `//evil.example/`.
    case protocolRelative = "protocol-relative"
    /// `javascript:` spelled to slip past a scheme check: `JaVa\tScRiPt:alert(1)//example.com`.
    case javascript
    /// Ports, explicit and odd: `https://example.com:8443/`.
    case port
    /// The trusted host in a query or fragment, or an open-redirect parameter.
    case openRedirect = "open-redirect"
    /// The trusted host as a prefix or suffix of another: `https://evil-example.com/`.
    case suffixConfusion = "suffix-confusion"
    /// A URL from the user's corpus.
    case corpus
}
