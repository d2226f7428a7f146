/// An entry's task and actor whose words a run that keeps only its digest remembers (`RuntimeState.tapeEntry`):
/// a run records under a few tasks and actors, and reading their bytes at every entry cost more than the rest of
/// the entry's header.
struct TapedHeader {
    /// How many pairs a run remembers.
    static let slots = 6
    /// The most words a remembered pair feeds the digest (longer names are digested at every entry).
    static let maxWords = 12

    /// A pair by identity: the bit patterns of the two strings (the actor's as an optional, so that a missing actor
    /// has a pattern no string has).
    ///
    /// Two strings with the same bit pattern are the same value (the same inline bytes, or the same storage
    /// object, which cannot change or be reused while `TapedHeader` holds the strings), so a pair found equal here
    /// feeds the digest the words it fed before. Strings equal by contents but stored apart compare unequal:
    /// they are digested again, which costs time, never a wrong digest.
    struct Key: Equatable {
        var task: (UInt64, UInt64)
        var actor: (UInt64, UInt64)

        init(task: String, actor: String?) {
            self.init(taskBits: Self.bits(of: task), actor: actor)
        }

        /// A key from a task name's bits, read where the name is kept (`NumberedTasks.recordingNameBits(at:)`).
        init(taskBits: (UInt64, UInt64), actor: String?) {
            self.task = taskBits
            self.actor = Self.isComparable ? unsafeBitCast(actor, to: (UInt64, UInt64).self) : (0, 0)
        }

        /// Whether strings and optional strings have the two-word layout the key reads (64-bit platforms).
        static var isComparable: Bool {
            MemoryLayout<String>.size == MemoryLayout<(UInt64, UInt64)>.size
                && MemoryLayout<String?>.size == MemoryLayout<(UInt64, UInt64)>.size
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.task == rhs.task && lhs.actor == rhs.actor
        }

        /// A string's bits. An optional string that holds one has the same bits.
        static func bits(of string: String) -> (UInt64, UInt64) {
            guard isComparable else { return (0, 0) }
            return unsafeBitCast(string, to: (UInt64, UInt64).self)
        }
    }

    /// A slot's pair and how many words it feeds the digest: trivial values, compared at every entry (reading a
    /// key out of a `TapedHeader` copied the entry, a retain and a release of each of its strings).
    struct Slot {
        let key: Key
        let count: Int
    }

    /// The strings themselves, held so that their storage outlives the slot's key.
    let task: String
    let actor: String?
}
