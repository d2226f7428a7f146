/// Computes a trace's digest from its values: a stable 64-bit fingerprint, equal across processes and
/// machines (unlike `Hasher`, which is seeded per process).
///
/// Each value is mixed in with its own type tag, so `combine(1)` then `combine("a")` differs from
/// `combine("1a")`. Strings are mixed eight bytes at a time with their length.
public struct TraceDigester: Sendable {
    /// The digest so far.
    public var value: UInt64 { mixedValue }
    /// The words mixed so far (``value``), settable by the mixing code that callers in other modules inline: the
    /// digest of an event is a handful of words, and a call per word cost several times the word's own work.
    @usableFromInline var mixedValue: UInt64 = 0xcbf2_9ce4_8422_2325
    /// Where a taping digester keeps the words it would mix (``init(taping:)``), or `nil`.
    private(set) var tape: DigestTape?
    /// The tape's buffer (`nil` when not taping), its room and the words written: kept here, not read through the
    /// tape, so that keeping a word is a store and an increment.
    @usableFromInline nonisolated(unsafe) var tapeWords: UnsafeMutablePointer<UInt64>?
    @usableFromInline var tapeCapacity = 0
    /// How many words a taping digester has kept.
    @usableFromInline var tapeCount = 0

    /// Creates a digester.
    public init() {}

    /// Creates a digester that keeps, in order, the words it would mix, to be mixed later by another
    /// (``mix(tapedBy:)``) after what comes before them is known: a run's steps come first in its digest, and
    /// are known only when the run ends, while its events are fed in as they happen.
    ///
    /// - Parameter tape: Where the words are kept, from its start.
    init(taping tape: DigestTape) {
        self.tape = tape
        self.tapeWords = tape.words
        self.tapeCapacity = tape.capacity
    }

    @inlinable @inline(__always)
    mutating func mix(_ word: UInt64) {
        if tapeWords != nil {
            keep(word)
            return
        }
        mixedValue = Self.mixed(mixedValue, word)
    }

    /// One round of a multiply-xorshift mixer per word (as in wyhash and SplitMix64's finaliser).
    @inlinable @inline(__always)
    static func mixed(_ value: UInt64, _ word: UInt64) -> UInt64 {
        let multiplied = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
        return multiplied ^ multiplied >> 29
    }

    @inlinable @inline(__always)
    mutating func keep(_ word: UInt64) {
        if tapeCount == tapeCapacity { growTape() }
        tapeWords.unsafelyUnwrapped[tapeCount] = word
        tapeCount += 1
    }

    @usableFromInline @inline(never)
    mutating func growTape() {
        guard let tape else { return }
        tape.grow(keeping: tapeCount)
        tapeWords = tape.words
        tapeCapacity = tape.capacity
    }

    /// Keeps words a taping digester kept before (``copyTapedWords(from:count:to:)``), as feeding it again what
    /// made them would.
    ///
    /// - Parameters:
    ///   - words: The words.
    ///   - count: How many.
    @inline(__always)
    mutating func tape(_ words: UnsafePointer<UInt64>, count: Int) {
        guard tapeWords != nil else { return }
        while tapeCount + count > tapeCapacity { growTape() }
        (tapeWords.unsafelyUnwrapped + tapeCount).update(from: words, count: count)
        tapeCount += count
    }

    /// Copies the `count` words a taping digester kept from `start` on to `target`.
    func copyTapedWords(from start: Int, count: Int, to target: UnsafeMutablePointer<UInt64>) {
        guard let source = tapeWords else { return }
        target.update(from: source + start, count: count)
    }

    /// Mixes in an integer.
    ///
    /// - Parameter integer: The value.
    @inlinable @inline(__always)
    public mutating func combine(_ integer: Int) {
        mix(UInt64(bitPattern: Int64(integer)))
    }

    /// Mixes in an unsigned integer.
    ///
    /// - Parameter integer: The value.
    @inlinable @inline(__always)
    public mutating func combine(_ integer: UInt64) {
        mix(integer)
    }

    /// Mixes in a Boolean.
    ///
    /// - Parameter flag: The value.
    @inlinable @inline(__always)
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
    @inlinable
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
    @inlinable
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
    @inlinable @inline(__always)
    public mutating func combine(bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        let header = 0x5354_5200 ^ UInt64(count)
        guard let base = bytes.baseAddress else { return mix(header) }
        if tapeWords != nil { return tape(header: header, bytes: base, count: count) }
        mix(header)
        var index = 0
        while index + 8 <= count {
            mix(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            index += 8
        }
        if index < count { mix(Self.tail(base, count: count, from: index)) }
    }

    /// What ``combine(bytes:)`` mixes, kept on the tape with one check of its room.
    @inlinable @inline(__always)
    mutating func tape(header: UInt64, bytes base: UnsafePointer<UInt8>, count: Int) {
        let needed = 1 + (count + 7) / 8
        while tapeCount + needed > tapeCapacity { growTape() }
        let words = tapeWords.unsafelyUnwrapped
        var written = tapeCount
        words[written] = header
        written += 1
        var index = 0
        while index + 8 <= count {
            words[written] = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            written += 1
            index += 8
        }
        if index < count {
            words[written] = Self.tail(base, count: count, from: index)
            written += 1
        }
        tapeCount = written
    }

    /// The last one to seven bytes of `count` (from `index` on), as the little-endian word they start: the same
    /// value on every platform. Read with loads inside the bytes, not a copy: the eight bytes that end them
    /// when there are eight, else two overlapping halves or three single bytes.
    @inlinable @inline(__always)
    static func tail(_ base: UnsafePointer<UInt8>, count: Int, from index: Int) -> UInt64 {
        let length = count - index
        let raw = UnsafeRawPointer(base)
        if count >= 8 {
            let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            return last >> UInt64(8 * (8 - length))
        }
        if length >= 4 {
            let low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)))
            return low | high << UInt64(8 * (length - 4))
        }
        let middle = length / 2
        return UInt64(base[0]) | UInt64(base[middle]) << UInt64(8 * middle)
            | UInt64(base[length - 1]) << UInt64(8 * (length - 1))
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
