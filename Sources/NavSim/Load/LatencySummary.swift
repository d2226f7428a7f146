/// The percentiles of a ``LatencyHistogram``, in nanoseconds, as a report carries them.
public struct LatencySummary: Sendable, Hashable, Codable {
    /// The number of samples.
    public var count: UInt64
    /// The mean.
    public var mean: Double
    /// The median.
    public var p50: UInt64
    /// The 90th percentile.
    public var p90: UInt64
    /// The 99th percentile.
    public var p99: UInt64
    /// The 99.9th percentile.
    public var p999: UInt64
    /// The largest sample, exact.
    public var max: UInt64

    enum CodingKeys: String, CodingKey {
        case count
        case mean = "meanNanoseconds"
        case p50 = "p50Nanoseconds"
        case p90 = "p90Nanoseconds"
        case p99 = "p99Nanoseconds"
        case p999 = "p999Nanoseconds"
        case max = "maxNanoseconds"
    }

    /// Creates a summary from its figures, in nanoseconds.
    init(count: UInt64, mean: Double, p50: UInt64, p90: UInt64, p99: UInt64, p999: UInt64, max: UInt64) {
        self.count = count
        self.mean = mean
        self.p50 = p50
        self.p90 = p90
        self.p99 = p99
        self.p999 = p999
        self.max = max
    }

    /// Summarises a histogram.
    ///
    /// - Parameter histogram: The histogram.
    public init(_ histogram: LatencyHistogram) {
        count = histogram.count
        mean = histogram.mean
        p50 = histogram.percentile(0.50)
        p90 = histogram.percentile(0.90)
        p99 = histogram.percentile(0.99)
        p999 = histogram.percentile(0.999)
        max = histogram.max
    }

    /// A nanosecond figure in the largest unit that keeps it readable: `850ns`, `12.4µs`, `3.1ms`, `2.05s`.
    ///
    /// - Parameter nanoseconds: The figure.
    /// - Returns: The text.
    public static func format(nanoseconds: Double) -> String {
        func fixed(_ value: Double, _ unit: String) -> String {
            let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
            return string(format: digits, value) + unit
        }
        switch nanoseconds {
        case ..<1_000: return "\(Int(nanoseconds.rounded()))ns"
        case ..<1_000_000: return fixed(nanoseconds / 1e3, "µs")
        case ..<1_000_000_000: return fixed(nanoseconds / 1e6, "ms")
        default: return fixed(nanoseconds / 1e9, "s")
        }
    }

    /// A value with a fixed number of decimals, without Foundation.
    static func string(format digits: Int, _ value: Double) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if text.hasSuffix(".0") && digits == 0 { text.removeLast(2) }
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        } else if digits > 0 {
            text += "." + String(repeating: "0", count: digits)
        }
        return text
    }
}
