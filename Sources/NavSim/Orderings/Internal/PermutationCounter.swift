/// Counts, for an order of the chain, the actions it decides differently from the configured order.
///
/// An action's decision under any order is its first claimant in that order, so only signatures with two
/// or more claimants can change, and each is checked once per order, weighted by its number of actions.
/// The claimants are kept in flat arrays: the inner loop reads positions and labels and allocates nothing.
struct PermutationCounter {
    private var handlers: [Int] = []
    private var labels: [Int] = []
    private var offsets: [Int] = [0]
    private var counts: [Int] = []
    private var groupIndices: [Int] = []

    /// How many signatures can change: those with two or more claimants.
    var count: Int { counts.count }

    init(_ table: ClaimTable) {
        for (index, group) in table.groups.enumerated() where group.signature.handlers.count >= 2 {
            handlers += group.signature.handlers
            labels += group.signature.labels
            offsets.append(handlers.count)
            counts.append(group.count)
            groupIndices.append(index)
        }
    }

    /// How many actions an order changes, and the first changed group with its deciding claimant.
    ///
    /// - Parameters:
    ///   - positions: Each handler's position in the order.
    ///   - decisions: When given, receives per signature the label of the deciding claimant: orders with
    ///     equal lists decide every action alike.
    /// - Returns: The number of changed actions, and the first changed group with the position of its new
    ///   deciding claimant.
    func changes(
        positions: [Int],
        decisions: UnsafeMutableBufferPointer<Int>? = nil
    ) -> (changed: Int, first: (group: Int, claimant: Int)?) {
        var changed = 0
        var first: (group: Int, claimant: Int)?
        for signature in counts.indices {
            let start = offsets[signature]
            let end = offsets[signature + 1]
            var best = start
            var bestPosition = positions[handlers[start]]
            var index = start + 1
            while index < end {
                let position = positions[handlers[index]]
                if position < bestPosition {
                    bestPosition = position
                    best = index
                }
                index += 1
            }
            decisions?[signature] = labels[best]
            if labels[best] != labels[start] {
                changed += counts[signature]
                if first == nil { first = (groupIndices[signature], best - start) }
            }
        }
        return (changed, first)
    }
}
