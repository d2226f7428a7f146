/// The memory where a taping ``TraceDigester`` keeps, in order, the words it would mix, to be mixed when the
/// run ends.
///
/// The digester writes the words and counts them itself (a word kept is a store and an increment: an array's
/// `append`, or a class's counter, cost more than mixing the word, in uniqueness checks, exclusivity checks
/// and reference counting); the tape owns the buffer, so that an exploration thread hands the same tape to
/// each of its runs (``TraceCapacity/tape``) and its buffer is allocated once, at the largest run's size.
///
/// Not thread-safe: one run at a time writes to it, under its executor's lock (hence `@unchecked Sendable`).
final class DigestTape: @unchecked Sendable {
    /// The buffer.
    private(set) var words: UnsafeMutablePointer<UInt64>
    /// Its room, in words.
    private(set) var capacity: Int
    /// How many runs were handed the tape: a ``PendingDigest`` reads the words of its own run only.
    private(set) var generation: UInt64 = 0

    /// Room for the words of the task and actor pairs a run remembers (`TapedHeader`): a slot of
    /// `TapedHeader.maxWords` per pair.
    let headerWords: UnsafeMutablePointer<UInt64>
    /// The pair and word count of each of those slots (`TapedHeader.Slot`, trivial: written over, never
    /// deinitialised).
    let headerSlots: UnsafeMutablePointer<TapedHeader.Slot>

    /// Creates a tape.
    ///
    /// - Parameter capacity: Room for words before the first growth.
    init(capacity: Int = 1_024) {
        self.capacity = max(16, capacity)
        self.words = .allocate(capacity: self.capacity)
        self.headerWords = .allocate(capacity: TapedHeader.slots * TapedHeader.maxWords)
        self.headerSlots = .allocate(capacity: TapedHeader.slots)
    }

    deinit {
        words.deallocate()
        headerWords.deallocate()
        headerSlots.deallocate()
    }

    /// Hands the tape to a new run, whose words replace the last run's.
    func handOver() {
        generation &+= 1
    }

    /// Doubles the room, keeping the first `count` words.
    ///
    /// - Parameter count: How many words are written.
    func grow(keeping count: Int) {
        let larger = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: words, count: count)
        words.deallocate()
        words = larger
        capacity *= 2
    }
}
