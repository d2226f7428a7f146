#if canImport(XCTest)
    import NavSim
    import XCTest

    /// Explores many schedules of `body` and fails the XCTest test at the first failing one: the twin of
    /// ``expectAllSchedulesPass(seeds:strategy:shard:parameters:name:sourceLocation:_:)`` for suites that
    /// have not moved to Swift Testing.
    ///
    /// The failure's message names the seed, gives the Swift call that replays the (shrunk) schedule, lists
    /// the pending tasks and prints the timeline. This form blocks the calling thread while it explores (the
    /// runtime drives the schedules on it); from an `async` test, the `async` form does not.
    ///
    /// ```swift
    /// final class RaceTests: XCTestCase {
    ///     func testDecisionIsAlwaysAnswered() {
    ///         assertAllSchedulesPass(seeds: 0..<1_000) { sim in try await race4(sim) }
    ///     }
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
    ///   - name: The run's name in reports (defaults to the test method's name).
    ///   - file: Where to report the failure (defaults to the caller).
    ///   - line: The line to report the failure at (defaults to the caller).
    ///   - body: The code to run under each schedule.
    /// - Returns: The exploration report.
    @discardableResult
    public func assertAllSchedulesPass<Value: Sendable>(
        seeds: Range<UInt64> = 0..<1_000,
        strategy: SchedulingStrategy = .random,
        shard: Shard? = nil,
        parameters: [String: String] = [:],
        name: String = #function,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ body: @escaping @Sendable (SimulationContext) async throws -> Value
    ) -> ExplorationReport {
        let shard = shard ?? ScheduleExploration.shardFromEnvironment
        let report = Explorer.explore(
            seeds: seeds, strategy: strategy, shard: shard, parameters: parameters, name: name, body)
        return failingTest(at: report, shard: shard, file: file, line: line)
    }

    /// Explores many schedules of `body` from an `async` XCTest test, on a dedicated thread, and fails the
    /// test at the first failing one.
    ///
    /// ```swift
    /// func testDecisionIsAlwaysAnswered() async {
    ///     await assertAllSchedulesPass(seeds: 0..<1_000) { sim in try await race4(sim) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - seeds: The seeds to explore.
    ///   - strategy: The scheduling strategy.
    ///   - shard: The part of `seeds` to explore; `nil` reads `NAVSIM_SHARD`, else explores them all.
    ///   - parameters: Caller parameters recorded in every schedule.
    ///   - name: The run's name in reports (defaults to the test method's name).
    ///   - file: Where to report the failure (defaults to the caller).
    ///   - line: The line to report the failure at (defaults to the caller).
    ///   - body: The code to run under each schedule.
    /// - Returns: The exploration report.
    @discardableResult
    public func assertAllSchedulesPass<Value: Sendable>(
        seeds: Range<UInt64> = 0..<1_000,
        strategy: SchedulingStrategy = .random,
        shard: Shard? = nil,
        parameters: [String: String] = [:],
        name: String = #function,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ body: @escaping @Sendable (SimulationContext) async throws -> Value
    ) async -> ExplorationReport {
        let shard = shard ?? ScheduleExploration.shardFromEnvironment
        let report = await Explorer.exploreDetached(
            seeds: seeds, strategy: strategy, shard: shard, parameters: parameters, name: name, body)
        return failingTest(at: report, shard: shard, file: file, line: line)
    }

    /// Fails the test with the report's first failure, if any, and hands the report on.
    private func failingTest(at report: ExplorationReport, shard: Shard, file: StaticString, line: UInt)
        -> ExplorationReport
    {
        if let message = ScheduleExploration.failureMessage(report, shard: shard) {
            XCTFail(message, file: file, line: line)
        }
        return report
    }
#endif
