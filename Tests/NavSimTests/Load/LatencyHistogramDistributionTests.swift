import Foundation
import Testing

@testable import NavSim

/// The percentile distribution and its `.hgrm` text, held to HdrHistogram's iterator and format.
@Suite struct LatencyHistogramDistributionTests {
    static func uniform(_ values: ClosedRange<UInt64>, scale: UInt64 = 1_000) -> LatencyHistogram {
        var histogram = LatencyHistogram()
        for value in values { histogram.record(nanoseconds: value * scale) }
        return histogram
    }

    @Test func percentilesStepAsHdrHistogramsIteratorWithFiveTicksPerHalfDistance() {
        let points = Self.uniform(1...10_000).percentileDistribution()
        let expected = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.775, 0.8, 0.825, 0.85, 0.875, 0.8875]
        for (point, percentile) in zip(points, expected) {
            #expect(abs(point.percentile - percentile) < 1e-9, "\(point.percentile) != \(percentile)")
        }
        // Increasing percentiles, non-decreasing values and counts, one last point at 100 % with the maximum.
        for (earlier, later) in zip(points, points.dropFirst()) {
            #expect(earlier.percentile < later.percentile)
            #expect(earlier.nanoseconds <= later.nanoseconds)
            #expect(earlier.totalCount <= later.totalCount)
        }
        #expect(
            points.last == LatencyHistogram.PercentilePoint(nanoseconds: 10_000_000, percentile: 1, totalCount: 10_000))
        // The value at each percentile covers at least that share of the samples, within the bucket's 1/32.
        for point in points.dropLast() where point.percentile > 0 {
            #expect(Double(point.totalCount) >= point.percentile * 10_000)
            let exact = point.percentile * 10_000_000
            #expect(Double(point.nanoseconds) >= exact * (1 - 1.0 / 32))
        }
    }

    @Test func anEmptyHistogramHasNoDistribution() {
        #expect(LatencyHistogram().percentileDistribution().isEmpty)
    }

    @Test func hgrmTextIsHdrHistogramsPercentileDistributionFormat() throws {
        var histogram = LatencyHistogram()
        for value: UInt64 in [1_000, 2_000, 3_000, 4_000] { histogram.record(nanoseconds: value) }
        let text = histogram.hgrm()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Java's "%12s %14s %10s %14s\n\n".
        #expect(lines[0] == "       Value     Percentile TotalCount 1/(1-Percentile)")
        #expect(lines[1] == "")
        #expect(lines[2] == "       1.023 0.000000000000          1           1.00")
        let body = lines.dropFirst(2).prefix { !$0.hasPrefix("#") }
        for line in body.dropLast() {
            // "%12.3f %2.12f %10d %14.2f": 12 + 1 + 14 + 1 + 10 + 1 + 14 characters.
            #expect(line.count == 53, "\(line)")
            let columns = line.split(separator: " ")
            #expect(columns.count == 4)
            let percentile = try #require(Double(columns[1]))
            let inverse = try #require(Double(columns[3]))
            #expect(abs(inverse - 1 / (1 - percentile)) < 0.01)
        }
        #expect(body.last == "       4.000 1.000000000000          4")
        #expect(text.hasSuffix("#[Buckets =           33, SubBuckets     =           32]\n"))
        #expect(lines.contains("#[Mean    =        2.500, StdDeviation   =        1.115]"))
        #expect(lines.contains("#[Max     =        4.000, Total count    =            4]"))
    }

    @Test func hgrmValuesTakeTheUnitAsked() {
        var histogram = LatencyHistogram()
        histogram.record(nanoseconds: 2_000_000)
        #expect(histogram.hgrm(nanosecondsPerUnit: 1_000_000).contains("#[Max     =        2.000, Total count"))
        #expect(histogram.hgrm().contains("#[Max     =     2000.000, Total count"))
    }

    @Test func aHistogramRoundTripsThroughJSONBucketForBucket() throws {
        let histogram = Self.uniform(1...5_000, scale: 37)
        let data = try JSONEncoder().encode(histogram)
        let decoded = try JSONDecoder().decode(LatencyHistogram.self, from: data)
        #expect(decoded == histogram)
        #expect(decoded.percentileDistribution() == histogram.percentileDistribution())
    }

    @Test func aHistogramWhoseBucketsDoNotAddUpIsRefused() {
        let json = #"{"count": 3, "sumNanoseconds": 10, "minNanoseconds": 1, "maxNanoseconds": 9, "buckets": [[1, 1]]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LatencyHistogram.self, from: Data(json.utf8)) }
    }
}
