/// The parser's fast path for input that is already canonical.
///
/// Most URLs an app loads are canonical as written: a lowercase scheme, then either `//`, a lowercase host
/// with no port or userinfo and a path of plain segments, or an opaque path (`tel:`, `mailto:`); a query and
/// fragment with nothing to percent-encode. For them the href is the input itself, and one scan that only
/// classifies bytes (one table load per byte) finds the offsets. Anything else (a byte the full parser would
/// rewrite, escape or check further: upper case, `\`, a segment starting with `.` or `%`, an empty label, a
/// port, a special host whose last label starts with a digit, `file:`, any control, space or non-ASCII byte
/// outside an opaque path) is declined, so the answer is always the full parser's; `URLFastPathTests`
/// compares the two.
extension URLParser {
    /// Byte classes, one bit each, so that a scan tests one table entry per byte.
    private enum ByteClass {
        /// After a scheme's first letter: lowercase letters, digits, `+`, `-`, `.`.
        static let schemeTail: UInt8 = 1 << 0
        /// In a host copied unchanged, between dots and hyphens: lowercase letters and digits.
        static let hostPlain: UInt8 = 1 << 1
        /// Inside a path segment copied unchanged: outside the path set, not `/` or `\`.
        static let pathPlain: UInt8 = 1 << 2
        /// In a special scheme's query copied unchanged.
        static let specialQueryPlain: UInt8 = 1 << 3
        /// In another scheme's query copied unchanged.
        static let queryPlain: UInt8 = 1 << 4
        /// In a fragment copied unchanged.
        static let fragmentPlain: UInt8 = 1 << 5
        /// In an opaque path copied unchanged: outside the C0 control set, not `?` or `#`.
        static let opaquePlain: UInt8 = 1 << 6

        /// The classes of each byte, derived from the percent-encode sets the full parser uses.
        static let table: [UInt8] = (0...255).map { value in
            let byte = UInt8(value)
            var classes: UInt8 = 0
            let isLower = byte &- 0x61 < 26
            let isDigit = byte &- 0x30 < 10
            if isLower || isDigit || byte == 0x2B || byte == 0x2D || byte == 0x2E { classes |= schemeTail }
            if isLower || isDigit { classes |= hostPlain }
            if !PercentEncodeSet.pathSegmentEnd.contains(byte) { classes |= pathPlain }
            if !PercentEncodeSet.specialQuery.contains(byte) { classes |= specialQueryPlain }
            if !PercentEncodeSet.query.contains(byte) { classes |= queryPlain }
            if !PercentEncodeSet.fragment.contains(byte) { classes |= fragmentPlain }
            if !PercentEncodeSet.c0Control.contains(byte) && byte != UInt8(ascii: "?") && byte != UInt8(ascii: "#") {
                classes |= opaquePlain
            }
            return classes
        }
    }

    /// The offsets of `raw` when it is an absolute URL that is canonical as written, or `nil` to run the
    /// full parser.
    static func canonicalOffsets(_ raw: UnsafeBufferPointer<UInt8>) -> URLComponentOffsets? {
        ByteClass.table.withUnsafeBufferPointer { canonicalOffsets(raw, classes: $0) }
    }

