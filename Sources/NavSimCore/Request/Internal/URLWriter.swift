/// The output of a parse: compares against the input until the first byte that differs, and only then copies
/// into a buffer.
///
/// Most requests are already canonical, so most parses never allocate a scratch buffer, and the `href` is the
/// caller's own string.
struct URLWriter {
    /// The bytes the output is compared with (the trimmed input).
    let source: UnsafeBufferPointer<UInt8>
    /// Bytes written so far.
    private(set) var count = 0
    /// Whether the output has differed from `source`; until then `buffer` is empty and the output is
    /// `source[0..<count]`.
    private(set) var diverged = false
    private(set) var buffer: [UInt8] = []

    init(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if !diverged {
            if count < source.count && source[count] == byte {
                count &+= 1
                return
            }
            diverge(extra: 16)
        }
        buffer.append(byte)
        count &+= 1
    }

    /// Appends `source[range]` verbatim: free while the output still matches the input at the same offset.
    @inline(__always)
    mutating func appendSource(_ range: Range<Int>) {
        if !diverged && count == range.lowerBound {
            count = range.upperBound
            return
        }
        appendSourceSlow(range)
    }

    private mutating func appendSourceSlow(_ range: Range<Int>) {
        if diverged {
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: source[range]))
            count += range.count
        } else {
            for index in range { append(source[index]) }
        }
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes { append(byte) }
    }

    mutating func append(ascii string: StaticString) {
        string.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends `byte` as `%XX` (uppercase hex).
    mutating func appendPercentEncoded(_ byte: UInt8) {
        append(0x25)
        append(Self.hexDigit(byte >> 4))
        append(Self.hexDigit(byte & 0xF))
    }

    /// Appends a decimal number.
    mutating func append(decimal value: Int) {
        if value >= 10 { append(decimal: value / 10) }
        append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
    }

    /// Appends a lowercase hexadecimal number without leading zeros.
    mutating func append(hex value: UInt16) {
        if value >= 16 { append(hex: value >> 4) }
        append(Self.hexDigit(UInt8(truncatingIfNeeded: value & 0xF)) | 0x20)
    }

    func byte(at index: Int) -> UInt8 {
        diverged ? buffer[index] : source[index]
    }

    mutating func truncate(to newCount: Int) {
        if diverged { buffer.removeLast(count - newCount) }
        count = newCount
    }

    mutating func insert(ascii string: StaticString, at index: Int) {
        if !diverged { diverge(extra: string.utf8CodeUnitCount) }
        string.withUTF8Buffer { buffer.insert(contentsOf: $0, at: index) }
        count += string.utf8CodeUnitCount
    }

    private mutating func diverge(extra: Int) {
        diverged = true
        buffer.reserveCapacity(source.count + source.count / 2 + extra)
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: source[0..<count]))
    }

    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 0x30 + nibble : 0x37 + nibble
    }
}
