import NavSimRuntime
import Synchronization

/// A chain handler with a scenario's faults applied (the async chain form): extra latency, a throw.
struct FaultyHandler: NavigationActionHandler {
    struct InjectedFault: Error, CustomStringConvertible {
        let handler: String
        var description: String { "\(handler) threw an injected fault" }
    }

    let base: any NavigationActionHandler
    let fault: HandlerFault
    let timing: ScenarioTiming
    /// Whether each decision is faulty: the scenario's seed (the faults are part of the scenario).
    let random: LockedRandom
    /// The fault's latency: the run's timing (the schedule's seed).
    let latencies: LockedRandom

    init(_ base: any NavigationActionHandler, fault: HandlerFault, seed: UInt64, index: Int, timing: ScenarioTiming) {
        self.base = base
        self.fault = fault
        self.timing = timing
        self.random = LockedRandom(SplitMix64(seed: seed, stream: 0xFA17 &+ UInt64(index)))
        self.latencies = LockedRandom(timing.random(.fault, index))
    }

    var name: String { base.name }

    var mayDefer: Bool { base.mayDefer || !fault.latency.isZero }

    func claim(_ action: NavigationAction) -> HandlerClaim { base.claim(action) }

    func decide(_ action: NavigationAction, context: DecisionContext) async throws -> HandlerVerdict {
        let applies = random.withLock { $0.unit() < fault.probability }
        let latency = latencies.withLock { timing.draw(fault.latency, &$0) }
        guard applies else { return try await base.decide(action, context: context) }
        if latency > .zero { try await context.clock.sleep(for: latency) }
        if fault.throwsError { throw InjectedFault(handler: name) }
        return try await base.decide(action, context: context)
    }
}