    @inline(__always)
    private static func canonicalOffsets(
        _ raw: UnsafeBufferPointer<UInt8>,
        classes: UnsafeBufferPointer<UInt8>
    ) -> URLComponentOffsets? {
        let count = raw.count
        guard count > 0, count < Int(UInt32.max / 2), raw[0] &- 0x61 < 26, raw[count - 1] > 0x20 else { return nil }
        /// Moves `index` past bytes of `byteClass`.
        @inline(__always)
        func skip(_ index: inout Int, _ byteClass: UInt8) {
            while index < count && classes[Int(raw[index])] & byteClass != 0 { index += 1 }
        }
        // The scheme: a lowercase letter, then lowercase letters, digits, "+", "-" or ".", then ":".
        var index = 1
        skip(&index, ByteClass.schemeTail)
        let colon = index
        guard colon < count, raw[colon] == UInt8(ascii: ":") else { return nil }
        var offsets = URLComponentOffsets()
        offsets.scheme = URLScheme(bytes: UnsafeBufferPointer(rebasing: raw[0..<colon]))
        offsets.schemeEnd = UInt32(colon)
        guard offsets.scheme != .file else { return nil }
        let special = offsets.scheme.isSpecial
        if colon + 2 < count && raw[colon + 1] == UInt8(ascii: "/") && raw[colon + 2] == UInt8(ascii: "/") {
            let hostStart = colon + 3
            index = hostStart
            guard skipHost(raw, &index, special: special, classes: classes) else { return nil }
            offsets.usernameStart = UInt32(hostStart)
            offsets.usernameEnd = UInt32(hostStart)
            offsets.passwordStart = UInt32(hostStart)
            offsets.passwordEnd = UInt32(hostStart)
            offsets.hostStart = UInt32(hostStart)
            offsets.hostEnd = UInt32(index)
            offsets.pathStart = UInt32(index)
            // The path: plain segments after "/", none of which may be a dot segment (".", "..", "%2e",
            // ".%2E", ...: each starts with "." or "%"), up to "?", "#" or the end.
            while index < count && raw[index] == UInt8(ascii: "/") {
                index += 1
                if index < count && (raw[index] == UInt8(ascii: ".") || raw[index] == UInt8(ascii: "%")) { return nil }
                skip(&index, ByteClass.pathPlain)
            }
            guard index == count || raw[index] == UInt8(ascii: "?") || raw[index] == UInt8(ascii: "#") else {
                return nil
            }
        } else {
            // An opaque path: what `parseOpaquePath` copies unchanged, up to "?" or "#".
            guard !special, colon + 1 == count || raw[colon + 1] != UInt8(ascii: "/") else { return nil }
            offsets.hasOpaquePath = true
            offsets.pathStart = UInt32(colon + 1)
            index = colon + 1
            skip(&index, ByteClass.opaquePlain)
            guard index == count || raw[index] == UInt8(ascii: "?") || raw[index] == UInt8(ascii: "#") else {
                return nil
            }
        }
        offsets.pathEnd = UInt32(index)
        if index < count && raw[index] == UInt8(ascii: "?") {
            index += 1
            offsets.queryStart = UInt32(index)
            skip(&index, special ? ByteClass.specialQueryPlain : ByteClass.queryPlain)
            guard index == count || raw[index] == UInt8(ascii: "#") else { return nil }
        }
        if index < count {
            // At "#".
            index += 1
            offsets.fragmentStart = UInt32(index)
            skip(&index, ByteClass.fragmentPlain)
            guard index == count else { return nil }
        }
        return offsets
    }

    /// Moves `index` past a host that `parseAuthority` copies unchanged: lowercase letters, digits, "." and
    /// "-", no empty label, no "--"; for a special scheme its last label does not start with a digit (it could
    /// be an IPv4 address) and a path follows (the full parser inserts "/" before "?", "#" or the end).
    ///
    /// - Returns: Whether the host qualifies.
    @inline(__always)
    private static func skipHost(
        _ raw: UnsafeBufferPointer<UInt8>,
        _ index: inout Int,
        special: Bool,
        classes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let count = raw.count
        let start = index
        var labelStart = start
        var lastLabelStart = start
        while true {
            while index < count && classes[Int(raw[index])] & ByteClass.hostPlain != 0 { index += 1 }
            guard index < count else { break }
            let byte = raw[index]
            if byte == UInt8(ascii: ".") {
                if index == start || raw[index - 1] == UInt8(ascii: ".") { return false }
                index += 1
                lastLabelStart = labelStart
                labelStart = index
            } else if byte == UInt8(ascii: "-") {
                if index > start && raw[index - 1] == UInt8(ascii: "-") { return false }
                index += 1
            } else {
                break
            }
        }
        guard index > start else { return false }
        if special {
            guard index < count, raw[index] == UInt8(ascii: "/") else { return false }
            // The last label, ignoring one trailing dot.
            return raw[labelStart < index ? labelStart : lastLabelStart] &- 0x30 >= 10
        }
        guard index < count else { return true }
        let byte = raw[index]
        return byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }
}
