/// Byte-level reads of a parsed URL for the hot path: handlers' claims compare canonical bytes in place,
/// without building `Substring`s or walking `String.UTF8View` indices.
extension ParsedURL {
    /// Calls `body` with the UTF-8 bytes of ``href``.
    @inline(__always)
    func withHrefBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = href.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = href
        return copy.withUTF8(body)
    }

    /// Whether the href, without its fragment, equals `other`'s bytes.
    func hrefWithoutFragmentEquals(_ other: [UInt8]) -> Bool {
        let count =
            offsets.fragmentStart == URLComponentOffsets.absent ? href.utf8.count : Int(offsets.fragmentStart) - 1
        guard count == other.count else { return false }
        return withHrefBytes { bytes in other.withUnsafeBufferPointer { Bytes.equal(bytes, from: 0, $0) } }
    }

    /// The path's byte range in ``href``, or `nil` for opaque, empty or invalid paths (no segments).
    /// The path's UTF-8 offsets in ``href``, as ``path`` slices them.
    var pathOffsets: Range<UInt32> { offsets.pathStart..<offsets.pathEnd }

    var pathByteRange: Range<Int>? {
        guard isValid, !offsets.hasOpaquePath, offsets.pathEnd > offsets.pathStart else { return nil }
        return Int(offsets.pathStart)..<Int(offsets.pathEnd)
    }

    /// ``href`` between two byte offsets, as a `Substring`.
    func substring(_ range: Range<Int>) -> Substring {
        let utf8 = href.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        return Substring(utf8[lower..<upper])
    }
}

/// Comparisons of raw bytes.
enum Bytes {
    /// Whether `bytes[start..<start + other.count]` equals `other`; the caller checked the bounds.
    @inline(__always)
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ other: UnsafeBufferPointer<UInt8>) -> Bool
    {
        var index = 0
        while index < other.count {
            if bytes[start + index] != other[index] { return false }
            index += 1
        }
        return true
    }

    /// `byte` with ASCII upper case lowered.
    @inline(__always)
    static func lowered(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}
