/// The URL Standard's percent-encode sets, as bit tables over ASCII.
///
/// Every set contains the C0 controls and all bytes above `0x7E`, so non-ASCII input is UTF-8 percent-encoded
/// byte by byte. `%` is in none of them: existing escapes are kept as they are. The masks are constants (no lazy
/// global initialisation on the hot path); a test rebuilds them from the Standard's character lists.
struct PercentEncodeSet: Sendable, Equatable {
    private let low: UInt64
    private let high: UInt64

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// Builds a set from the URL Standard's list of extra characters (used to check the constants below).
    init(cZeroControlsAnd characters: String) {
        var low: UInt64 = 0xFFFF_FFFF  // C0 controls
        var high: UInt64 = 1 << 63  // DEL
        for byte in characters.utf8 {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
        self.init(low: low, high: high)
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        if byte < 64 { return low & (1 << UInt64(byte)) != 0 }
        if byte < 128 { return high & (1 << UInt64(byte &- 64)) != 0 }
        return true
    }

    /// The C0 control percent-encode set (opaque paths and hosts).
    static var c0Control: PercentEncodeSet { PercentEncodeSet(low: 0x0000_0000_FFFF_FFFF, high: 0x8000_0000_0000_0000) }
    /// The fragment percent-encode set: C0 controls, space, `"`, `<`, `>`, backquote.
    static var fragment: PercentEncodeSet { PercentEncodeSet(low: 0x5000_0005_FFFF_FFFF, high: 0x8000_0001_0000_0000) }
    /// The query percent-encode set: C0 controls, space, `"`, `#`, `<`, `>`.
    static var query: PercentEncodeSet { PercentEncodeSet(low: 0x5000_000D_FFFF_FFFF, high: 0x8000_0000_0000_0000) }
    /// The special-query percent-encode set: the query set and `'`.
    static var specialQuery: PercentEncodeSet {
        PercentEncodeSet(low: 0x5000_008D_FFFF_FFFF, high: 0x8000_0000_0000_0000)
    }
    /// The path percent-encode set: the query set and `?`, backquote, `{`, `}`.
    static var path: PercentEncodeSet { PercentEncodeSet(low: 0xD000_000D_FFFF_FFFF, high: 0xA800_0001_0000_0000) }
    /// The path set with `/` and `\`: where a plain path segment ends (the canonical fast path's scan).
    static var pathSegmentEnd: PercentEncodeSet {
        PercentEncodeSet(low: 0xD000_800D_FFFF_FFFF, high: 0xA800_0001_1000_0000)
    }
    /// The userinfo percent-encode set: the path set and `/`, `:`, `;`, `=`, `@`, `[` to `^`, `|`.
    static var userinfo: PercentEncodeSet { PercentEncodeSet(low: 0xFC00_800D_FFFF_FFFF, high: 0xB800_0001_7800_0001) }
}
