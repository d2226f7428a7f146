extension LatencyHistogram: Codable {
    private enum CodingKeys: String, CodingKey {
        case count
        case sum = "sumNanoseconds"
        case min = "minNanoseconds"
        case max = "maxNanoseconds"
        case buckets
    }

    /// Decodes a histogram from its non-empty buckets, each `[lowest value in nanoseconds, count]`.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when a field is missing or a bucket is not a pair, or the counts do not
    ///   add up to `count`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        var total: UInt64 = 0
        for pair in try container.decode([[UInt64]].self, forKey: .buckets) {
            guard pair.count == 2 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .buckets, in: container, debugDescription: "a bucket is [lowestNanoseconds, count]")
            }
            counts[Self.bucket(of: pair[0])] &+= pair[1]
            total &+= pair[1]
        }
        count = try container.decode(UInt64.self, forKey: .count)
        guard total == count else {
            throw DecodingError.dataCorruptedError(
                forKey: .count, in: container, debugDescription: "the buckets count \(total) samples, not \(count)")
        }
        sum = try container.decode(UInt64.self, forKey: .sum)
        min = try container.decode(UInt64.self, forKey: .min)
        max = try container.decode(UInt64.self, forKey: .max)
    }

    /// Encodes the histogram's figures and its non-empty buckets, each as `[lowest value in nanoseconds,
    /// count]`, so a reader does not depend on how buckets are numbered.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(count, forKey: .count)
        try container.encode(sum, forKey: .sum)
        try container.encode(min, forKey: .min)
        try container.encode(max, forKey: .max)
        let buckets = counts.indices.filter { counts[$0] > 0 }.map { [Self.range(ofBucket: $0).low, counts[$0]] }
        try container.encode(buckets, forKey: .buckets)
    }
}
