/// Computes a trace's digest from its values: a stable 64-bit fingerprint, equal across processes and
/// machines (unlike `Hasher`, which is seeded per process).
///
/// Each value is mixed in with its own type tag, so `combine(1)` then `combine("a")` differs from
/// `combine("1a")`. Strings are mixed eight bytes at a time with their length.
public struct TraceDigester: Sendable {
    /// The digest so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The words a taping digester keeps instead of mixing them (``init(taping:)``), or `nil`.
    private(set) var taped: [UInt64]?

    /// Creates a digester.
    public init() {}

    /// Creates a digester that keeps, in order, the words it would mix, to be mixed later by another
    /// (``mix(taped:)``) after what comes before them is known: a run's steps come first in its digest, and
    /// are known only when the run ends, while its events are fed in as they happen.
    ///
    /// - Parameter capacity: Room for words.
    init(tapingWithCapacity capacity: Int) {
        var taped: [UInt64] = []
        taped.reserveCapacity(capacity)
        self.taped = taped
    }

    @inline(__always)
    private mutating func mix(_ word: UInt64) {
        if taped != nil {
            taped!.append(word)
            return
        }
        // One round of a multiply-xorshift mixer per word (as in wyhash and SplitMix64's finaliser).
        value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
        value ^= value >> 29
    }

    /// Mixes in the words a taping digester kept: the same value as feeding it what was fed to that one.
    ///
    /// - Parameter taped: The kept words.
    mutating func mix(taped: [UInt64]) {
        taped.withUnsafeBufferPointer { words in
            for word in words { mix(word) }
        }
    }

    /// Mixes in an integer.
    ///
    /// - Parameter integer: The value.
    public mutating func combine(_ integer: Int) {
        mix(UInt64(bitPattern: Int64(integer)))
    }

    /// Mixes in an unsigned integer.
    ///
    /// - Parameter integer: The value.
    public mutating func combine(_ integer: UInt64) {
        mix(integer)
    }

    /// Mixes in a Boolean.
    ///
    /// - Parameter flag: The value.
    public mutating func combine(_ flag: Bool) {
        mix(flag ? 0xB1 : 0xB0)
    }

    /// Mixes in a duration, in nanoseconds.
    ///
    /// - Parameter duration: The value.
    public mutating func combine(_ duration: Duration) {
        mix(UInt64(bitPattern: duration.nanoseconds))
    }

    /// Mixes in a string's UTF-8 bytes and its length.
    ///
    /// - Parameter string: The value.
    public mutating func combine(_ string: String) {
        // A native or small string's bytes are read in place; only a bridged one is copied first.
        if string.utf8.withContiguousStorageIfAvailable({ combine(bytes: $0) }) != nil { return }
        var string = string
        string.withUTF8 { combine(bytes: $0) }
    }

    /// Mixes in a substring's UTF-8 bytes and its length.
    ///
    /// - Parameter string: The value.
    public mutating func combine(_ string: Substring) {
        var string = string
        string.withUTF8 { combine(bytes: $0) }
    }

    /// Mixes in an optional string (`nil` differs from every string).
    ///
    /// - Parameter string: The value.
    public mutating func combine(_ string: String?) {
        if let string {
            combine(string)
        } else {
            mix(0x4E_4F_4E_45)
        }
    }

    /// Mixes in raw bytes and their count.
    ///
    /// - Parameter bytes: The bytes.
    public mutating func combine(bytes: UnsafeBufferPointer<UInt8>) {
        mix(0x5354_5200 ^ UInt64(bytes.count))
        guard let base = bytes.baseAddress else { return }
        var index = 0
        let count = bytes.count
        while index + 8 <= count {
            mix(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            index += 8
        }
        if index < count {
            // The last one to seven bytes, as the little-endian word they start (one bounded copy, not a
            // shift and an or per byte): the same value on every platform.
            var tail: UInt64 = 0
            withUnsafeMutableBytes(of: &tail) { word in
                word.baseAddress!.copyMemory(from: base + index, byteCount: count - index)
            }
            mix(UInt64(littleEndian: tail))
        }
    }

    /// Mixes in a sequence of 32-bit numbers (a trace's steps), two per word.
    ///
    /// - Parameter numbers: The numbers.
    public mutating func combine(_ numbers: [UInt32]) {
        mix(0x5354_4550 ^ UInt64(numbers.count))
        numbers.withUnsafeBufferPointer { buffer in
            var index = 0
            while index + 2 <= buffer.count {
                mix(UInt64(buffer[index]) | UInt64(buffer[index + 1]) << 32)
                index += 2
            }
            if index < buffer.count { mix(UInt64(buffer[index])) }
        }
    }
}
