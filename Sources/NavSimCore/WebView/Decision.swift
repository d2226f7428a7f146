/// A policy as it reached the web view, with who decided it.
struct Decision<Policy: Sendable>: Sendable {
    /// The policy; `nil` when the completion handler was released uncalled.
    var policy: Policy?
    /// Who decided.
    var decidedBy: String
    /// What the deciding handler did.
    var effect: HandlerEffect?
    /// Whether the deadline decided.
    var byDeadline = false
    /// When the configuration's chain decided: the deciding handler's index, the handler count for the
    /// fallback. The web view counts such decisions by index, without hashing the name.
    var chainSlot: Int?

    static var deadlineName: String { "(deadline)" }
}

extension Decision<NavigationActionPolicy> {
    /// The decision a chain made, with its slot for counting.
    ///
    /// - Parameters:
    ///   - decision: The chain's decision.
    ///   - chain: The chain that made it.
    init(_ decision: ChainDecision, of chain: NavigationChain) {
        self.init(decision, fallbackSlot: chain.handlers.count)
    }

    /// The decision a chain made, with its slot for counting.
    ///
    /// - Parameters:
    ///   - decision: The chain's decision.
    ///   - fallbackSlot: The slot of the chain's fallback: its number of handlers.
    init(_ decision: ChainDecision, fallbackSlot: Int) {
        self.init(
            policy: decision.policy,
            decidedBy: decision.handlerName,
            effect: decision.effect,
            chainSlot: decision.handlerIndex ?? fallbackSlot
        )
    }
}
