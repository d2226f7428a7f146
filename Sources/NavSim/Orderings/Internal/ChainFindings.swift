import NavSimCore

/// The findings of one claim table: shadowed, unreachable, overlapping, order-sensitive and tied handlers.
///
/// Used for the chain and, with one pseudo-handler per route, for the route table inside a handler.
struct ChainFindings {
    let names: [String]
    let rules: [[ClaimRule]?]
    let table: ClaimTable
    let entries: [OrderingCorpus.Entry]
    let scope: String?
    let witnessLimit: Int
    /// Per handler, whether its claims were declared or probed.
    let sources: [OrderingClaimSource]

    /// Per handler: actions claimed, decided as configured, possibly decided (after unknown claims only),
    /// and claimed with an unknown decision.
    private(set) var claimed: [Int]
    private(set) var decided: [Int]
    private(set) var maybeDecided: [Int]
    private(set) var unknown: [Int]
    /// The handlers that claim every action with a known decision: defaults, by design or by mistake.
    private(set) var catchAll: [Int] = []
    /// The first of them: the chain's default.
    var defaultHandler: Int? { catchAll.first }

    init(
        names: [String],
        rules: [[ClaimRule]?],
        table: ClaimTable,
        entries: [OrderingCorpus.Entry],
        scope: String?,
        witnessLimit: Int,
        sources: [OrderingClaimSource]? = nil
    ) {
        self.sources = sources ?? Array(repeating: .declared, count: names.count)
        self.names = names
        self.rules = rules
        self.table = table
        self.entries = entries
        self.scope = scope
        self.witnessLimit = witnessLimit
        claimed = Array(repeating: 0, count: names.count)
        decided = claimed
        maybeDecided = claimed
        unknown = claimed
        for group in table.groups {
            let signature = group.signature
            var onlyUnknownBefore = true
            for (position, handler) in signature.handlers.enumerated() {
                claimed[handler] += group.count
                let known = signature.labels[position] >= 0
                if !known {
                    unknown[handler] += group.count
                    continue
                }
                if onlyUnknownBefore {
                    if position == 0 { decided[handler] += group.count } else { maybeDecided[handler] += group.count }
                    onlyUnknownBefore = false
                }
            }
        }
        catchAll = names.indices.filter { claimed[$0] == table.actions && unknown[$0] == 0 && table.actions > 0 }
    }

    /// A claim as a report shows it.
    func decision(_ entry: ClaimEntry) -> OrderingDecision {
        let rule = entry.rule.flatMap { rules[entry.handler]?[$0].label }
        return OrderingDecision(
            handler: names[entry.handler],
            handlerIndex: entry.handler,
            policy: entry.claim.policy,
            effect: {
                if case .decides(_, let effect?) = entry.claim { return effect.description }
                return nil
            }(),
            rule: rule,
            source: sources[entry.handler]
        )
    }

    /// A witness from a group's first action.
    func witness(_ group: ClaimGroup, _ decisions: [OrderingDecision]) -> OrderingWitness {
        OrderingWitness(url: entries[group.witness.entry].url, navigationType: group.witness.type, decisions: decisions)
    }

    private func claim(of handler: Int, in group: ClaimGroup) -> OrderingDecision? {
        group.witnessClaims.first { $0.handler == handler }.map(decision)
    }

    /// Every finding of the table, by kind, then handler.
    func findings() -> [OrderingFinding] {
        reachability() + pairs()
    }

    /// Handlers no action reaches: unreachable when earlier rules cover theirs, shadowed otherwise.
    private func reachability() -> [OrderingFinding] {
        var unreachable: [OrderingFinding] = []
        var shadowed: [OrderingFinding] = []
        for handler in names.indices where decided[handler] == 0 && maybeDecided[handler] == 0 && unknown[handler] == 0
        {
            if let proof = coverage(of: handler) {
                let witnesses = shadowWitnesses(handler)
                unreachable.append(
                    OrderingFinding(
                        kind: .unreachable,
                        scope: scope,
                        handlers: [names[handler]] + proof.coverers.map { names[$0] },
                        message: "\(names[handler]) is unreachable: \(proof.explanation)",
                        actions: claimed[handler],
                        witnesses: witnesses
                    )
                )
            } else if claimed[handler] == 0 {
                shadowed.append(
                    OrderingFinding(
                        kind: .shadowed,
                        scope: scope,
                        handlers: [names[handler]],
                        message: "\(names[handler]) claims none of the \(table.actions) analysed actions",
                        actions: 0
                    )
                )
            } else {
                let deciders = Set(
                    table.groups.filter { $0.signature.handlers.contains(handler) }.compactMap {
                        $0.signature.handlers.first
                    }
                ).sorted()
                shadowed.append(
                    OrderingFinding(
                        kind: .shadowed,
                        scope: scope,
                        handlers: [names[handler]] + deciders.map { names[$0] },
                        message: "\(names[handler]) decides nothing: the \(claimed[handler]) actions it claims are "
                            + "all decided earlier, by \(deciders.map { names[$0] }.joined(separator: ", "))",
                        actions: claimed[handler],
                        witnesses: shadowWitnesses(handler)
                    )
                )
            }
        }
        return unreachable + shadowed
    }

