import Testing

@testable import NavSim

/// The load run's time: the cycle counter scaled to nanoseconds where the kernel keeps time with it.
///
/// The scale's arithmetic is checked on chosen readings; one test compares a calibrated time with the
/// system clock it was scaled against, reading both without waiting.
@Suite struct MonotonicTimeTests {
    typealias Scale = MonotonicTime.CounterScale

    @Test("a scale maps counts to nanoseconds at the measured rate, to within a nanosecond")
    func scaleMapsCounts() throws {
        // 3 GHz: 3 billion counts in a second.
        let scale = try #require(
            Scale(
                firstCount: 1_000,
                firstNanoseconds: 50_000,
                lastCount: 1_000 + 3_000_000_000,
                lastNanoseconds: 50_000 + 1_000_000_000
            ))

        #expect(scale.nanoseconds(at: 1_000) == 50_000)
        #expect(abs(Int64(scale.nanoseconds(at: 1_000 + 3_000_000_000)) - 1_000_050_000) <= 1)
        #expect(abs(Int64(scale.nanoseconds(at: 1_000 + 3_000)) - 51_000) <= 1)
    }

    @Test("ten hours of counts at 3 GHz do not overflow the scaled product")
    func longRunsDoNotOverflow() throws {
        let scale = try #require(
            Scale(firstCount: 0, firstNanoseconds: 0, lastCount: 3_000_000_000, lastNanoseconds: 1_000_000_000))
        let tenHours: UInt64 = 36_000 * 1_000_000_000

        let scaled = scale.nanoseconds(at: 36_000 * 3_000_000_000)

        // The rate is kept to 2⁻³² ns a count: 1.08 × 10¹⁴ counts lose less than 26 µs to its rounding.
        #expect(scaled <= tenHours && tenHours - scaled < 30_000)
    }

    @Test(
        "readings that give no processor's rate are refused",
        arguments: [
            (100, 100, 100, 200),  // the counter did not move
            (100, 100, 200, 100),  // the clock did not move
            (0, 0, 5, 1_000),  // 5 MHz
            (0, 0, 30_000, 1_000),  // 30 GHz
        ] as [(UInt64, UInt64, UInt64, UInt64)]
    )
    func absurdRatesAreRefused(firstCount: UInt64, firstNanoseconds: UInt64, lastCount: UInt64, lastNanoseconds: UInt64)
    {
        #expect(
            Scale(
                firstCount: firstCount,
                firstNanoseconds: firstNanoseconds,
                lastCount: lastCount,
                lastNanoseconds: lastNanoseconds
            ) == nil)
    }

    @Test("a calibrated time reads what the system clock reads around it, and never goes back")
    func calibratedTimeAgreesWithTheSystemClock() {
        let time = MonotonicTime.calibrated(over: .milliseconds(2))
        var previous: UInt64 = 0
        for _ in 0..<1_000 {
            let before = MonotonicTime.systemNow()
            let now = time.now()
            let after = MonotonicTime.systemNow()
            // The rate is measured to a few millionths: within a millisecond of the calibration the scaled
            // time is nanoseconds off at most; the margin covers a slow clock read, not an error.
            #expect(now + 100_000 >= before && now <= after + 100_000)
            #expect(now >= previous)
            previous = now
        }
    }
}
