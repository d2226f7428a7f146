/// The component offsets a ``ParsedURL`` keeps: those of ``URLComponentOffsets`` that cannot be recomputed
/// in a few instructions, in 28 bytes, so that a `ParsedURL` is 56 bytes.
///
/// Why 56: the Swift 6 compiler moves a value of 64 bytes or more through memory ("large loadable types"),
/// and copies and destroys it, and an `Optional` of it, by calls through its value witness table. A URL is
/// copied into every action, response, history item and published state, so a 64-byte `ParsedURL` cost the
/// default `navsim bench` about 6 % of its throughput (measured side by side; README, Performance).
///
/// Recomputed rather than kept:
/// - the host's end: the path's start, less the port and its `":"` when there is a port (the canonical port
///   has no leading zeros, so its digits are known from its value);
/// - the username's and password's offsets: credentials sit between `"//"` and the host, so the host starts
///   later than `schemeEnd + 3` exactly when there are any; ``ParsedURL/credentialOffsets`` finds them.
///
/// ``ParsedURL/init(href:offsets:)`` checks every recomputation against the parser's offsets in debug builds.
struct URLOffsets: Sendable, Equatable {
    /// Offset of the `":"` after the scheme.
    let schemeEnd: UInt32
    /// `URLComponentOffsets.absent` when the URL has no host.
    let hostStart: UInt32
    let pathStart: UInt32
    let pathEnd: UInt32
    /// Offset just after `"?"`, or `absent`.
    let queryStart: UInt32
    /// Offset just after `"#"`, or `absent`.
    let fragmentStart: UInt32
    /// The port, when ``Flags/hasPort``.
    private let portValue: UInt16
    let scheme: URLScheme
    private let flags: Flags

    private struct Flags: OptionSet, Sendable, Equatable {
        let rawValue: UInt8
        static let hasOpaquePath = Flags(rawValue: 1 << 0)
        static let hasPort = Flags(rawValue: 1 << 1)
    }

    /// The offsets of an invalid URL: no host, query or fragment, and empty components.
    init() {
        self.init(URLComponentOffsets())
    }

    /// Keeps what the parser found.
    ///
    /// - Parameter offsets: Every component's offsets, as the parser wrote them.
    init(_ offsets: URLComponentOffsets) {
        schemeEnd = offsets.schemeEnd
        hostStart = offsets.hostStart
        pathStart = offsets.pathStart
        pathEnd = offsets.pathEnd
        queryStart = offsets.queryStart
        fragmentStart = offsets.fragmentStart
        scheme = offsets.scheme
        var flags: Flags = offsets.hasOpaquePath ? [.hasOpaquePath] : []
        if offsets.port != URLComponentOffsets.absent {
            flags.insert(.hasPort)
            portValue = UInt16(truncatingIfNeeded: offsets.port)
        } else {
            portValue = 0
        }
        self.flags = flags
    }

    /// Whether the path is opaque (`mailto:x`, `tel:1`): no `"/"` after the scheme, no segments.
    var hasOpaquePath: Bool { flags.contains(.hasOpaquePath) }

    /// The explicit, non-default port, or `absent`.
    var port: UInt32 { flags.contains(.hasPort) ? UInt32(portValue) : URLComponentOffsets.absent }

    /// The offset just after the host, or `absent` when the URL has no host.
    var hostEnd: UInt32 {
        guard hostStart != URLComponentOffsets.absent else { return URLComponentOffsets.absent }
        guard flags.contains(.hasPort) else { return pathStart }
        return pathStart - 1 - Self.decimalDigits(portValue)
    }

    /// Offset where the query or fragment or the href ends, after the path.
    func queryEnd(hrefCount: Int) -> UInt32 {
        fragmentStart == URLComponentOffsets.absent ? UInt32(hrefCount) : fragmentStart - 1
    }

    /// The number of digits of `value` written in decimal without leading zeros.
    private static func decimalDigits(_ value: UInt16) -> UInt32 {
        value >= 10_000 ? 5 : value >= 1000 ? 4 : value >= 100 ? 3 : value >= 10 ? 2 : 1
    }
}

extension ParsedURL {
    /// The UTF-8 offsets of the username and password in ``href``; empty ranges when there are none.
    ///
    /// Credentials are serialised as `username[:password]@` right after `"//"`, with a `":"` in either
    /// percent-encoded, so the first `":"` before the `"@"` separates them.
    var credentialOffsets: (username: Range<UInt32>, password: Range<UInt32>) {
        let start = offsets.schemeEnd + 3
        let hostStart = offsets.hostStart
        guard isValid, hostStart != URLComponentOffsets.absent, hostStart > start else { return (0..<0, 0..<0) }
        let end = hostStart - 1
        let colon = withHrefBytes { bytes in
            (Int(start)..<Int(end)).first { bytes[$0] == UInt8(ascii: ":") }.map(UInt32.init)
        }
        guard let colon else { return (start..<end, end..<end) }
        return (start..<colon, (colon + 1)..<end)
    }

    /// Whether ``offsets`` and ``credentialOffsets`` give back every offset the parser found: checked for
    /// every URL parsed in a debug build.
    ///
    /// - Parameter full: The parser's offsets.
    /// - Returns: Whether every component slices the same bytes.
    func keepsEveryOffset(of full: URLComponentOffsets) -> Bool {
        func same(_ kept: Range<UInt32>, _ start: UInt32, _ end: UInt32) -> Bool {
            kept == start..<end || (kept.isEmpty && start == end)
        }
        let credentials = credentialOffsets
        return offsets.hostEnd == full.hostEnd && offsets.port == full.port
            && offsets.hasOpaquePath == full.hasOpaquePath
            && same(credentials.username, full.usernameStart, full.usernameEnd)
            && same(credentials.password, full.passwordStart, full.passwordEnd)
    }
}
