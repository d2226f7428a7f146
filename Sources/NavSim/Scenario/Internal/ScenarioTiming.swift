import NavSimRuntime
import Synchronization

/// How one run of a scenario draws its times: from the schedule's seed, so `explore` varies timing as well
/// as interleaving, and a seed (or a saved schedule) replays both byte for byte.
///
/// Every latency a scenario declares as a range (`"10ms..50ms"`) or a mean (`"~20ms"`) is drawn per run;
/// a fixed one (`"30ms"`) stays fixed unless ``jitter`` is above zero, when it is drawn uniformly within
/// that fraction of itself. Each source of times (pages, each handler, each user's think time, the
/// timeline's waits) has its own stream, so adding one does not shift the others.
struct ScenarioTiming: Sendable {
    /// The run's seed: the schedule's.
    let seed: UInt64
    /// How far a fixed latency may move, as a fraction of itself (`0.5`: ±50 %).
    let jitter: Double

    /// The streams of the run's time sources.
    enum Stream: UInt64 {
        case page = 0x9A6E
        case steps = 0x5731
        case bridge = 0xB21D
        case handler = 0xDE1A
        case fault = 0xFA17
        case thinkTime = 0x7417
    }

    /// A generator for one source of times.
    ///
    /// - Parameters:
    ///   - stream: The source.
    ///   - index: Which one of that source (a handler's index, a user).
    /// - Returns: The generator.
    func random(_ stream: Stream, _ index: Int = 0) -> SplitMix64 {
        SplitMix64(seed: seed, stream: stream.rawValue &+ UInt64(index) &* 0x1_0000)
    }

    /// A latency of this run: drawn from its distribution, a fixed one jittered.
    ///
    /// - Parameters:
    ///   - latency: The scenario's latency.
    ///   - random: The source's generator.
    /// - Returns: The duration; never negative.
    func draw(_ latency: LatencyDistribution, _ random: inout SplitMix64) -> Duration {
        guard jitter > 0, case .fixed(let duration) = latency, duration > .zero else { return latency.draw(&random) }
        let factor = 1 + jitter * (2 * random.unit() - 1)
        return .nanoseconds(Int64((Double(duration / .nanoseconds(1)) * max(0, factor)).rounded()))
    }

    /// Whether a latency is the same in every run of this timing (no range, no jitter).
    func isFixed(_ latency: LatencyDistribution) -> Bool {
        if case .fixed(let duration) = latency { return jitter == 0 || duration == .zero }
        return latency.isZero
    }
}

/// A chain handler whose "can open" check takes a latency drawn per decision from the run's timing (a
/// deep-link handler declared with a range, or under `--jitter`); its base decides with no latency of
/// its own, after the wait, only for what it claims.
struct TimedHandler: NavigationActionHandler {
    let base: any NavigationActionHandler
    let latency: LatencyDistribution
    let timing: ScenarioTiming
    let random: LockedRandom

    var name: String { base.name }

    var mayDefer: Bool { true }

    var claimIsExact: Bool { base.claimIsExact }

    func claim(_ action: NavigationAction) -> HandlerClaim { base.claim(action) }

    func decide(_ action: NavigationAction, context: DecisionContext) async throws -> HandlerVerdict {
        if case .decides = base.claim(action) {
            let wait = random.withLock { timing.draw(latency, &$0) }
            if wait > .zero { try await context.clock.sleep(for: wait) }
        }
        return try await base.decide(action, context: context)
    }
}
