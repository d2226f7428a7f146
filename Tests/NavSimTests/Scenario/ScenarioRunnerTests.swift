import Foundation
import Testing

@testable import NavSim

@Suite("Running, exploring and replaying the shipped scenarios")
struct ScenarioRunnerTests {
    /// The buggy scenarios, the failure `run` and `explore` must report, and their fixed counterparts.
    static let races: [(buggy: String, failure: String, fixed: [String])] = [
        ("race1-fallthrough-buggy", "was called more than once", ["race1-fallthrough-fixed"]),
        // The fixed race 2 takes 10 s for 1,000 seeds in a debug build: ReadmeCommandTests' table explores 100.
        ("race2-deeplink-shadowing-buggy", "is allow by AllowAll, got cancel by DeepLink", []),
        // The article's payment factory in linked form: Payment cancels every URL.
        ("article-payment-linked-buggy", "is allow by Default, got cancel by Payment", []),
        (
            "race3-bridge-forwards-buggy", "was called more than once",
            ["race3-bridge-forwards-fixed", "race3-bridge-forwards-legacy"]
        ),
        (
            "race4-throwing-callback-buggy", "hung",
            ["race4-throwing-callback-fixed", "race4-throwing-callback-deadline"]
        ),
        (
            "race5-stop-marks-inactive-later-buggy", "This task has already been stopped",
            ["race5-stop-marks-inactive-later-fixed"]
        ),
        (
            "race5-stop-marks-inactive-later-main-actor-buggy", "This task has already been stopped",
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
        (
            "deeplink-tap-overtakes-buggy", "DeepLink had already acted on it: openDeepLink",
            ["deeplink-tap-overtakes-fixed"]
        ),
    ]

    /// Every shipped scenario: the buggy ones (named `*-buggy`) and the rest.
    static let buggy = ShippedScenarios.paths.filter { $0.hasSuffix("-buggy.json") }
    static let correct = ShippedScenarios.paths.filter { !$0.hasSuffix("-buggy.json") }

    @Test("run passes every scenario of a correct app: each check holds", arguments: correct)
    func runPasses(_ path: String) throws {
        let report = ScenarioRunner.run(try Scenario(contentsOf: path))
        #expect(report.passed, "\(report.text())")
        #expect(report.verdict.line.hasPrefix("result: PASS ("))
        #expect(report.expectations.contains { $0.check == .unexpectedFindings && $0.passed })
    }

    @Test("run fails every buggy scenario, with its bug's message as the reason", arguments: buggy)
    func runFailsBuggy(_ path: String) throws {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let race = try #require(Self.races.first { $0.buggy == name }, "\(name) is not listed in races")
        let report = ScenarioRunner.run(try Scenario(contentsOf: path))
        #expect(!report.passed)
        #expect(report.verdict.line.hasPrefix("result: FAIL: "))
        #expect(report.verdict.reason.contains(race.failure), "\(report.verdict.reason)")
    }

    @Test(
        "Explore fails each buggy scenario with the verdict run uses, the failing seed replays identically, the fixed scenario passes the same seeds",
        arguments: races.map(\.buggy))
    func exploreFindsRace(_ name: String) throws {
        let race = try #require(Self.races.first { $0.buggy == name })
        let scenario = try Scenario(contentsOf: ShippedScenarios.path(name))
        let report = ScenarioRunner.explore(scenario, seeds: 0..<1_000)
        let failure = try #require(report.firstFailure)
        let failing = try #require(ScenarioRunner.failingRun(of: report, scenario: scenario))
        #expect(!failing.passed)
        #expect(failing.verdict.reason.contains(race.failure), "\(failing.verdict.reason)")
        let first = ScenarioRunner.run(scenario, seed: failure.seed, strategy: report.strategy)
        let second = ScenarioRunner.run(scenario, seed: failure.seed, strategy: report.strategy)
        #expect(!first.passed)
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

    @Test(
        "A finding expect lists is allowed; the same finding unlisted fails the run; a note fails only under failOn note"
    )
    func oneVerdict() throws {
        let text = ShippedScenarios.text("scenarios/race1-fallthrough-buggy.json")
        let buggy = try Scenario(parsing: Array(text.utf8), file: "race1.json")
        #expect(!ScenarioRunner.run(buggy).passed)
        let allowed = try Scenario(
            parsing: Array(
                text.replacingOccurrences(
                    of: #""findings": [],"#,
                    with: #""findings": [{"kind": "completion-handler-called-twice", "count": 1}],"#
                ).utf8),
            file: "allowed.json")
        let report = ScenarioRunner.run(allowed)
        #expect(report.passed, "\(report.text())")
        #expect(ScenarioRunner.explore(allowed, seeds: 0..<50).passed)
        let deepLink = ShippedScenarios.text("scenarios/deeplink-tap-overtakes-buggy.json")
        let atViolation = try Scenario(
            parsing: Array(deepLink.replacingOccurrences(of: #""failOn": "note","#, with: "").utf8), file: "v.json")
        let notes = ScenarioRunner.run(atViolation)
        #expect(notes.passed)
        #expect(notes.findings.map(\.kind) == [.lateDecision])
        #expect(JSONWriter.write(notes.json()).contains("late-decision"))
    }

    @Test("The scenario names its delegate's class: every message uses it, module-qualified for Swift")
    func delegateClassNamesEveryMessage() throws {
        let text = ShippedScenarios.text("scenarios/race1-fallthrough-buggy.json")
        let byDefault = ScenarioRunner.run(try Scenario(parsing: Array(text.utf8), file: "race1.json"))
        #expect(!byDefault.findings.isEmpty)
        #expect(byDefault.findings.allSatisfy { $0.message.contains("-[AppNavigationDelegate webView:") })
        let named = try Scenario(
            parsing: Array(
                text.replacingOccurrences(
                    of: #""form": "completionHandler""#,
                    with: #""form": "completionHandler", "delegateClass": "MyApp.WebViewCoordinator""#
                ).utf8),
            file: "named.json")
        #expect(named.configuration.delegateClass == "MyApp.WebViewCoordinator")
        let report = ScenarioRunner.run(named)
        #expect(report.findings.count == byDefault.findings.count)
        #expect(
            report.findings.allSatisfy {
                $0.message.contains("-[MyApp.WebViewCoordinator webView:") && $0.handler == "MyApp.WebViewCoordinator"
            })
        #expect(report.verdict.reason.contains("-[MyApp.WebViewCoordinator webView:"))
    }

    @Test("Explore varies a scenario's timing per seed; replay draws the same timing from the seed")
    func timingIsExplored() throws {
        let scenario = try Scenario(contentsOf: ShippedScenarios.path("deeplink-tap-overtakes-fixed"))
        let runs = (0..<20).map { ScenarioRunner.run(scenario, seed: UInt64($0)) }
        #expect(Set(runs.map(\.elapsed)).count > 10)
        #expect(ScenarioRunner.run(scenario, seed: 7).timeline == runs[7].timeline)
        #expect(ScenarioRunner.explore(scenario, seeds: 0..<20).distinctTraces > 10)
        // Jitter moves the fixed 30 ms check of the buggy version; the seed still replays it.
        let buggy = try Scenario(contentsOf: ShippedScenarios.path("deeplink-tap-overtakes-buggy"))
        let plain = ScenarioRunner.run(buggy, seed: 4)
        let jittered = ScenarioRunner.run(buggy, seed: 4, jitter: 0.5)
        #expect(jittered.timeline != plain.timeline)
        #expect(ScenarioRunner.run(buggy, seed: 4, jitter: 0.5).timeline == jittered.timeline)
        let schedule = try #require(jittered.schedule)
        #expect(schedule.parameters["jitter"] == "50")
        #expect(ScenarioRunner.run(buggy, schedule: schedule).timeline == jittered.timeline)
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
        #expect(fixed.failures(for: [.unreachable, .shadowed, .firstLoadCancelled]).isEmpty)
    }
}
