/// How often a program fails over a range of seeds: every seed is run, none stops the count.
///
/// For a regression test that keeps a known bug findable: the bug should fail some fixed share of the
/// schedules, and a change that makes it rarer (harder to find) shows here first.
public struct FailureRate: Sendable, Hashable, Codable {
    /// The number of schedules run.
    public let schedulesRun: Int
    /// The seeds whose schedule failed, in increasing order.
    public let failingSeeds: [UInt64]

    /// Creates a rate.
    ///
    /// - Parameters:
    ///   - schedulesRun: The number of schedules run.
    ///   - failingSeeds: The seeds that failed.
    public init(schedulesRun: Int, failingSeeds: [UInt64]) {
        self.schedulesRun = schedulesRun
        self.failingSeeds = failingSeeds
    }

    /// The number of schedules that failed.
    public var failures: Int { failingSeeds.count }

    /// The fraction of schedules that failed, from 0 to 1 (0 when none ran).
    public var fraction: Double {
        schedulesRun == 0 ? 0 : Double(failingSeeds.count) / Double(schedulesRun)
    }
}
