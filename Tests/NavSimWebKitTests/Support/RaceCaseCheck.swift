import NavSim
import NavSimTestBudget
import Testing

/// The three proofs of a race case: exploring the app's code as written finds `message`, the failing schedule
/// replays to the same trace twice, and the fixed code passes `fixedSchedules` schedules.
func checkRaceCase<T: Sendable>(
    _ name: String,
    buggy: @escaping @Sendable (SimulationContext) async throws -> T,
    fixed: @escaping @Sendable (SimulationContext) async throws -> T,
    kind: RuntimeFailure.Kind = .finding,
    message: String? = nil,
    fixedSchedules: UInt64 = UInt64(TestBudget.schedules(10_000)),
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let report = Explorer.explore(seeds: 0..<1_000, name: name, buggy)
    let failure = try #require(report.firstFailure, sourceLocation: sourceLocation)
    #expect(failure.failure.kind == kind, sourceLocation: sourceLocation)
    if let message { #expect(failure.failure.message == message, sourceLocation: sourceLocation) }
    let first = Simulation.replay(failure.schedule, name: name, buggy)
    let second = Simulation.replay(failure.schedule, name: name, buggy)
    #expect(first.failure?.kind == kind, sourceLocation: sourceLocation)
    #expect(first.failure?.message == failure.failure.message, sourceLocation: sourceLocation)
    #expect(first.timeline == second.timeline, sourceLocation: sourceLocation)
    let fixedReport = Explorer.explore(seeds: 0..<fixedSchedules, name: "\(name)-fixed", shrink: false, fixed)
    #expect(
        fixedReport.passed, "\(String(describing: fixedReport.firstFailure?.failure))", sourceLocation: sourceLocation)
    #expect(fixedReport.schedulesRun == Int(fixedSchedules), sourceLocation: sourceLocation)
}
