import NavSim
import Testing

/// Explores schedules of `body` until one fails, and fails the test when none does: the other half of
/// ``expectAllSchedulesPass(seeds:strategy:shard:parameters:name:sourceLocation:_:)``, for a regression
/// test that keeps a known bug findable (a buggy variant the fixed code is compared with).
///
/// Returns the failure, shrunk, for further checks: its kind, its message, its timeline.
///
/// ```swift
/// @Test func theBugIsStillFound() async throws {
///     let failure = try #require(await expectFailure(within: 0..<200) { sim in try await buggyRace4(sim) })
///     #expect(failure.failure.kind == .hang)
/// }
/// ```
///
/// - Parameters:
///   - seeds: The seeds to explore; the test fails when none of them fails.
///   - strategy: The scheduling strategy.
///   - parameters: Caller parameters recorded in every schedule.
///   - name: The run's name in reports (defaults to the test function's name).
///   - sourceLocation: Where to report the issue (defaults to the caller).
///   - body: The code to run under each schedule.
/// - Returns: The first failure (the smallest failing seed), or `nil` after recording an issue.
@discardableResult
public func expectFailure<Value: Sendable>(
    within seeds: Range<UInt64> = 0..<1_000,
    strategy: SchedulingStrategy = .random,
    parameters: [String: String] = [:],
    name: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable (SimulationContext) async throws -> Value
) async -> ExplorationFailure? {
    let report = await Explorer.exploreDetached(
        seeds: seeds, strategy: strategy, parameters: parameters, name: name, body)
    guard let failure = report.firstFailure else {
        Issue.record(
            Comment(
                rawValue:
                    "expected a failing schedule within seeds \(seeds.lowerBound)..<\(seeds.upperBound) "
                    + "(\(strategy)), but all \(report.schedulesRun) passed: the bug is no longer found"),
            sourceLocation: sourceLocation)
        return nil
    }
    return failure
}

/// Runs every seed of `seeds` and returns the share of schedules that fail (see
/// `Explorer.failureRate(seeds:strategy:shard:parameters:name:maxSteps:jobs:_:)`), on a dedicated thread.
///
/// ```swift
/// @Test func theBugIsNotRare() async {
///     let rate = await failureRate(seeds: 0..<500) { sim in try await buggyRace4(sim) }
///     #expect(rate.fraction >= 0.1, "\(rate.failures) of \(rate.schedulesRun) schedules fail")
/// }
/// ```
///
/// - Parameters:
///   - seeds: The seeds to run, every one of them.
///   - strategy: The scheduling strategy.
///   - parameters: Caller parameters recorded in every schedule.
///   - name: The run's name.
///   - body: The code to run under each schedule.
/// - Returns: The schedules run and the failing seeds.
public func failureRate<Value: Sendable>(
    seeds: Range<UInt64> = 0..<1_000,
    strategy: SchedulingStrategy = .random,
    parameters: [String: String] = [:],
    name: String = #function,
    _ body: @escaping @Sendable (SimulationContext) async throws -> Value
) async -> FailureRate {
    await Explorer.failureRateDetached(seeds: seeds, strategy: strategy, parameters: parameters, name: name, body)
}
