/// A small, fast, seedable generator (SplitMix64): NavSim's one source of randomness, in simulations, load
/// runs, scenarios and tests.
///
/// It is a value: copying it copies its state, so two runs from one seed draw the same numbers. Each user
/// keeps the seeding its recorded runs were made with, one initialiser each:
/// - ``init(seed:)``: the reference SplitMix64 from `seed` (the load generator's lanes, tests' fuzzers);
/// - ``init(simulationSeed:)``: a simulation's scheduler, its seed mixed with a constant;
/// - ``init(seed:stream:)``: one of a scenario's independent streams (URL mix, latencies, faults).
///
/// Changing a seeding changes every recorded schedule and every seeded expectation made with it. Inlinable,
/// so that the load generator's lanes (another module) draw without a call, as with their own copy before.
@frozen
package struct SplitMix64: RandomNumberGenerator, Sendable {
    @usableFromInline var state: UInt64

    /// The reference sequence from `seed`.
    ///
    /// - Parameter seed: The generator's first state.
    @inlinable
    package init(seed: UInt64) {
        state = seed
    }

    /// A simulation's scheduler's sequence for `seed`.
    ///
    /// - Parameter seed: The simulation's seed, mixed with a constant so that seed 0 is not state 0.
    @inlinable
    package init(simulationSeed seed: UInt64) {
        state = seed ^ 0x5DEE_CE66_D1CE_4E5B
    }

    /// One of a scenario's streams: a sequence per seed and stream, its first output skipped.
    ///
    /// - Parameters:
    ///   - seed: The scenario's seed.
    ///   - stream: Which stream (user, handler, page source): each is spread by an odd constant.
    @inlinable
    package init(seed: UInt64, stream: UInt64) {
        state = seed &+ stream &* 0xD1B5_4A32_D192_ED03
        _ = next()
    }

    /// The next number.
    ///
    /// - Returns: 64 random bits.
    @inlinable
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (Lemire's multiply-shift, bias negligible for small bounds).
    ///
    /// - Parameter bound: The exclusive upper bound.
    /// - Returns: The number.
    @inlinable
    package mutating func next(below bound: Int) -> Int {
        Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
    }
}
