/// A request URL parsed once into its canonical form, as WebKit hands it to the navigation delegate.
///
/// `http`, `https`, `ws`, `wss`, `ftp` and `file` URLs follow the WHATWG URL Standard: scheme and host lowercased,
/// the default port dropped, dot segments resolved and percent-encoding normalised. Other schemes (`tel:`,
/// `mailto:`, `itms-apps:`, an app's own scheme) are kept as the Standard keeps them, split into scheme and rest.
///
/// The canonical ``href`` is stored once with the offsets of each component; every accessor slices it in O(1)
/// without allocating. Parsing never fails and never traps: invalid input gives an invalid URL whose ``failure``
/// says why and whose ``href`` is the raw input.
///
/// ```swift
/// let url = ParsedURL("HTTPS://Shop.Example.com:443/a/./b/../product/1234?ref=home")
/// url.href            // "https://shop.example.com/a/product/1234?ref=home"
/// url.host            // "shop.example.com"
/// Array(url.pathSegments)  // ["a", "product", "1234"]
/// ```
///
/// Equality and hashing use the ``href`` (and validity).
public struct ParsedURL: Sendable, Hashable, CustomStringConvertible {
    /// The canonical serialisation, or the raw input when invalid.
    public let href: String
    let offsets: URLOffsets
    /// Why the URL is invalid, or `nil` when it is valid.
    public var failure: URLParseFailure? { failureBox?.failure }
    /// The failure behind a reference, so that a valid URL (nearly every one) carries 8 bytes for it, not 24:
    /// every action, frame and history item holds a `ParsedURL`, and they are copied by value.
    private let failureBox: FailureBox?

    private final class FailureBox: Sendable {
        let failure: URLParseFailure

        init(_ failure: URLParseFailure) { self.failure = failure }
    }

    /// Parses an absolute URL.
    ///
    /// - Parameter string: The URL, such as `"https://example.com/a"`; leading and trailing C0 controls and spaces
    ///   are ignored, and so are tabs and newlines anywhere.
    @inlinable
    public init(_ string: some StringProtocol) {
        // Inlinable so that a `String` argument is passed as is, without a generic conversion.
        if let string = string as? String {
            self.init(parsingAbsolute: string)
        } else {
            self.init(parsingAbsolute: String(string))
        }
    }

    /// Parses a URL relative to `base`, as the URL Standard resolves a link or a `Location: /x` redirect.
    ///
    /// An absolute `string` ignores the base, except that `http:foo` against an `http` base is relative.
    ///
    /// - Parameters:
    ///   - string: The URL or relative reference, such as `"../y"`, `"?q"`, `"#f"` or `"//other.host/p"`.
    ///   - base: The URL to resolve against; when it is invalid the result is invalid.
    @inlinable
    public init(_ string: some StringProtocol, relativeTo base: ParsedURL) {
        if let string = string as? String {
            self.init(parsing: string, base: base)
        } else {
            self.init(parsing: String(string), base: base)
        }
    }

    @usableFromInline
    init(parsingAbsolute string: consuming String) {
        self = URLParser.parseAbsolute(string)
    }

    @usableFromInline
    init(parsing string: consuming String, base: ParsedURL?) {
        self = URLParser.parse(string, base: base)
    }

    init(href: consuming String, offsets: URLComponentOffsets) {
        self.href = href
        self.offsets = URLOffsets(offsets)
        self.failureBox = nil
        #if NAVSIM_INTERNAL_CHECKS
            precondition(keepsEveryOffset(of: offsets), "\(self.href): an offset the parser found is not recomputed")
        #endif
    }

    init(invalid raw: consuming String, failure: URLParseFailure) {
        self.href = raw
        self.offsets = URLOffsets()
        self.failureBox = FailureBox(failure)
    }

    /// Whether parsing succeeded.
    public var isValid: Bool { failureBox == nil }

