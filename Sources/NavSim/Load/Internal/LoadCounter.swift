import Synchronization

/// A count one task writes and another reads now and then, without ordering anything else: a lane's
/// progress, or the batches one web view's change handler received. One per writer, so no two cores
/// write the same counter.
final class LoadCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// Adds one.
    func add() { count.wrappingAdd(1, ordering: .relaxed) }

    /// Replaces the count.
    func set(_ value: Int) { count.store(value, ordering: .relaxed) }

    /// The count.
    var value: Int { count.load(ordering: .relaxed) }
}
