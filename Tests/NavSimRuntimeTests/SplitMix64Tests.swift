import Testing

@testable import NavSimRuntime

/// The one SplitMix64 keeps each seeding its users recorded runs with: a change here changes every
/// recorded schedule, seeded scenario expectation and fuzz corpus, so the first outputs are pinned.
@Suite("SplitMix64: one generator, each seeding kept")
struct SplitMix64Tests {
    static func first(_ generator: SplitMix64, _ count: Int = 2) -> [UInt64] {
        var generator = generator
        return (0..<count).map { _ in generator.next() }
    }

    @Test("The reference seeding (load generator, fuzzers) is SplitMix64's published sequence")
    func reference() {
        // The published first outputs of SplitMix64 from state 0 and 1234567.
        #expect(Self.first(SplitMix64(seed: 0)) == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4])
        #expect(Self.first(SplitMix64(seed: 1_234_567), 1) == [6_457_827_717_110_365_317])
    }

    @Test("A simulation's seeding mixes its seed with a constant")
    func simulation() {
        #expect(Self.first(SplitMix64(simulationSeed: 0)) == Self.first(SplitMix64(seed: 0x5DEE_CE66_D1CE_4E5B)))
        #expect(Self.first(SplitMix64(simulationSeed: 42)) == Self.first(SplitMix64(seed: 42 ^ 0x5DEE_CE66_D1CE_4E5B)))
    }

    @Test("A scenario's stream spreads the stream by an odd constant and skips its first output")
    func scenarioStream() {
        for (seed, stream) in [(UInt64(0), UInt64(0)), (7, 0xFA17), (3, 0xB3_4C)] {
            var reference = SplitMix64(seed: seed &+ stream &* 0xD1B5_4A32_D192_ED03)
            _ = reference.next()
            #expect(Self.first(SplitMix64(seed: seed, stream: stream), 4) == Self.first(reference, 4))
        }
        #expect(Self.first(SplitMix64(seed: 1, stream: 1)) != Self.first(SplitMix64(seed: 1, stream: 2)))
    }
}
