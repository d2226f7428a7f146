/// UTF-8 offsets of each component inside a canonical `href`, as the parser writes them.
///
/// Offsets are `UInt32`; `absent` marks a missing host, port, query or fragment. A ``ParsedURL`` keeps the
/// part of them that cannot be recomputed cheaply, as ``URLOffsets``.
struct URLComponentOffsets: Sendable, Equatable {
    static let absent = UInt32.max

    /// Offset of the `":"` after the scheme.
    var schemeEnd: UInt32 = 0
    var usernameStart: UInt32 = 0
    var usernameEnd: UInt32 = 0
    var passwordStart: UInt32 = 0
    var passwordEnd: UInt32 = 0
    /// `absent` when the URL has no host.
    var hostStart: UInt32 = absent
    var hostEnd: UInt32 = absent
    /// The explicit, non-default port, or `absent`.
    var port: UInt32 = absent
    var pathStart: UInt32 = 0
    var pathEnd: UInt32 = 0
    /// Offset just after `"?"`, or `absent`.
    var queryStart: UInt32 = absent
    /// Offset just after `"#"`, or `absent`.
    var fragmentStart: UInt32 = absent
    var scheme: URLScheme = .other
    var hasOpaquePath = false

    /// Offset where the query or fragment or the href ends, after the path.
    func queryEnd(hrefCount: Int) -> UInt32 {
        fragmentStart == Self.absent ? UInt32(hrefCount) : fragmentStart - 1
    }
}
