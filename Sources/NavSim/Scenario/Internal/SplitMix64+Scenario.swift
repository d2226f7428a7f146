import NavSimRuntime

/// The draws a scenario makes from its streams (``SplitMix64/init(seed:stream:)``).
extension SplitMix64 {
    /// A double in `0..<1`.
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// An integer in a range.
    mutating func integer(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) &+ 1
        return range.lowerBound + Int(span == 0 ? next() : next() % span)
    }

    /// An index chosen by weight; `nil` when every weight is zero.
    mutating func pick(weights: [Double]) -> Int? {
        let total = weights.reduce(0, +)
        guard total > 0 else { return nil }
        var target = unit() * total
        for (index, weight) in weights.enumerated() where weight > 0 {
            if target < weight { return index }
            target -= weight
        }
        return weights.lastIndex { $0 > 0 }
    }
}
