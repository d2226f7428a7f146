import NavSimRuntime
import Testing

@testable import NavSim

/// An exploration thread's copy of a scenario (`Scenario.unshared`): the same scenario, in storage of its own.
@Suite("A scenario's copy for an exploration thread")
struct UnsharedScenarioTests {
    /// A string's two words: the same bits are the same storage (or the same inline bytes).
    static func bits(_ string: String) -> (UInt64, UInt64) {
        unsafeBitCast(string, to: (UInt64, UInt64).self)
    }

    @Test("A parsed scenario's copy is parsed again: equal in what runs read, sharing no string's storage")
    func parsedCopyIsItsOwn() throws {
        let scenario = try Scenario(contentsOf: ShippedScenarios.path("race4-throwing-callback-fixed"))
        let copy = scenario.unshared
        #expect(copy.name == scenario.name && copy.digest == scenario.digest && copy.seed == scenario.seed)
        #expect(copy.workload.steps.count == scenario.workload.steps.count)
        // The name is longer than a small string's 15 bytes: it has storage, and the copy's is another.
        #expect(scenario.name.utf8.count > 15)
        #expect(Self.bits(copy.name) != Self.bits(scenario.name))
        #expect(Self.bits(copy.file) != Self.bits(scenario.file))
        // A copy is as good as the original: the same schedules, the same report.
        let original = ScenarioRunner.explore(scenario, seeds: 0..<50, shrink: false)
        let copied = ScenarioRunner.explore(copy, seeds: 0..<50, shrink: false)
        #expect(original.traceDigests == copied.traceDigests && copied.schedulesRun == 50)
    }

    @Test("A scenario changed in code is its own copy: the change is kept, not parsed away")
    func changedScenarioKeepsItsChange() throws {
        var scenario = try Scenario(contentsOf: ShippedScenarios.path("race4-throwing-callback-fixed"))
        scenario.seed = 12_345
        #expect(scenario.unshared.seed == 12_345)
        var steps = try Scenario(contentsOf: ShippedScenarios.path("race4-throwing-callback-fixed"))
        steps.workload.steps.removeAll()
        #expect(steps.unshared.workload.steps.isEmpty)
        var expectations = try Scenario(contentsOf: ShippedScenarios.path("race1-fallthrough-buggy"))
        expectations.endsAtFirstViolation = true
        #expect(expectations.unshared.endsAtFirstViolation)
    }

    @Test("Explored on two threads, a scenario gives the report one thread gives")
    func twoThreadsReportAsOne() throws {
        for name in ["race1-fallthrough-buggy", "race5-stop-marks-inactive-later-fixed"] {
            let scenario = try Scenario(contentsOf: ShippedScenarios.path(name))
            let one = ScenarioRunner.explore(scenario, seeds: 0..<200)
            let two = ScenarioRunner.explore(scenario, seeds: 0..<200, jobs: 2)
            #expect(one.schedulesRun == two.schedulesRun && one.traceDigests == two.traceDigests, "\(name)")
            #expect(one.firstFailure?.seed == two.firstFailure?.seed, "\(name)")
            #expect(one.firstFailure?.bestSchedule.encoded == two.firstFailure?.bestSchedule.encoded, "\(name)")
        }
    }
}
