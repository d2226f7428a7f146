/// The scenario's seeded generator (SplitMix64): every random choice of a run comes from it.
struct ScenarioRandom: Sendable {
    private var state: UInt64

    init(seed: UInt64, stream: UInt64 = 0) {
        state = seed &+ stream &* 0xD1B5_4A32_D192_ED03
        _ = next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

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
