/// Picks an index with probability proportional to its weight, from one random number.
///
/// - Complexity: O(log *n*) per pick, no allocation.
struct WeightedChoice: Sendable {
    private let cumulative: [UInt64]

    /// - Parameter weights: Non-negative weights; at least one must be positive for ``pick(_:)``.
    init(_ weights: [Int]) {
        var total: UInt64 = 0
        cumulative = weights.map { weight in
            total += UInt64(max(weight, 0))
            return total
        }
    }

    var total: UInt64 { cumulative.last ?? 0 }

    /// The index whose weight interval holds `random % total`.
    func pick(_ random: UInt64) -> Int {
        let target = random % total
        var low = 0
        var high = cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] > target { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
