import NavSim
import NavSimWebKit

/// Runs app code written against WebKit inside one simulation, on the main actor, with the simulation's
/// WebKit environment in effect; findings are the simulation's failures.
func runWebKit<T: Sendable>(
    seed: UInt64 = 1,
    pages: any PageSource = DefaultPageSource(),
    failingAt severity: Finding.Severity = .violation,
    _ body: @escaping @MainActor @Sendable () async -> T
) -> SimulationOutcome<T> {
    Simulation.run(SimulationOptions(seed: seed), name: "app") { sim in
        await sim.withWebKit(pageSource: pages, failingAt: severity) { await body() }
    }
}

/// The messages of a run's failures, in order.
func messages<T>(_ outcome: SimulationOutcome<T>) -> [String] {
    outcome.failures.map(\.message)
}
