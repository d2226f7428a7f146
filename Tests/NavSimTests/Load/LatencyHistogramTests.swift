import NavSimRuntime
import Testing

@testable import NavSim

@Suite struct LatencyHistogramTests {
    @Test func bucketsCoverEveryValueInOrderWithoutGaps() {
        var expectedLow: UInt64 = 0
        for index in 0..<LatencyHistogram.bucketCount {
            let (low, high) = LatencyHistogram.range(ofBucket: index)
            #expect(low == expectedLow, "bucket \(index) starts at \(low), expected \(expectedLow)")
            #expect(high >= low)
            #expect(LatencyHistogram.bucket(of: low) == index)
            #expect(LatencyHistogram.bucket(of: high) == index)
            if high == .max { break }
            expectedLow = high + 1
        }
    }

    @Test(arguments: [UInt64(1), 31, 32, 999, 1_234, 87_654, 3_000_000, 68_000_000_000])
    func aBucketIsWithinOneThirtySecondOfItsValues(value: UInt64) {
        let (low, high) = LatencyHistogram.range(ofBucket: LatencyHistogram.bucket(of: value))
        #expect(Double(high - low) <= Double(value) / 16 + 1)
    }

    @Test func percentilesOfAUniformRangeAreWithinThreePercent() {
        var histogram = LatencyHistogram()
        for value in 1...100_000 { histogram.record(nanoseconds: UInt64(value)) }
        for (fraction, exact) in [(0.5, 50_000.0), (0.9, 90_000.0), (0.99, 99_000.0), (0.999, 99_900.0)] {
            let reported = Double(histogram.percentile(fraction))
            #expect(abs(reported - exact) / exact < 0.03, "p\(fraction * 100) = \(reported), exact \(exact)")
        }
        #expect(histogram.max == 100_000)
        #expect(histogram.min == 1)
        #expect(histogram.count == 100_000)
        #expect(histogram.mean == 50_000.5)
    }

    @Test func aTailSampleShowsInTheHighPercentilesOnly() {
        var histogram = LatencyHistogram()
        for _ in 0..<999 { histogram.record(.microseconds(2)) }
        histogram.record(.milliseconds(40))
        #expect((1_900...2_100).contains(histogram.percentile(0.99)))
        #expect(histogram.percentile(0.999) >= 1_900)
        #expect(histogram.percentile(1.0) == 40_000_000)
        #expect(histogram.max == 40_000_000)
    }

    @Test func mergingEqualsRecordingEverythingInOne() {
        var left = LatencyHistogram()
        var right = LatencyHistogram()
        var both = LatencyHistogram()
        var random = SplitMix64(seed: 7)
        for step in 0..<10_000 {
            let value = random.next() % 5_000_000
            if step % 3 == 0 { left.record(nanoseconds: value) } else { right.record(nanoseconds: value) }
            both.record(nanoseconds: value)
        }
        left.merge(right)
        #expect(left == both)
    }

    @Test func anEmptyHistogramReportsZeroAndHugeValuesLandInTheLastBucket() {
        var histogram = LatencyHistogram()
        #expect(histogram.percentile(0.99) == 0)
        #expect(histogram.mean == 0)
        histogram.record(nanoseconds: .max)
        histogram.record(.seconds(-1))
        #expect(LatencyHistogram.bucket(of: .max) == LatencyHistogram.bucketCount - 1)
        #expect(histogram.max == .max)
        #expect(histogram.min == 0)
        #expect(histogram.sum == .max)
    }
}
