import NavSim
import NavSimTesting
import Testing

@Suite("NavSimTesting: one line to explore schedules in a user's test")
struct TestingHelperTests {
    @Test("The fixed RACE-CASES 4 passes every schedule through the one-line helper")
    func passingProgramPasses() async {
        let report = await expectAllSchedulesPass(seeds: 0..<500, RaceCase4Tests.program(answersInDefer: true))
        #expect(report.passed)
        #expect(report.schedulesRun == 500)
    }

    @Test("The buggy RACE-CASES 4 fails the test with the seed, the replay call and the timeline")
    func failingProgramFailsTheTest() async throws {
        var recorded: [String] = []
        await withKnownIssue {
            let report = await expectAllSchedulesPass(seeds: 0..<500, RaceCase4Tests.program(answersInDefer: false))
            recorded.append(report.firstFailure?.report ?? "")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.contains("seed") && text.contains("Simulation.replay") && text.contains("hang")
        }
        let text = try #require(recorded.first)
        #expect(text.contains("hang"))
    }
}
