/// The tasks a run's schedule has seen, by runtime task identifier, in order of first appearance: a task's
/// position plus 1 is its number in the trace (`T3`), and the table keeps the name it recorded events under.
///
/// A run has a few tasks (a shipped scenario 3 to 10): a scan of their identifiers finds one in fewer
/// instructions than a dictionary's hash and probe, and the table's array is its one allocation (the two
/// dictionaries it replaces were two, and making one at a size looked up its metadata). Past
/// ``scannedCount`` tasks a dictionary indexes them, so a run of thousands of tasks does not scan at every step.
struct NumberedTasks {
    /// A task of the schedule.
    struct Entry {
        /// The runtime's task identifier.
        let id: UInt64
        /// The task's name, read when it first recorded an event (a task's name never changes, and reading
        /// it copies it); `nil` before, or for a task without a name.
        var recordingName: String?
    }

    /// How many tasks are found by a scan before the table indexes them.
    static let scannedCount = 16

    /// The tasks, in order of first appearance.
    private(set) var entries: [Entry] = []
    /// The position of each task, once there are more than ``scannedCount``.
    private var index: [UInt64: Int] = [:]

    /// A table with room for `capacity` tasks before it grows.
    init(capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    /// The position of the task `id`, or `nil` if it was never added.
    func position(of id: UInt64) -> Int? {
        guard entries.count > Self.scannedCount else { return entries.firstIndex { $0.id == id } }
        return index[id]
    }

    /// The position of the task `id`, which is added if it is not in the table yet.
    mutating func positionAdding(_ id: UInt64) -> Int {
        if let position = position(of: id) { return position }
        let position = entries.count
        entries.append(Entry(id: id))
        if entries.count == Self.scannedCount + 1 {
            // Made at a size, once per run of this many tasks: grown from empty it would allocate six times.
            index = [UInt64: Int](minimumCapacity: 4 * Self.scannedCount)
            for (known, entry) in entries.enumerated() { index[entry.id] = known }
        } else if entries.count > Self.scannedCount + 1 {
            index[id] = position
        }
        return position
    }

    /// The bits of the name the task at `position` records events under, read in place (a copy of the name
    /// would retain it and release it), as `TapedHeader.Key` reads a string's; a pattern no string has when the
    /// task has no such name yet.
    func recordingNameBits(at position: Int) -> (UInt64, UInt64) {
        guard TapedHeader.Key.isComparable else { return (0, 0) }
        return entries.withUnsafeBufferPointer { unsafeBitCast($0[position].recordingName, to: (UInt64, UInt64).self) }
    }

    /// Sets the name the task at `position` records events under.
    mutating func setRecordingName(_ name: String, at position: Int) {
        entries[position].recordingName = name
    }
}
