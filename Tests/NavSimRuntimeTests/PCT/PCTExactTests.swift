import Foundation
import NavSimRuntime
import Testing

/// Exact probabilities (`PCTExact`: every outcome of the strategy's draws, no sampling) on the two smallest
/// SCTBench ports, checked against 10,000 sampled seeds. The suite's name ends in `SCTBenchTests` so that
/// CI's ASan step leaves it to the strict step, with SCTBench's other statistics.
@Suite("SCTBench: exact probabilities of random and PCT on the small ports")
struct PCTExactSCTBenchTests {
    /// reorder_3 and twostage in `SCTBenchTests.programs`.
    static let programs = [0, 5]

    @Test(
        "Exact figures agree with 10,000 sampled seeds; depth 3 finds each bug at least as often as random",
        arguments: programs
    )
    func exactAgainstSampled(program: Int) async {
        let (name, body) = SCTBenchTests.programs[program]
        let figures = await offThePool { Figures(body) }
        print(figures.line(name))
        for (exact, sampled) in [
            (figures.random, figures.sampledRandom), (figures.pct2, figures.sampledPCT2),
            (figures.pct3, figures.sampledPCT3),
        ] {
            // Binomial sampling error: within four standard deviations of the exact count.
            let expected = exact * 10_000
            let deviation = (10_000 * exact * (1 - exact)).squareRoot()
            #expect(abs(Double(sampled) - expected) <= 4 * deviation + 1, "\(name): \(sampled) vs \(expected)")
        }
        // Depth 2 stays below random on both (its one change point must land on one of few steps); depth 3,
        // with change points counted over the steps that have a choice, is at least as good as random.
        #expect(figures.pct2 >= 1 / Double(figures.tasks * figures.horizon), "PCT's depth-2 guarantee, exactly")
        #expect(figures.pct2 < figures.random)
        #expect(figures.pct3 >= figures.random)
        // Counting every step, as the paper does, is worse at both depths.
        #expect(figures.paperPCT2 < figures.pct2 && figures.paperPCT3 < figures.pct3)
    }

    struct Figures: Sendable {
        var tasks = 0
        var horizon = 0
        var random = 0.0
        var paths = 0
        var longestChoices = 0
        var longestSteps = 0
        var pct2 = 0.0
        var pct3 = 0.0
        var best2 = 0.0
        var best3 = 0.0
        var paperPCT2 = 0.0
        var paperPCT3 = 0.0
        var sampledRandom = 0
        var sampledPCT2 = 0
        var sampledPCT3 = 0

        init(_ body: @escaping @Sendable (SimulationContext) async throws -> Void) {
            tasks = Int(Simulation.run(SimulationOptions(strategy: .fifo), body).trace.steps.max() ?? 0)
            horizon = Explorer.measureHorizon(body)
            let exact = PCTExact.random(body)
            (random, paths, longestChoices, longestSteps) =
                (exact.probability, exact.paths, exact.longestChoices, exact.longestSteps)
            let shipped2 = PCTExact.pct(body, depth: 2, tasks: tasks, horizon: horizon, countsChoicesOnly: true)
            let shipped3 = PCTExact.pct(body, depth: 3, tasks: tasks, horizon: horizon, countsChoicesOnly: true)
            (pct2, best2, pct3, best3) =
                (shipped2.probability, shipped2.bestPlacement, shipped3.probability, shipped3.bestPlacement)
            paperPCT2 =
                PCTExact.pct(body, depth: 2, tasks: tasks, horizon: longestSteps, countsChoicesOnly: false)
                .probability
            paperPCT3 =
                PCTExact.pct(body, depth: 3, tasks: tasks, horizon: longestSteps, countsChoicesOnly: false)
                .probability
            sampledRandom = SCTBench.failures(body, strategy: .random)
            sampledPCT2 = SCTBench.failures(body, strategy: .pct(depth: 2, horizon: horizon))
            sampledPCT3 = SCTBench.failures(body, strategy: .pct(depth: 3, horizon: horizon))
        }

        func line(_ name: String) -> String {
            func per10k(_ probability: Double) -> String { String(format: "%.1f", probability * 10_000) }
            return "SCTBench exact \(name) (n = \(tasks), k = \(horizon) choice steps; longest run \(longestChoices) "
                + "choices, \(longestSteps) steps; \(paths) paths): per 10,000: random \(per10k(random)), "
                + "pct2 \(per10k(pct2)), pct3 \(per10k(pct3)); counting every step (k = \(longestSteps)): "
                + "pct2 \(per10k(paperPCT2)), pct3 \(per10k(paperPCT3)); priority orders where some placement "
                + "fails: depth 2 \(per10k(best2)), depth 3 \(per10k(best3)); sampled: random \(sampledRandom), "
                + "pct2 \(sampledPCT2), pct3 \(sampledPCT3)"
        }
    }
}
