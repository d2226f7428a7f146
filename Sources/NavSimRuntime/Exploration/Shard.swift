/// One part of a seed range, so exploration can be split over machines and merged.
///
/// Seed `s` belongs to shard `i/n` when `s % n == i`: every seed is in exactly one shard, whatever
/// the machine, and ``ExplorationReport/merged(_:)`` combines the shards' reports.
///
/// ```swift
/// let shard = Shard(parsing: "2/8")!   // the third of eight CI jobs
/// ```
public struct Shard: Sendable, Hashable, Codable, CustomStringConvertible {
    /// This shard's number, in `0..<count`.
    public let index: Int
    /// The number of shards.
    public let count: Int

    /// Creates a shard.
    ///
    /// - Parameters:
    ///   - index: The shard's number, in `0..<count`.
    ///   - count: The number of shards, at least 1.
    public init(index: Int, count: Int) {
        precondition(count >= 1 && (0..<count).contains(index), "shard \(index)/\(count) is out of range")
        self.index = index
        self.count = count
    }

    /// The single shard holding every seed.
    public static let all = Shard(index: 0, count: 1)

    /// Parses `i/n`.
    ///
    /// - Parameter text: For example `"0/4"`.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (0..<count).contains(index)
        else { return nil }
        self.init(index: index, count: count)
    }

    /// Whether `seed` belongs to this shard.
    ///
    /// - Parameter seed: The seed.
    /// - Returns: `seed % count == index`.
    public func contains(_ seed: UInt64) -> Bool {
        seed % UInt64(count) == UInt64(index)
    }

    /// `index/count`.
    public var description: String { "\(index)/\(count)" }
}
