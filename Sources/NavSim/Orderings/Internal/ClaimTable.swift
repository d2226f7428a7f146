import NavSimCore

/// One handler's claim on one action, as the analysis keeps it.
struct ClaimEntry: Sendable {
    /// The handler's index in the chain.
    var handler: Int
    /// The index of the handler's rule that matched, when the handler's rules are known.
    var rule: Int?
    /// The claim: `.decides` or `.unknown` (handlers that pass are not kept).
    var claim: HandlerClaim

    var isKnown: Bool { claim.policy != nil }
}

/// The claimant structure of an action: which handlers claim it, in configured order, and which of them
/// decide alike. Actions with one signature decide alike under every order of the chain.
struct ClaimSignature: Hashable, Sendable {
    /// The claimants' handler indices, in configured order.
    var handlers: [Int]
    /// Per claimant, the position of the first claimant with the same decision; unknown claims get
    /// `-1 - position`, so they equal nothing else.
    var labels: [Int]
    /// Per claimant, the matched rule index, `-1` when not known.
    var rules: [Int]
}

/// The actions of one signature.
struct ClaimGroup: Sendable {
    var signature: ClaimSignature
    /// How many actions have this signature.
    var count: Int
    /// The first action with this signature, in corpus order.
    var witness: ActionRef
    /// That action's claims.
    var witnessClaims: [ClaimEntry]
}

/// An action of the corpus: an entry and a navigation type.
struct ActionRef: Sendable {
    var entry: Int
    var type: NavigationType
}

/// Every action's claims, grouped by signature.
struct ClaimTable: Sendable {
    /// The groups, in order of their first action.
    var groups: [ClaimGroup] = []
    /// Per action, in the order analysed, its claims; empty unless rows were requested.
    var rows: [[ClaimEntry]] = []
    /// How many actions were analysed.
    var actions: Int { analysed.count }
    /// The actions, in the order analysed.
    let analysed: [ActionRef]
    /// For the handlers asked to be watched, the actions they claim, in order.
    var claimedBy: [Int: [ActionRef]] = [:]

    /// Asks every handler about every action.
    ///
    /// - Parameters:
    ///   - handlers: The handlers, in configured order.
    ///   - rules: Each handler's rules, `nil` when not known.
    ///   - requests: Each corpus entry's request, parsed once.
    ///   - actions: The actions to analyse: an entry and a navigation type.
    ///   - keepRows: Whether to keep every action's claims.
    ///   - watching: Handlers whose claimed actions to collect in ``claimedBy``.
    /// - Complexity: O(*a* × *n*) claims for *a* actions and *n* handlers.
    init(
        handlers: [any NavigationActionHandler],
        rules: [[ClaimRule]?],
        requests: [ParsedURL],
        actions: [ActionRef],
        keepRows: Bool,
        watching: Set<Int> = []
    ) {
        analysed = actions
        var index: [ClaimSignature: Int] = [:]
        var claims: [ClaimEntry] = []
        claims.reserveCapacity(handlers.count)
        if keepRows { rows.reserveCapacity(actions.count) }
        for watched in watching { claimedBy[watched] = [] }
        for ref in actions {
            let request = requests[ref.entry]
            let action = NavigationAction(
                request: request, navigationType: ref.type, targetFrame: FrameInfo(request: request))
            claims.removeAll(keepingCapacity: true)
            for (handlerIndex, handler) in handlers.enumerated() {
                let claim = handler.claim(action)
                if case .passes = claim { continue }
                let rule: Int? =
                    switch rules[handlerIndex] {
                    case nil: nil
                    case let rules? where rules.count == 1: 0
                    case let rules?: ClaimRule.matched(rules, action)
                    }
                claims.append(ClaimEntry(handler: handlerIndex, rule: rule, claim: claim))
                if !watching.isEmpty, watching.contains(handlerIndex) { claimedBy[handlerIndex]?.append(ref) }
            }
            if keepRows { rows.append(claims) }
            let signature = Self.signature(claims)
            if let group = index[signature] {
                groups[group].count += 1
            } else {
                index[signature] = groups.count
                groups.append(ClaimGroup(signature: signature, count: 1, witness: ref, witnessClaims: claims))
            }
        }
    }

    private static func signature(_ claims: [ClaimEntry]) -> ClaimSignature {
        var labels: [Int] = []
        labels.reserveCapacity(claims.count)
        for position in claims.indices {
            guard claims[position].isKnown else {
                labels.append(-1 - position)
                continue
            }
            var label = position
            for earlier in 0..<position where claims[earlier].claim == claims[position].claim {
                label = labels[earlier]
                break
            }
            labels.append(label)
        }
        return ClaimSignature(handlers: claims.map(\.handler), labels: labels, rules: claims.map { $0.rule ?? -1 })
    }
}
