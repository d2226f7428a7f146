import Foundation
import NavSimRuntime
import Testing

@Suite("PCT and random: exact probabilities on the small SCTBench ports")
struct PCTExactTests {
    @Test("Exact figures", arguments: [0, 5])
    func exact(program: Int) async {
        let (name, body) = SCTBenchTests.programs[program]
        let line = await offThePool {
            let tasks = Int(Simulation.run(SimulationOptions(strategy: .fifo), body).trace.steps.max() ?? 0)
            let horizon = Explorer.measureHorizon(body)
            let random = PCTExact.random(body)
            var line = "EXACT \(name) n=\(tasks) k=\(horizon) random \(random.probability) paths \(random.paths) "
            line += "maxChoices \(random.longestChoices) maxSteps \(random.longestSteps)"
            for depth in [2, 3] {
                let all = PCTExact.pct(body, depth: depth, tasks: tasks, horizon: horizon)
                let allTrue = PCTExact.pct(body, depth: depth, tasks: tasks, horizon: random.longestSteps)
                let choices = PCTExact.pct(
                    body, depth: depth, tasks: tasks, horizon: random.longestChoices, countsChoicesOnly: true)
                line += " | pct\(depth) k \(all.probability) best \(all.bestPlacement)"
                line += " kTrue \(allTrue.probability) choicesOnly \(choices.probability) best \(choices.bestPlacement)"
            }
            return line
        }
        print(line)
    }
}