    /// The scheme, lowercased, without `":"`; empty when invalid.
    public var scheme: Substring { slice(0, isValid ? offsets.schemeEnd : 0) }

    /// Whether the scheme is one of the URL Standard's special schemes: http, https, ws, wss, ftp, file.
    public var isSpecial: Bool { isValid && offsets.scheme.isSpecial }

    /// Whether this is a non-special URL without an authority (`tel:`, `mailto:`, `sms:`, `myapp:x`).
    ///
    /// `itms-apps://apps.apple.com/x` and `myapp://open/x` have an authority and are not opaque.
    public var isOpaque: Bool {
        isValid && !offsets.scheme.isSpecial && offsets.hostStart == URLComponentOffsets.absent
    }

    /// The username, percent-encoded; empty when absent.
    public var username: Substring {
        let range = credentialOffsets.username
        return slice(range.lowerBound, range.upperBound)
    }

    /// The password, percent-encoded; empty when absent.
    public var password: Substring {
        let range = credentialOffsets.password
        return slice(range.lowerBound, range.upperBound)
    }

    /// The canonical host, or `nil` when the URL has none.
    ///
    /// For special URLs: lowercased, percent-decoded, IDNA to ASCII, IPv4 in dotted decimal, IPv6 in brackets and
    /// compressed, a trailing dot kept. For other URLs: the opaque host, percent-encoded, case kept. `file:` URLs
    /// have an empty host for `file:///x` and `file://localhost/x`.
    public var host: Substring? {
        offsets.hostStart == URLComponentOffsets.absent ? nil : slice(offsets.hostStart, offsets.hostEnd)
    }

    /// The port, or `nil` when absent or the scheme's default.
    public var port: Int? { offsets.port == URLComponentOffsets.absent ? nil : Int(offsets.port) }

    /// The path: `"/a/b"` for hierarchical URLs (at least `"/"` for special ones), or for an opaque URL the rest
    /// after `"scheme:"` up to `?` or `#`.
    public var path: Substring { slice(offsets.pathStart, offsets.pathEnd) }

    /// The query, without `"?"`, or `nil` when absent.
    public var query: Substring? {
        offsets.queryStart == URLComponentOffsets.absent
            ? nil : slice(offsets.queryStart, offsets.queryEnd(hrefCount: href.utf8.count))
    }

    /// The fragment, without `"#"`, or `nil` when absent.
    public var fragment: Substring? {
        offsets.fragmentStart == URLComponentOffsets.absent
            ? nil : slice(offsets.fragmentStart, UInt32(href.utf8.count))
    }

    /// The path's segments, without allocating per segment; empty for opaque and empty paths.
    public var pathSegments: PathSegments {
        if offsets.hasOpaquePath || !isValid {
            return PathSegments(href: href, pathStart: 0, pathEnd: 0)
        }
        return PathSegments(href: href, pathStart: Int(offsets.pathStart), pathEnd: Int(offsets.pathEnd))
    }

    /// The origin: scheme, host and effective port for http(s), ws(s) and ftp; for a `blob:` URL, the origin of
    /// the `http` or `https` URL in its path; opaque otherwise.
    public var origin: URLOrigin {
        switch offsets.scheme {
        case .http, .https, .ws, .wss, .ftp:
            guard isValid, let host else { return .opaque }
            return URLOrigin(scheme: String(scheme), host: String(host), port: port ?? offsets.scheme.defaultPort)
        case .other where isValid && scheme == "blob":
            let inner = ParsedURL(path)
            guard inner.offsets.scheme == .https || inner.offsets.scheme == .http else { return .opaque }
            return inner.origin
        case .file, .other:
            return .opaque
        }
    }

    /// The `href` without `#fragment`, for same-document navigation detection.
    public var hrefWithoutFragment: Substring {
        offsets.fragmentStart == URLComponentOffsets.absent ? href[...] : slice(0, offsets.fragmentStart - 1)
    }

