import Foundation
import NavSim
import NavSimTestSupport
import Testing

@Suite("The first violation can end the run, as WebKit's exception ends the app")
struct FirstViolationEndsRunTests {
    /// A task stopped after its response, then written to three times by a worker that never checks.
    static let writesAfterStop: @Sendable (SimulationContext) async throws -> Void = { sim in
        let handler = RecordingSchemeHandler(onStart: .hold)
        let configuration = try WebViewConfigurationBuilder()
            .setURLSchemeHandler(handler, forURLScheme: "app")
            .build(log: sim.findingLog())
        let webView = sim.makeWebView(configuration: configuration)
        let load = sim.spawn(name: "load") { await webView.load("app://local/") }
        var iterator = handler.started.makeAsyncIterator()
        let task = try #require(await iterator.next())
        task.didReceive(URLSchemeResponse(url: task.request))
        await webView.close()
        let worker = sim.spawn(name: "worker") {
            task.didReceive(Array("a".utf8))
            await Task.yield()
            task.didReceive(Array("b".utf8))
            await Task.yield()
            task.didFinish()
        }
        try await worker.value
        _ = try await load.value
    }

    static func violations(_ outcome: SimulationOutcome<Void>) -> Int {
        outcome.trace.entries.filter { $0.event.description.hasPrefix("finding [violation]") }.count
    }

    @Test("By default NavSim records the three violations of one stopped task and goes on")
    func recordsEveryViolation() {
        let outcome = Simulation.run(SimulationOptions(seed: 3), name: "stopped", Self.writesAfterStop)
        #expect(Self.violations(outcome) == 3)
        #expect(outcome.failures.count == 3)
        #expect(outcome.failures.allSatisfy { $0.message == "This task has already been stopped" })
        #expect(outcome.endReason == nil)
    }

    @Test("With endsAtFirstFailure the first violation ends the run: one finding, as in a real app")
    func endsAtTheFirstViolation() {
        let outcome = Simulation.run(
            SimulationOptions(seed: 3, endsAtFirstFailure: true), name: "stopped", Self.writesAfterStop)
        #expect(Self.violations(outcome) == 1)
        #expect(outcome.failures.map(\.message) == ["This task has already been stopped"])
        #expect(outcome.endReason == "finding: This task has already been stopped")
        #expect(!outcome.timeline.contains("load finished"))
    }

    @Test("A log that ends at its first violation keeps that one and nothing after it")
    func findingLogEnds() {
        let log = FindingLog(endsAtFirstViolation: true)
        let task = URLSchemeTask(request: ParsedURL("app://local/"), log: log)
        task.didFinish()  // no response yet: a violation
        task.didFinish()
        task.didFailWithError(.cancelled)
        #expect(log.count == 1)
        #expect(log.hasEnded)
        let everything = FindingLog()
        let again = URLSchemeTask(request: ParsedURL("app://local/"), log: everything)
        again.didFinish()
        again.didFinish()
        #expect(everything.count == 2)
        #expect(!everything.hasEnded)
    }

    /// RACE-CASES 6's `didFinish` inside `stop`, three times: the user leaves the page three times while it
    /// loads, and each stop raises.
    static func scenarioText(endsAtFirstViolation: Bool) -> String {
        let leave = [
            #"{ "do": "load", "url": "app://local/index.html", "type": "other", "await": false },"#,
            #"{ "do": "yield", "times": 4 },"#,
            #"{ "do": "load", "url": "https://example.com/", "type": "linkActivated" }"#,
        ].joined(separator: "\n      ")
        var text = ShippedScenarios.text("scenarios/race6-finish-inside-stop-buggy.json")
        precondition(text.contains(leave), "the shipped scenario's steps changed")
        text = text.replacingOccurrences(of: leave, with: [leave, leave, leave].joined(separator: ",\n      "))
        if endsAtFirstViolation {
            text = text.replacingOccurrences(of: #""seed": 1,"#, with: #""seed": 1, "endsAtFirstViolation": true,"#)
        }
        return text
    }

    static func scenario(endsAtFirstViolation: Bool) throws -> Scenario {
        try Scenario(
            parsing: Array(scenarioText(endsAtFirstViolation: endsAtFirstViolation).utf8), file: "race6x3.json")
    }

    @Test("A scenario's endsAtFirstViolation: run, explore and replay end at the first violation")
    func scenarioField() throws {
        let everything = ScenarioRunner.run(try Self.scenario(endsAtFirstViolation: false))
        let crashing = try Self.scenario(endsAtFirstViolation: true)
        #expect(crashing.endsAtFirstViolation)
        let ended = ScenarioRunner.run(crashing)
        #expect(everything.findings.count >= 3, "\(everything.findings.map(\.message))")
        #expect(ended.findings.count == 1)
        #expect(ended.findings.first?.message == "This task has already been stopped")
        #expect(!ended.passed)
        #expect(ended.verdict.reason.contains("This task has already been stopped"))
        #expect(ended.timeline.contains("ENDED: url-scheme-task-violation: This task has already been stopped"))
        let exploration = ScenarioRunner.explore(crashing, seeds: 0..<100, shrink: false)
        let failure = try #require(exploration.firstFailure)
        let replayed = try #require(ScenarioRunner.failingRun(of: exploration, scenario: crashing))
        #expect(replayed.findings.count == 1)
        #expect(replayed.failure?.message == failure.failure.message)
    }

    @Test("A violation expect lists still ends the run, and the run is judged where it ended")
    func expectedViolationEndsTheRun() throws {
        let text = Self.scenarioText(endsAtFirstViolation: true)
            .replacingOccurrences(
                of: #""expect": { "findings": [] }"#,
                with: #""expect": { "findings": [{"kind": "url-scheme-task-violation", "count": 1}] }"#)
        let report = ScenarioRunner.run(try Scenario(parsing: Array(text.utf8), file: "expected.json"))
        #expect(report.findings.count == 1)
        #expect(report.passed, "\(report.text())")
        #expect(report.timeline.contains("ENDED:"))
    }
}
