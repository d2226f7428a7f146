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

    @Test("expectFailure keeps the buggy RACE-CASES 4 findable and returns its shrunk failure")
    func buggyProgramIsFound() async throws {
        let failure = try #require(await expectFailure(within: 0..<500, RaceCase4Tests.program(answersInDefer: false)))
        #expect(failure.failure.kind == .hang)
        #expect(failure.shrunk != nil)
    }

    @Test("expectFailure fails the test when every schedule passes: the bug is no longer found")
    func fixedProgramFailsTheBugTest() async {
        await withKnownIssue {
            let failure = await expectFailure(within: 0..<100, RaceCase4Tests.program(answersInDefer: true))
            #expect(failure == nil)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("the bug is no longer found")
        }
    }

    @Test("failureRate gives the share of seeds that fail: some for the bug, none for the fix")
    func failureShare() async {
        let buggy = await failureRate(seeds: 0..<300, RaceCase4Tests.program(answersInDefer: false))
        #expect(buggy.schedulesRun == 300)
        #expect(buggy.fraction > 0, "\(buggy.failures) of 300")
        let fixed = await failureRate(seeds: 0..<100, RaceCase4Tests.program(answersInDefer: true))
        #expect(fixed.fraction == 0)
    }
}
