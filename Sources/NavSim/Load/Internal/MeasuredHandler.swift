/// Wraps a handler of the profile's chain to time decisions; the name, claim and deferral are the
/// wrapped handler's, so reports and analysis see the same chain.
struct MeasuredHandler: NavigationActionHandler {
    let inner: any NavigationActionHandler
    let name: String
    let index: Int
    let isLast: Bool
    let mayDefer: Bool
    let claimIsExact: Bool
    let probe: DecisionProbe

    init(_ inner: any NavigationActionHandler, index: Int, count: Int, probe: DecisionProbe) {
        self.inner = inner
        self.name = inner.name
        self.index = index
        self.isLast = index == count - 1
        self.mayDefer = inner.mayDefer
        self.claimIsExact = inner.claimIsExact
        self.probe = probe
    }

    /// The chain with every handler wrapped; the fallback is recorded in the last slot.
    static func measured(_ chain: NavigationChain, probe: DecisionProbe) -> NavigationChain {
        let count = chain.handlers.count
        return NavigationChain(
            chain.handlers.enumerated().map { MeasuredHandler($1, index: $0, count: count, probe: probe) },
            fallback: chain.fallback
        )
    }

    /// The chain asks an exact claim first and only then, if at all, `decide`: timing starts at the first
    /// handler's claim and ends where the decision is made, in `claim` when it needs no waiting.
    func claim(_ action: NavigationAction) -> HandlerClaim {
        if index == 0, claimIsExact { probe.start(at: MonotonicTime.now()) }
        let claim = inner.claim(action)
        guard claimIsExact else { return claim }
        switch claim {
        case .decides where !mayDefer:
            probe.decided(by: index, at: MonotonicTime.now())
        case .passes where isLast:
            probe.decided(by: index + 1, at: MonotonicTime.now())
        default:
            break
        }
        return claim
    }

    func decide(_ action: NavigationAction, context: DecisionContext) async throws -> HandlerVerdict {
        if index == 0, !claimIsExact { probe.start(at: MonotonicTime.now()) }
        let verdict = try await inner.decide(action, context: context)
        if case .decide = verdict {
            probe.decided(by: index, at: MonotonicTime.now())
        } else if isLast {
            probe.decided(by: index + 1, at: MonotonicTime.now())
        }
        return verdict
    }
}
