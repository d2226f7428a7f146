/// An entry's task and actor whose words a run that keeps only its digest remembers (`RuntimeState.tapeEntry`):
/// a run records under a few tasks and actors, and reading their bytes at every entry cost more than the rest of
/// the entry's header.
struct TapedHeader {
    /// How many pairs a run remembers.
    static let slots = 6
    /// The most words a remembered pair feeds the digest (longer names are digested at every entry).
    static let maxWords = 12

    /// A pair by identity: the bit patterns of the two strings.
    ///
    /// Two strings with the same bit pattern are the same value (the same inline bytes, or the same storage
    /// object, which cannot change or be reused while `TapedHeader` holds the strings), so a pair found equal here
    /// feeds the digest the words it fed before. Strings equal by contents but stored apart compare unequal:
    /// they are digested again, which costs time, never a wrong digest.
    struct Key: Equatable {
        var task: (UInt64, UInt64)
        var actor: (UInt64, UInt64)?

        init(task: String, actor: String?) {
            self.task = Self.bits(of: task)
            self.actor = actor.map(Self.bits(of:))
        }

        /// Whether strings have the two-word layout the key reads (64-bit platforms).
        var isComparable: Bool { MemoryLayout<String>.size == MemoryLayout<(UInt64, UInt64)>.size }

        static func == (lhs: Key, rhs: Key) -> Bool {
            guard lhs.task == rhs.task else { return false }
            switch (lhs.actor, rhs.actor) {
            case (nil, nil): return true
            case (let left?, let right?): return left == right
            default: return false
            }
        }

        private static func bits(of string: String) -> (UInt64, UInt64) {
            guard MemoryLayout<String>.size == MemoryLayout<(UInt64, UInt64)>.size else { return (0, 0) }
            return unsafeBitCast(string, to: (UInt64, UInt64).self)
        }
    }

    let key: Key
    /// The strings themselves, held so that their storage outlives the key.
    let task: String
    let actor: String?
    /// How many words the pair feeds the digest.
    let count: Int
}
