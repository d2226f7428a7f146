import NavSim
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Explores many schedules of `body` and fails the test at the first failing one.
///
/// One line in a Swift Testing test. On failure, the issue names the seed, gives the Swift call
/// that replays the (shrunk) schedule, lists the pending tasks and prints the timeline. The
/// exploration runs on a dedicated thread, so the test's cooperative thread is not blocked.
///
/// ```swift
/// @Test func decisionAlwaysAnswered() async {
///     await expectAllSchedulesPass(seeds: 0..<1_000) { sim in try await race4(sim) }
/// }
/// ```
///
/// Set `NAVSIM_SHARD=i/n` in the environment to explore only shard `i` of `n` (for a CI matrix).
///
/// - Parameters:
///   - seeds: The seeds to explore.
///   - strategy: The scheduling strategy.
///   - shard: The part of `seeds` to explore; `nil` reads `NAVSIM_SHARD`, else explores them all.
///   - parameters: Caller parameters recorded in every schedule.
///   - name: The run's name in reports (defaults to the test function's name).
///   - sourceLocation: Where to report the issue (defaults to the caller).
///   - body: The code to run under each schedule.
/// - Returns: The exploration report.
@discardableResult
public func expectAllSchedulesPass<Value: Sendable>(
    seeds: Range<UInt64> = 0..<1_000,
    strategy: SchedulingStrategy = .random,
    shard: Shard? = nil,
    parameters: [String: String] = [:],
    name: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable (SimulationContext) async throws -> Value
) async -> ExplorationReport {
    let shard = shard ?? ScheduleExploration.shardFromEnvironment
    let report = await Explorer.exploreDetached(
        seeds: seeds,
        strategy: strategy,
        shard: shard,
        parameters: parameters,
        name: name,
        body
    )
    if let message = ScheduleExploration.failureMessage(report, shard: shard) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    return report
}

/// What the Swift Testing and the XCTest helpers share: the shard and the failure's message.
enum ScheduleExploration {
    /// `NAVSIM_SHARD=i/n`, or every seed.
    static var shardFromEnvironment: Shard {
        getenv("NAVSIM_SHARD").flatMap { Shard(parsing: String(cString: $0)) } ?? .all
    }

    /// The failing seed, the replay call, the pending tasks and the timeline; `nil` when every schedule passed.
    ///
    /// - Parameters:
    ///   - report: The exploration.
    ///   - shard: The shard explored.
    /// - Returns: The message of the test's failure.
    static func failureMessage(_ report: ExplorationReport, shard: Shard) -> String? {
        guard let failure = report.firstFailure else { return nil }
        return "\(failure.report)\n(\(report.schedulesRun) schedules explored, shard \(shard))"
    }
}
