/// The URL Standard's percent-encode sets, as bit tables over ASCII.
///
/// Every set contains the C0 controls and all bytes above `0x7E`, so non-ASCII input is UTF-8 percent-encoded
/// byte by byte. `%` is in none of them: existing escapes are kept as they are.
struct PercentEncodeSet: Sendable {
    private let low: UInt64
    private let high: UInt64

    private init(_ characters: String) {
        var low: UInt64 = 0xFFFF_FFFF  // C0 controls
        var high: UInt64 = 1 << 63  // DEL
        for byte in characters.utf8 {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
        self.low = low
        self.high = high
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        if byte < 64 { return low & (1 << UInt64(byte)) != 0 }
        if byte < 128 { return high & (1 << UInt64(byte &- 64)) != 0 }
        return true
    }

    static let c0Control = PercentEncodeSet("")
    static let fragment = PercentEncodeSet(" \"<>`")
    static let query = PercentEncodeSet(" \"#<>")
    static let specialQuery = PercentEncodeSet(" \"#<>'")
    static let path = PercentEncodeSet(" \"#<>?`{}")
    static let userinfo = PercentEncodeSet(" \"#<>?`{}/:;=@[\\]^|")
}
