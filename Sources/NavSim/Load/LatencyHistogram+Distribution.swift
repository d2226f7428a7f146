import Foundation

extension LatencyHistogram {
    /// One line of a percentile distribution: the value at or below which a fraction of the samples fall.
    public struct PercentilePoint: Sendable, Hashable, Codable {
        /// The value, in nanoseconds: the highest value of the bucket reached, at most the exact maximum.
        public var nanoseconds: UInt64
        /// The fraction of the samples at or below it, from 0 to 1.
        public var percentile: Double
        /// The samples counted up to and including its bucket.
        public var totalCount: UInt64

        /// Creates a point.
        ///
        /// - Parameters:
        ///   - nanoseconds: The value.
        ///   - percentile: The fraction, from 0 to 1.
        ///   - totalCount: The samples up to it.
        public init(nanoseconds: UInt64, percentile: Double, totalCount: UInt64) {
            self.nanoseconds = nanoseconds
            self.percentile = percentile
            self.totalCount = totalCount
        }
    }

    /// The percentile distribution as HdrHistogram's percentile iterator walks it: a point at percentile 0,
    /// then `ticksPerHalfDistance` points between each percentile and the half-way point to 100 % (0, 10, …,
    /// 50, 55, …, 75, 77.5, …), and a last point at 100 % with the exact maximum.
    ///
    /// The steps halve as the percentile nears 100 %, so the tail, which a latency distribution is read for,
    /// gets as many points as the body: drawn with the x axis as 1/(1-percentile) on a log scale, they are
    /// evenly spaced.
    ///
    /// - Parameter ticksPerHalfDistance: Points per halving of the distance to 100 % (HdrHistogram: 5).
    /// - Returns: The points in increasing percentile; empty when the histogram is.
    /// - Complexity: O(buckets + points).
    public func percentileDistribution(ticksPerHalfDistance: Int = 5) -> [PercentilePoint] {
        guard count > 0 else { return [] }
        let ticksPerHalf = Double(Swift.max(1, ticksPerHalfDistance))
        var points: [PercentilePoint] = []
        var levelTo = 0.0
        var total: UInt64 = 0
        for (index, bucketCount) in counts.enumerated() where bucketCount > 0 {
            total &+= bucketCount
            let value = Swift.min(Self.range(ofBucket: index).high, max)
            // As HdrHistogram: the bucket holding the last sample gives one point, then the 100 % line follows.
            let current = 100 * Double(total) / Double(count)
            while current >= levelTo {
                points.append(PercentilePoint(nanoseconds: value, percentile: levelTo / 100, totalCount: total))
                let halvings = (log(100 / (100 - levelTo)) / log(2)).rounded(.towardZero)
                levelTo += 100 / (ticksPerHalf * pow(2, halvings + 1))
                if total == count { break }
            }
            if total == count { break }
        }
        points.append(PercentilePoint(nanoseconds: max, percentile: 1, totalCount: count))
        return points
    }

    /// The standard deviation of the samples, in nanoseconds, each taken at the middle of its bucket (as
    /// HdrHistogram computes it), around the exact mean.
    public var standardDeviation: Double {
        guard count > 1 else { return 0 }
        let mean = self.mean
        var squares = 0.0
        for (index, bucketCount) in counts.enumerated() where bucketCount > 0 {
            let (low, high) = Self.range(ofBucket: index)
            let middle = Double(Swift.min(Swift.max(low + (high - low) / 2, min), max))
            squares += (middle - mean) * (middle - mean) * Double(bucketCount)
        }
        return (squares / Double(count)).squareRoot()
    }

    /// The distribution as HdrHistogram's percentile distribution text (`.hgrm`), the format its
    /// `outputPercentileDistribution` prints, wrk2 prints with `--latency`, and HdrHistogram's plotter reads.
    ///
    /// ```
    ///        Value     Percentile TotalCount 1/(1-Percentile)
    ///
    ///        0.143 0.000000000000          1           1.00
    ///        0.287 0.100000000000       1043           1.11
    ///        …
    ///      412.671 1.000000000000      10000
    /// #[Mean    =        1.021, StdDeviation   =        4.118]
    /// #[Max     =      412.671, Total count    =        10000]
    /// #[Buckets =           33, SubBuckets     =           32]
    /// ```
    ///
    /// Values are in units of `nanosecondsPerUnit` nanoseconds (1 000: microseconds, the default; 1 000 000:
    /// milliseconds, as wrk2 prints), with three decimals. The last line, at 100 %, has no 1/(1-Percentile).
    /// `Buckets` and `SubBuckets` describe this histogram: its powers of two and the linear buckets below 32 ns.
    ///
    /// - Parameters:
    ///   - nanosecondsPerUnit: The value unit, in nanoseconds.
    ///   - ticksPerHalfDistance: Points per halving of the distance to 100 % (HdrHistogram: 5).
    /// - Returns: The text, ending with a newline.
    public func hgrm(nanosecondsPerUnit: Double = 1_000, ticksPerHalfDistance: Int = 5) -> String {
        let scale = nanosecondsPerUnit > 0 ? nanosecondsPerUnit : 1
        // Java's "%12s %14s %10s %14s\n\n": every heading is at least as long as its column but the first two.
        var text = "       Value     Percentile TotalCount 1/(1-Percentile)\n\n"
        for point in percentileDistribution(ticksPerHalfDistance: ticksPerHalfDistance) {
            let value = Double(point.nanoseconds) / scale
            if point.percentile < 1 {
                text += String(
                    format: "%12.3f %2.12f %10llu %14.2f\n", value, point.percentile, point.totalCount,
                    1 / (1 - point.percentile))
            } else {
                text += String(format: "%12.3f %2.12f %10llu\n", value, point.percentile, point.totalCount)
            }
        }
        text += String(
            format: "#[Mean    = %12.3f, StdDeviation   = %12.3f]\n", mean / scale, standardDeviation / scale)
        text += String(format: "#[Max     = %12.3f, Total count    = %12llu]\n", Double(max) / scale, count)
        text += String(
            format: "#[Buckets = %12d, SubBuckets     = %12d]\n", Int32(Self.topExponent - Self.linearBits + 2),
            Int32(Self.linearCount))
        return text
    }
}
