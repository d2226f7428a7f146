import Foundation
import Testing

@testable import NavSim

@Suite("Running, exploring and replaying the shipped scenarios")
struct ScenarioRunnerTests {
    /// The buggy race scenarios, the failure explore must find, and their fixed counterparts.
    static let races: [(buggy: String, failure: String, fixed: [String])] = [
        ("race1-fallthrough-buggy", "was called more than once", ["race1-fallthrough-fixed"]),
        ("race3-bridge-forwards-buggy", "was called more than once", ["race3-bridge-forwards-fixed"]),
        ("race4-throwing-callback-buggy", "hung", ["race4-throwing-callback-fixed"]),
        ("race4-throwing-callback-deadline", "No decision for nav#1", ["race4-throwing-callback-fixed"]),
        (
            "race5-stop-marks-inactive-later-buggy", "This task has already been stopped",
            ["race5-stop-marks-inactive-later-fixed"]
        ),
        (
            "race6-data-before-response-buggy", "No response has been sent for this task",
            ["race6-finish-inside-stop-fixed"]
        ),
        ("race6-finish-inside-stop-buggy", "This task has already been stopped", ["race6-finish-inside-stop-fixed"]),
        (
            "race7-push-pop-push-buggy",
            "Attempt to add script message handler with name 'bridge' when one already exists.",
            ["race7-push-pop-push-fixed", "race7-push-pop-push-builder"]
        ),
    ]

    @Test("navsim run's expectations hold for every shipped scenario", arguments: ShippedScenarios.paths)
    func runPasses(_ path: String) throws {
        let report = ScenarioRunner.run(try Scenario(contentsOf: path))
        #expect(report.passed, "\(report.text())")
        #expect(!report.expectations.isEmpty)
    }

    @Test(
        "Explore finds each race, the failing seed replays identically, the fixed scenario passes the same seeds",
        arguments: races.map(\.buggy))
    func exploreFindsRace(_ name: String) throws {
        let race = try #require(Self.races.first { $0.buggy == name })
        let scenario = try Scenario(contentsOf: ShippedScenarios.path(name))
        let report = ScenarioRunner.explore(scenario, seeds: 0..<1_000)
        let failure = try #require(report.firstFailure)
        #expect(failure.failure.message.contains(race.failure))
        let first = ScenarioRunner.run(scenario, seed: failure.seed, strategy: report.strategy)
        let second = ScenarioRunner.run(scenario, seed: failure.seed, strategy: report.strategy)
        #expect(first.failure?.message == failure.failure.message)
        #expect(first.timeline == failure.timeline)
        #expect(first.text(includeTimeline: true) == second.text(includeTimeline: true))
        let shrunk = ScenarioRunner.run(scenario, schedule: failure.bestSchedule)
        #expect(shrunk.failure?.isSameFinding(as: failure.failure) == true)
        for fixed in race.fixed {
            let fixedReport = ScenarioRunner.explore(
                try Scenario(contentsOf: ShippedScenarios.path(fixed)), seeds: 0..<1_000, shrink: false)
            #expect(fixedReport.passed, "\(fixed): \(fixedReport.firstFailure?.report ?? "")")
            #expect(fixedReport.schedulesRun == 1_000)
        }
    }

    @Test("A schedule recorded for one version of a scenario file is refused by an edited one")
    func editedScenarioRefusesSchedule() throws {
        let path = ShippedScenarios.path("race4-throwing-callback-buggy")
        let original = try Scenario(contentsOf: path)
        let report = ScenarioRunner.explore(original, seeds: 0..<100)
        let schedule = try #require(report.firstFailure?.bestSchedule)
        #expect(throws: Never.self) { try Schedule(parsing: schedule.encoded, expecting: original.scheduleParameters) }
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"readyAfter\": \"0ms\"", with: "\"readyAfter\": \"1ms\"")
        let edited = try Scenario(parsing: Array(text.utf8), file: "edited.json")
        let error = try #require(throws: ScheduleError.self) {
            try Schedule(parsing: schedule.encoded, expecting: edited.scheduleParameters)
        }
        #expect(error.code == .parameterMismatch)
    }

    @Test("The random workload is fixed by the scenario's seed: the same seed gives the same run")
    func workloadIsSeeded() throws {
        let scenario = try Scenario(contentsOf: ShippedScenarios.path("preset-product-page"))
        let first = ScenarioRunner.run(scenario)
        let second = ScenarioRunner.run(scenario)
        #expect(first.timeline == second.timeline)
        #expect(first.events == 101)
        var reseeded = scenario
        reseeded.seed += 1
        #expect(ScenarioRunner.run(reseeded).timeline != first.timeline)
    }

    @Test("RACE-CASES 3: the second call is reported with the modern SDK and ignored with the legacy one")
    func sdkSwitch() throws {
        let modern = ScenarioRunner.run(try Scenario(contentsOf: ShippedScenarios.path("race3-bridge-forwards-buggy")))
        let legacy = ScenarioRunner.run(try Scenario(contentsOf: ShippedScenarios.path("race3-bridge-forwards-legacy")))
        #expect(modern.findings.map(\.kind) == [.completionHandlerCalledTwice])
        #expect(legacy.findings.isEmpty)
    }

    @Test("RACE-CASES 2: the shadowing DeepLink decides every navigation, the first load included")
    func shadowing() throws {
        let report = ScenarioRunner.run(
            try Scenario(contentsOf: ShippedScenarios.path("race2-deeplink-shadowing-buggy")))
        #expect(report.decisions.map(\.name) == ["DeepLink"])
        #expect(report.finished == 0)
        #expect(report.cancelled == report.navigations)
    }

    @Test("RACE-CASES 2's ordering analysis: the first load is cancelled and the rest of the chain is unreachable")
    func shadowingOrderings() throws {
        let buggy = try Scenario(contentsOf: ShippedScenarios.path("race2-deeplink-shadowing-buggy"))
        #expect(buggy.orderingCorpus.first == "https://example.com/")
        let report = buggy.orderings()
        #expect(report.findings(.firstLoadCancelled).count == 1)
        #expect(
            Set(report.findings(.unreachable).flatMap(\.handlers)).isSuperset(of: [
                "HomeTabSwitch", "NativePage", "AllowAll",
            ]))
        let fixed = try Scenario(contentsOf: ShippedScenarios.path("race2-deeplink-shadowing-fixed")).orderings()
        #expect(fixed.failures(for: [.shadowed, .firstLoadCancelled]).isEmpty)
    }
}