    /// Witnesses of a handler that decides nothing: the deciding claim, then the handler's own.
    private func shadowWitnesses(_ handler: Int) -> [OrderingWitness] {
        table.groups.lazy.filter { $0.signature.handlers.contains(handler) }.prefix(witnessLimit).compactMap {
            group -> OrderingWitness? in
            guard let first = group.witnessClaims.first, let own = claim(of: handler, in: group) else { return nil }
            return witness(group, [decision(first), own])
        }
    }

    /// Why a handler is provably unreachable: each of its rules is covered by an earlier handler's rule.
    private func coverage(of handler: Int) -> (coverers: [Int], explanation: String)? {
        guard let own = rules[handler] else { return nil }
        if own.isEmpty { return nil }
        var coverers: [Int] = []
        var parts: [String] = []
        for rule in own {
            var found: (Int, ClaimRule)?
            search: for earlier in 0..<handler {
                for candidate in rules[earlier] ?? [] where candidate.covers(rule) {
                    found = (earlier, candidate)
                    break search
                }
            }
            guard let (earlier, candidate) = found else { return nil }
            if !coverers.contains(earlier) { coverers.append(earlier) }
            parts.append("\(rule.label) is claimed first by \(names[earlier]) (\(candidate.label))")
        }
        return (coverers, parts.joined(separator: "; "))
    }

    /// Overlapping, order-sensitive and tied pairs.
    private func pairs() -> [OrderingFinding] {
        var overlaps: [Pair: Aggregate] = [:]
        var sensitive: [Pair: Aggregate] = [:]
        var ties: [Pair: Aggregate] = [:]
        for group in table.groups {
            let signature = group.signature
            let count = signature.handlers.count
            guard count >= 2 else { continue }
            for first in 0..<(count - 1) where signature.labels[first] >= 0 {
                for second in (first + 1)..<count where signature.labels[second] >= 0 {
                    let a = signature.handlers[first]
                    let b = signature.handlers[second]
                    // Overlapping a later catch-all is what a default is for; one placed too early is
                    // reported as making the handlers after it unreachable.
                    if catchAll.contains(b) { continue }
                    let decisions = [decision(group.witnessClaims[first]), decision(group.witnessClaims[second])]
                    let pair = Pair(first: a, second: b)
                    overlaps[pair, default: Aggregate()].add(group, decisions, limit: witnessLimit, witness)
                    let differ = signature.labels[first] != signature.labels[second]
                    if differ, first == 0 {
                        sensitive[pair, default: Aggregate()].add(group, decisions, limit: witnessLimit, witness)
                    }
                    if differ, let ruleA = rule(a, signature.rules[first]),
                        let ruleB = rule(b, signature.rules[second]),
                        ruleA.kind == ruleB.kind, ruleA.specificity == ruleB.specificity
                    {
                        ties[pair, default: Aggregate()].add(group, decisions, limit: witnessLimit, witness)
                    }
                }
            }
        }
        func findings(_ kind: OrderingFinding.Kind, _ map: [Pair: Aggregate], message: (Pair, Aggregate) -> String)
            -> [OrderingFinding]
        {
            map.keys.sorted().map { pair in
                let aggregate = map[pair]!
                return OrderingFinding(
                    kind: kind,
                    scope: scope,
                    handlers: [names[pair.first], names[pair.second]],
                    message: message(pair, aggregate),
                    actions: aggregate.actions,
                    witnesses: aggregate.witnesses
                )
            }
        }
        return findings(.overlap, overlaps) { pair, aggregate in
            "\(names[pair.first]) and \(names[pair.second]) both claim \(aggregate.actions) actions; "
                + "\(names[pair.first]) is asked first"
        }
            + findings(.orderSensitive, sensitive) { pair, aggregate in
                "swapping \(names[pair.first]) and \(names[pair.second]) changes \(aggregate.actions) decisions: "
                    + "as configured \(names[pair.first]) decides, swapped \(names[pair.second]) would decide otherwise"
            }
            + findings(.tie, ties) { pair, aggregate in
                let example = aggregate.witnesses.first?.decisions.compactMap(\.rule) ?? []
                return "\(names[pair.first]) and \(names[pair.second]) claim \(aggregate.actions) actions with "
                    + "equally specific rules (\(example.joined(separator: " vs ")))"
                    + " and decide them differently: a router that orders by specificity breaks this tie arbitrarily"
            }
    }

    private func rule(_ handler: Int, _ index: Int) -> ClaimRule? {
        guard index >= 0, let rules = rules[handler], index < rules.count else { return nil }
        return rules[index]
    }
}

/// Two handlers, in configured order.
private struct Pair: Hashable, Comparable {
    var first: Int
    var second: Int

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.first, lhs.second) < (rhs.first, rhs.second) }
}

/// The actions and first witnesses of one pair.
private struct Aggregate {
    var actions = 0
    var witnesses: [OrderingWitness] = []

    mutating func add(
        _ group: ClaimGroup,
        _ decisions: [OrderingDecision],
        limit: Int,
        _ witness: (ClaimGroup, [OrderingDecision]) -> OrderingWitness
    ) {
        actions += group.count
        if witnesses.count < limit { witnesses.append(witness(group, decisions)) }
    }
}