    /// Whether navigating from this URL to `other` stays in the same document: both are equal except for the
    /// fragment, and `other` has one.
    ///
    /// - Parameter other: The navigation's destination.
    /// - Returns: `true` for a fragment navigation such as `/a` to `/a#top`.
    public func isSameDocument(as other: ParsedURL) -> Bool {
        isValid && other.isValid && other.fragment != nil && hrefWithoutFragment == other.hrefWithoutFragment
    }

    /// Whether the host is `pattern`'s domain, or with ``HostPattern/includeSubdomains`` one of its subdomains,
    /// in a URL the rule applies to.
    ///
    /// Matching is on the canonical host, so it resists suffix confusion (`evil-example.com`,
    /// `example.com.evil.net`), userinfo tricks (`https://example.com@evil.net`), case, a trailing dot and
    /// percent-encoded hosts. IP addresses match exactly only. Non-special hosts compare ignoring ASCII case.
    ///
    /// A rule that trusts (`.trust`, the default) matches only URLs of the pattern's schemes, `http` and `https`
    /// unless it names others: `javascript://example.com/`, `data://example.com/`, `file://example.com/` or
    /// `intent://example.com/` never match by accident. A rule that refuses (`.refusal`) matches the host under
    /// every scheme, so a deny list is never weaker than its hosts (see ``HostRuleUse``).
    ///
    /// ```swift
    /// let site = HostPattern("example.com", includeSubdomains: true)
    /// ParsedURL("https://shop.example.com/").hostMatches(site)             // true
    /// ParsedURL("javascript://example.com/%0aalert(1)").hostMatches(site)  // false
    /// ParsedURL("ftp://example.com/").hostMatches(site, for: .refusal)     // true
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: The canonical domain to match, and the schemes it trusts.
    ///   - use: Whether the rule trusts or refuses what it matches.
    /// - Returns: Whether the host matches.
    public func hostMatches(_ pattern: HostPattern, for use: HostRuleUse = .trust) -> Bool {
        guard isValid, !pattern.domainBytes.isEmpty else { return false }
        switch use {
        case .trust:
            let trusted =
                pattern.isWebOnly
                ? offsets.scheme == .https || offsets.scheme == .http : pattern.schemes.contains(String(scheme))
            return trusted && hostMatchesInPlace(pattern)
        case .refusal:
            return HostMatching.refusalHost(of: self) { $0.hostMatchesInPlace(pattern) }
        }
    }

    private func hostMatchesInPlace(_ pattern: HostPattern) -> Bool {
        guard offsets.hostStart != URLComponentOffsets.absent else { return false }
        let hostStart = Int(offsets.hostStart)
        let hostEnd = Int(offsets.hostEnd)
        let special = offsets.scheme.isSpecial
        return withHrefBytes { bytes in
            pattern.domainBytes.withUnsafeBufferPointer { domain in
                HostMatching.matches(
                    bytes,
                    hostStart: hostStart,
                    hostEnd: hostEnd,
                    special: special,
                    domain: domain,
                    includeSubdomains: pattern.includeSubdomains
                )
            }
        }
    }

    /// The ``href``.
    public var description: String { href }

    /// URLs are equal when their hrefs (and validity) are.
    ///
    /// - Parameters:
    ///   - lhs: A URL.
    ///   - rhs: Another URL.
    /// - Returns: Whether they are equal.
    public static func == (lhs: ParsedURL, rhs: ParsedURL) -> Bool {
        lhs.href == rhs.href && lhs.isValid == rhs.isValid
    }

    /// Hashes the ``href``.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(href)
        hasher.combine(isValid)
    }

    @inline(__always)
    private func slice(_ start: UInt32, _ end: UInt32) -> Substring {
        let utf8 = href.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: Int(start))
        let upper = utf8.index(lower, offsetBy: Int(end) - Int(start))
        return Substring(utf8[lower..<upper])
    }
}
