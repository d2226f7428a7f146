/// The component offsets a ``ParsedURL`` keeps: those of ``URLComponentOffsets`` that the hot path reads,
/// in 32 bytes, so that a `ParsedURL` is 56 bytes.
///
/// Why 56: the Swift 6 compiler moves a value of 64 bytes or more through memory ("large loadable types"),
/// and copies and destroys it, and an `Optional` of it, by calls through its value witness table. A URL is
/// copied into every action, response, history item and published state, so an 80-byte `ParsedURL` costs
/// throughput: `navsim bench` and the `Parse_ParsedURL` and `Navigation_WebView_load_on_the_actor`
/// benchmarks (`Benchmarks/`) measure it, side by side with the commit before (docs/performance.md), and
/// `LayoutTests` hold the size.
///
/// Recomputed rather than kept, as no handler reads them on the hot path: the username's and password's
/// offsets. Credentials sit between `"//"` and the host, so the host starts later than `schemeEnd + 3`
/// exactly when there are any; ``ParsedURL/credentialOffsets`` finds them. The port is a `UInt16` and a
/// flag rather than a `UInt32` with a marker.
///
/// ``ParsedURL/init(href:offsets:)`` checks every recomputation against the parser's offsets in debug builds.
struct URLOffsets: Sendable, Equatable {
    /// Offset of the `":"` after the scheme.
    let schemeEnd: UInt32
    /// `URLComponentOffsets.absent` when the URL has no host.
    let hostStart: UInt32
    let hostEnd: UInt32
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
        hostEnd = offsets.hostEnd
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

    /// Offset where the query or fragment or the href ends, after the path.
    func queryEnd(hrefCount: Int) -> UInt32 {
        fragmentStart == URLComponentOffsets.absent ? UInt32(hrefCount) : fragmentStart - 1
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
        return offsets.port == full.port
            && offsets.hasOpaquePath == full.hasOpaquePath
            && same(credentials.username, full.usernameStart, full.usernameEnd)
            && same(credentials.password, full.passwordStart, full.passwordEnd)
    }
}
