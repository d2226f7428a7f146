import NavSimRuntime

/// One of a run's random streams (the page's latencies, the timeline's waits, a delegate's faults), made only
/// when a draw from it can differ from one seed to the next.
///
/// A run makes several streams, each a ``LockedRandom`` (an allocation), and most scenarios never draw a value
/// that varies from most of them: a fixed or zero latency, a fault that always applies. Such a stream is not
/// made: its draws run on a scratch generator, whose state they cannot show, so every draw gives the value the
/// stream would have given. Builds with `NAVSIM_INTERNAL_CHECKS` check this at every draw, with two scratch
/// generators that must agree.
struct RunRandom: Sendable {
    private let shared: LockedRandom?

    /// Creates the stream.
    ///
    /// - Parameters:
    ///   - random: The stream's generator, seeded for the run.
    ///   - varies: Whether any draw from it can depend on the generator's state.
    init(_ random: @autoclosure () -> SplitMix64, varies: Bool) {
        shared = varies ? LockedRandom(random()) : nil
    }

    /// Draws from the stream under its lock, or from a scratch generator when no draw can vary.
    func withLock<Result: Equatable>(_ body: (inout SplitMix64) -> Result) -> Result {
        if let shared { return shared.withLock(body) }
        var scratch = SplitMix64(seed: 0)
        let result = body(&scratch)
        #if NAVSIM_INTERNAL_CHECKS
            var other = SplitMix64(seed: 0x5EED)
            precondition(body(&other) == result, "a draw from a stream made as fixed varied")
        #endif
        return result
    }
}

/// Which of a scenario run's streams can vary (``RunRandom``), found once per program: it depends on the
/// scenario and on the jitter, not on the seed.
struct VaryingStreams: Sendable {
    /// The page's latencies.
    let page: Bool
    /// The timeline's waits.
    let waits: Bool
    /// Whether a fault applies to a decision: some fault applies only sometimes.
    let faultDraws: Bool
    /// The waits of timed handlers and faults.
    let handlerLatencies: Bool

    init(_ scenario: Scenario, timing: ScenarioTiming) {
        page = Self.page(scenario.page, timing: timing)
        waits = scenario.workload.steps.contains { step in
            if case .wait(let latency) = step.action { !timing.isFixed(latency) } else { false }
        }
        let faults = scenario.configuration.handlers.compactMap { scenario.faults[$0.name] }
        faultDraws = faults.contains { $0.probability > 0 && $0.probability < 1 }
        handlerLatencies =
            scenario.configuration.timedHandlers.values.contains { !timing.isFixed($0.latency) }
            || faults.contains { !timing.isFixed($0.latency) }
    }

    /// Whether a page's latencies can vary.
    static func page(_ page: ScenarioPage, timing: ScenarioTiming) -> Bool {
        !timing.isFixed(page.latency)
            || page.responses.values.contains { !timing.isFixed($0.latency) || !timing.isFixed($0.loadDuration) }
    }
}
