import NavSimCore
import NavSimRuntime
import Testing

@testable import NavSim

/// A run judges itself before it ends, once per explored schedule, with `firstFailedListed()`, which builds
/// text only for an expectation that fails: it must name the expectation the report's rows name.
@Suite("The expectation checker's fast path")
struct ExpectationCheckerTests {
    /// The states a run of each shipped scenario could be judged in: its own run's at the scenario's
    /// seed, nothing counted, every probe as expected, every probe the opposite.
    static func states(of scenario: Scenario) -> [ScenarioRunCollector.State] {
        let collector = ScenarioRunCollector()
        _ = Simulation.run(
            SimulationOptions(
                seed: scenario.seed, strategy: .random, parameters: scenario.scheduleParameters(jitter: 0)),
            name: scenario.name, ScenarioProgram(scenario: scenario).body(collector))
        var expected = ScenarioRunCollector.State()
        var opposite = ScenarioRunCollector.State()
        for (index, decision) in scenario.expectations.decisions.enumerated() {
            expected.probes[index] = (decision.policy, decision.by)
            opposite.probes[index] = (decision.policy == .allow ? .cancel : .allow, "Someone else")
        }
        for count in scenario.expectations.counts {
            let value = count.min ?? count.max ?? 0
            expected.events = value
            expected.navigations = value
            if let by = count.by { expected.decisions[by] = value }
        }
        return [collector.seal(), ScenarioRunCollector.State(), expected, opposite]
    }

    @Test("The first listed expectation that fails is the report's, for every shipped scenario")
    func sameAsReport() throws {
        var failed = 0
        var held = 0
        for path in ShippedScenarios.paths {
            let scenario = try Scenario(contentsOf: path)
            for state in Self.states(of: scenario) {
                let checker = ScenarioExpectationChecker(scenario: scenario, state: state, runtimeFailures: [])
                let rows = checker.results().first { !$0.passed && $0.check == .listed }
                let fast = checker.firstFailedListed()
                #expect(fast == rows, "\(scenario.name)")
                if fast == nil { held += 1 } else { failed += 1 }
            }
        }
        // Both branches were taken: states that pass and states that fail.
        #expect(failed > 10 && held > 10)
    }
}
