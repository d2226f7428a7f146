/// A log-linear latency histogram with a fixed number of buckets (HDR-style): bounded memory whatever
/// the number of samples, constant time per sample, exact count, sum and maximum.
///
/// Values below 32 ns get one bucket each; above, every power of two is split into 16 equal buckets, so
/// a reported percentile is within 1/32 (about 3 %) of the true value. Values are nanoseconds; anything
/// above 2³⁶ ns (about 68 s) falls in the last bucket, and ``max`` stays exact.
///
/// Each worker of a load run records into its own histogram; the run merges them at the end with
/// ``merge(_:)``, so recording needs no lock.
///
/// ```swift
/// var histogram = LatencyHistogram()
/// histogram.record(nanoseconds: 1_200)
/// histogram.record(.microseconds(3))
/// histogram.percentile(0.99)  // about 3_000
/// ```
///
/// - Complexity: O(1) per ``record(nanoseconds:)``; O(buckets) for ``merge(_:)`` and ``percentile(_:)``.
public struct LatencyHistogram: Sendable, Hashable {
    /// Bits of linear resolution: below `2^linearBits` one bucket per value, above, `2^(linearBits - 1)`
    /// buckets per power of two.
    static let linearBits = 5
    /// The largest power of two tracked with full resolution.
    static let topExponent = 36
    static let linearCount = 1 << linearBits
    static let halfCount = linearCount >> 1
    /// The number of buckets.
    public static let bucketCount = linearCount + (topExponent - linearBits + 1) * halfCount

    /// The samples per bucket (read by the percentile distribution, `LatencyHistogram+Distribution.swift`).
    var counts: [UInt64]
    /// The number of samples.
    public internal(set) var count: UInt64 = 0
    /// The sum of the samples, in nanoseconds (saturating).
    public internal(set) var sum: UInt64 = 0
    /// The largest sample, in nanoseconds; `0` when empty.
    public internal(set) var max: UInt64 = 0
    /// The smallest sample, in nanoseconds; `0` when empty.
    public internal(set) var min: UInt64 = 0

    /// Creates an empty histogram.
    public init() {
        counts = Array(repeating: 0, count: Self.bucketCount)
    }

    /// Records one sample.
    ///
    /// - Parameter nanoseconds: The sample, in nanoseconds.
    public mutating func record(nanoseconds: UInt64) {
        counts[Self.bucket(of: nanoseconds)] &+= 1
        min = count == 0 ? nanoseconds : Swift.min(min, nanoseconds)
        count &+= 1
        let (total, overflow) = sum.addingReportingOverflow(nanoseconds)
        sum = overflow ? .max : total
        if nanoseconds > max { max = nanoseconds }
    }

    /// Records one duration; negative durations count as zero.
    ///
    /// - Parameter duration: The sample.
    public mutating func record(_ duration: Duration) {
        record(nanoseconds: Self.nanoseconds(duration))
    }

    /// Adds another histogram's samples to this one.
    ///
    /// - Parameter other: The histogram to add.
    public mutating func merge(_ other: LatencyHistogram) {
        guard other.count > 0 else { return }
        for index in counts.indices { counts[index] &+= other.counts[index] }
        min = count == 0 ? other.min : Swift.min(min, other.min)
        count &+= other.count
        let (total, overflow) = sum.addingReportingOverflow(other.sum)
        sum = overflow ? .max : total
        max = Swift.max(max, other.max)
    }

    /// The mean sample, in nanoseconds; `0` when empty.
    public var mean: Double { count == 0 ? 0 : Double(sum) / Double(count) }

    /// The value below which a fraction of the samples fall, in nanoseconds.
    ///
    /// The answer is the middle of the bucket holding the sample of that rank, clamped to the exact
    /// minimum and maximum.
    ///
    /// - Parameter fraction: From 0 to 1; `0.99` for the 99th percentile.
    /// - Returns: The percentile, or `0` when the histogram is empty.
    public func percentile(_ fraction: Double) -> UInt64 {
        guard count > 0 else { return 0 }
        let clamped = Swift.min(Swift.max(fraction, 0), 1)
        let rank = Swift.max(1, UInt64((clamped * Double(count)).rounded(.up)))
        var seen: UInt64 = 0
        for (index, bucketCount) in counts.enumerated() where bucketCount > 0 {
            seen &+= bucketCount
            if seen >= rank {
                let (low, high) = Self.range(ofBucket: index)
                let middle = low + (high - low) / 2
                return Swift.min(Swift.max(middle, min), max)
            }
        }
        return max
    }

    /// The bucket a value falls in.
    ///
    /// - Parameter value: The value, in nanoseconds.
    /// - Returns: The bucket's index.
    static func bucket(of value: UInt64) -> Int {
        if value < UInt64(linearCount) { return Int(value) }
        let exponent = 63 - value.leadingZeroBitCount
        guard exponent <= topExponent else { return bucketCount - 1 }
        let shift = exponent - (linearBits - 1)
        let sub = Int(value >> UInt64(shift)) - halfCount
        return linearCount + (exponent - linearBits) * halfCount + sub
    }

    /// The smallest and largest value of a bucket.
    ///
    /// - Parameter index: The bucket's index.
    /// - Returns: The inclusive range of values the bucket counts.
    static func range(ofBucket index: Int) -> (low: UInt64, high: UInt64) {
        if index < linearCount { return (UInt64(index), UInt64(index)) }
        let offset = index - linearCount
        let exponent = offset / halfCount + linearBits
        let sub = offset % halfCount
        let shift = UInt64(exponent - (linearBits - 1))
        let low = UInt64(halfCount + sub) << shift
        let high = exponent == topExponent && sub == halfCount - 1 ? UInt64.max : low + (1 << shift) - 1
        return (low, high)
    }

    /// A duration in whole nanoseconds, negative durations as zero.
    ///
    /// - Parameter duration: The duration.
    /// - Returns: The nanoseconds.
    static func nanoseconds(_ duration: Duration) -> UInt64 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 0 }
        let (scaled, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? .max : scaled &+ UInt64(attoseconds / 1_000_000_000)
    }
}
