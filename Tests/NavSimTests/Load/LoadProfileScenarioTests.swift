import Foundation
import Testing

@testable import NavSim

@Suite(.timeLimit(.minutes(10))) struct LoadProfileScenarioTests {
    static func scenario(_ name: String) throws -> Scenario {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try Scenario(contentsOf: root.appendingPathComponent("scenarios/\(name)").path)
    }

    @Test func aScenarioWorkloadBecomesAProfile() throws {
        let profile = try LoadProfile(scenario: try Self.scenario("preset-default.json"))
        #expect(profile.measure == .events(200))
        #expect(profile.concurrency == 2)
        #expect(Set(profile.history.keys) == [.back, .forward, .reload])
        #expect(abs(profile.messageFraction - 0.1) < 1e-9)
        #expect(abs(profile.history.values.reduce(0, +) - 0.2) < 1e-9)
        #expect(!profile.urls.isEmpty)
        #expect(profile.messages.map(\.name).count == 2)
        #expect(profile.configuration().currentNavigationChain?.names.isEmpty == false)
    }

    @Test func aScenarioProfileRunsAndAccountsForEveryEvent() async throws {
        var profile = try LoadProfile(scenario: try Self.scenario("preset-default.json"))
        profile.warmUp = .events(20)
        let report = try await LoadGenerator(profile: profile).run()
        #expect(report.events.issued == 200)
        #expect(report.events.conserved)
    }

    @Test func aCompletionHandlerScenarioIsRefused() throws {
        let scenario = try Self.scenario("race1-fallthrough-buggy.json")
        let error = #expect(throws: LoadProfileError.self) { try LoadProfile(scenario: scenario) }
        #expect(error?.description.contains("completion-handler") == true)
    }
}
