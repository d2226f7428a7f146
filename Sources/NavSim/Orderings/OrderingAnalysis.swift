import NavSimCore

/// Shows what a chain's handler order does, before it ships: for every URL of a corpus, every handler
/// that claims it and how; shadowed, unreachable, overlapping, order-sensitive and tied handlers with
/// witness URLs; and which of the chain's orders change which decisions.
///
/// The analysis reads the rules of NavSim's built-in handlers and the claims a handler declares exactly
/// (``NavigationActionHandler/claim(_:)`` with ``NavigationActionHandler/claimIsExact``): nothing runs,
/// nothing waits. Any other handler (one that implements ``NavigationActionHandler/decide(_:context:)``
/// only, the article's linked form, a WebKit-spelled one) is probed: run alone on every action of the
/// corpus under the simulation (``OrderingProbe``), and its claims are marked probed in the report. A claim
/// that stays ``HandlerClaim/unknown`` is reported as opaque, not guessed. Each URL is analysed once per
/// navigation type of the options (by default an app load and a link tap), since handlers may apply to
/// user-initiated navigations only.
///
/// ```swift
/// let chain = try NavigationChain {
///     try NativePageHandler(name: "ProductDetail", patterns: ["/product/:id"])
///     try NativePageHandler(name: "NewProduct", patterns: ["/product/new"])
///     AllowAllHandler()
/// }
/// let report = OrderingAnalysis.analyze(chain, corpus: ["https://example.com/product/new"])
/// report.findings(.unreachable).first?.handlers  // ["NewProduct", "ProductDetail"]
/// print(report.render())
/// ```
public enum OrderingAnalysis {
    /// Analyses a chain over the user's URLs and, by default, boundary URLs generated from its rules.
    ///
    /// - Parameters:
    ///   - chain: The chain, in configured order.
    ///   - corpus: The user's URLs; the first one is the app's first load.
    ///   - options: Navigation types, corpus generation and report size.
    /// - Returns: The report.
    /// - Complexity: O(*u* × *t* × *n*) claims for *u* URLs, *t* navigation types and *n* handlers, plus
    ///   O(*n*! × *s* × *n*) for *s* distinct claim signatures when *n* ≤ the permutation limit.
    public static func analyze(
        _ chain: NavigationChain,
        corpus: [String],
        options: OrderingOptions = OrderingOptions()
    ) -> OrderingReport {
        analyze(
            chain,
            corpus: OrderingCorpus(chain: chain, userURLs: corpus, generate: options.generateCorpus),
            options: options
        )
    }

    /// Analyses a chain of the article's linked form, from its head: each handler, following
    /// ``LinkedNavigationActionHandler/nextHandler``, is probed alone (``OrderingProbe/probe(linked:name:corpus:options:)``),
    /// and the end of the chain allows, as ``LinkedNavigationActionHandler/execute(webView:decidePolicyFor:decisionHandler:)``
    /// does.
    ///
    /// A handler is named after its type, without a `NavigationActionHandler` or `Handler` suffix
    /// (`PaymentNavigationActionHandler` is `Payment`). The corpus is the user's URLs and, unless
    /// ``OrderingOptions/generateCorpus`` is off, a few baseline URLs: linked handlers have no rules to
    /// generate from.
    ///
    /// ```swift
    /// payment.nextHandler = deepLink
    /// deepLink.nextHandler = defaultHandler
    /// let report = OrderingAnalysis.analyze(linked: payment, corpus: ["https://example.com/"])
    /// report.findings(.shadowed).map(\.handlers)  // [["DeeplinkManager", "Payment"], ["Default", "Payment"]]
    /// ```
    ///
    /// - Parameters:
    ///   - head: The first handler of the chain.
    ///   - corpus: The user's URLs; the first one is the app's first load.
    ///   - options: Navigation types, corpus generation, probing and report size.
    /// - Returns: The report.
    public static func analyze(
        linked head: any LinkedNavigationActionHandler,
        corpus: [String],
        options: OrderingOptions = OrderingOptions()
    ) -> OrderingReport {
        let prepared = OrderingCorpus(chain: NavigationChain([]), userURLs: corpus, generate: options.generateCorpus)
        var handlers: [any NavigationActionHandler] = []
        var seen: Set<ObjectIdentifier> = []
        var next: (any LinkedNavigationActionHandler)? = head
        while let handler = next, seen.insert(ObjectIdentifier(handler)).inserted {
            handlers.append(
                OrderingProbe.probe(linked: handler, name: linkedName(handler), corpus: prepared, options: options))
            next = handler.nextHandler
        }
        return analyze(NavigationChain(handlers, fallback: .allow), corpus: prepared, options: options)
    }

    /// A linked handler's name: its type's, without the article's suffixes.
    static func linkedName(_ handler: any LinkedNavigationActionHandler) -> String {
        let type = "\(type(of: handler))"
        for suffix in ["NavigationActionHandler", "Handler"] where type.hasSuffix(suffix) && type.count > suffix.count {
            return String(type.dropLast(suffix.count))
        }
        return type
    }

    /// Analyses a configuration's navigation chain.
    ///
    /// - Parameters:
    ///   - configuration: The configuration, such as `Preset.default.configuration()`.
    ///   - corpus: The user's URLs; the first one is the app's first load.
    ///   - options: Navigation types, corpus generation and report size.
    /// - Returns: The report, or `nil` when the configuration has no navigation chain (a delegate decides).
    public static func analyze(
        _ configuration: WebViewConfiguration,
        corpus: [String],
        options: OrderingOptions = OrderingOptions()
    ) -> OrderingReport? {
        configuration.navigationChain.map { analyze($0, corpus: corpus, options: options) }
    }

    /// Analyses a chain over a prepared corpus.
    ///
    /// - Parameters:
    ///   - chain: The chain, in configured order.
    ///   - corpus: The corpus, user URLs first.
    ///   - options: Navigation types and report size; `generateCorpus` is not consulted.
    /// - Returns: The report.
    public static func analyze(
        _ chain: NavigationChain,
        corpus: OrderingCorpus,
        options: OrderingOptions = OrderingOptions()
    ) -> OrderingReport {
        var handlers = chain.handlers
        if options.probeHandlers {
            for index in handlers.indices where ClaimRule.rules(of: handlers[index]) == nil {
                let handler = handlers[index]
                guard !handler.claimIsExact, !(handler is ProbedHandler) else { continue }
                handlers[index] = OrderingProbe.probe(handler, corpus: corpus, options: options)
            }
        }
        let probed = handlers.map { $0 as? ProbedHandler }
        let sources = probed.map { $0 == nil ? OrderingClaimSource.declared : .probed }
        let analysed = probed.allSatisfy({ $0 == nil }) ? chain : NavigationChain(handlers, fallback: chain.fallback)
        let names = analysed.names
        let rules = handlers.map(ClaimRule.rules(of:))
        let types = options.navigationTypes.isEmpty ? [.other] : options.navigationTypes
        let requests = corpus.entries.map { ParsedURL($0.url) }
        var actions: [ActionRef] = []
        actions.reserveCapacity(requests.count * types.count)
        for entry in requests.indices {
            for type in types { actions.append(ActionRef(entry: entry, type: type)) }
        }
        let routeTableHandlers =
            options.analyseRouteTables
            ? Set(handlers.indices.filter { ((handlers[$0] as? NativePageHandler)?.routes.count ?? 0) >= 2 }) : []
        let table = ClaimTable(
            handlers: handlers,
            rules: rules,
            requests: requests,
            actions: actions,
            keepRows: options.includeClaims,
            watching: routeTableHandlers
        )
        let chainFindings = ChainFindings(
            names: names,
            rules: rules,
            table: table,
            entries: corpus.entries,
            scope: nil,
            witnessLimit: options.witnessesPerFinding,
            sources: sources
        )
        var findings = firstLoad(analysed, corpus: corpus, rules: rules, sources: sources) + chainFindings.findings()
        findings += opaque(chainFindings)
        for index in routeTableHandlers.sorted() {
            guard let handler = handlers[index] as? NativePageHandler else { continue }
            // A route of a handler claims only what the handler claims: its table needs only those actions.
            findings += routeTable(
                handler,
                corpus: corpus,
                requests: requests,
                actions: table.claimedBy[index] ?? [],
                options: options
            )
        }

        let summaries = names.indices.map { index in
            OrderingHandlerSummary(
                index: index,
                name: names[index],
                rules: rules[index]?.map(\.label) ?? [],
                claimed: chainFindings.claimed[index],
                decided: chainFindings.decided[index],
                unknown: chainFindings.unknown[index],
                isDefault: chainFindings.defaultHandler == index,
                claims: sources[index]
            )
        }
        return OrderingReport(
            handlers: summaries,
            fallback: chain.fallback,
            navigationTypes: types,
            userURLs: corpus.userCount,
            generatedURLs: corpus.entries.count - corpus.userCount,
            actions: table.actions,
            claims: options.includeClaims ? rows(table, chainFindings, chain: analysed, corpus: corpus) : [],
            findings: findings,
            permutations: permutations(table, chainFindings, options: options),
            notes: notes(chainFindings, types: types, options: options) + probeNotes(probed)
        )
    }

    /// The first user URL, loaded by the app: cancelled means the web view never shows a page.
    private static func firstLoad(
        _ chain: NavigationChain,
        corpus: OrderingCorpus,
        rules: [[ClaimRule]?],
        sources: [OrderingClaimSource]
    ) -> [OrderingFinding] {
        guard corpus.userCount > 0, let url = corpus.entries.first?.url else { return [] }
        let action = NavigationAction(url: url, navigationType: .other)
        guard let decision = chain.claimedDecision(action), decision.policy == .cancel,
            let index = decision.handlerIndex
        else { return [] }
        let rule = rules[index].flatMap { rules in ClaimRule.matched(rules, action).map { rules[$0].label } }
        let witness = OrderingWitness(
            url: url,
            navigationType: .other,
            decisions: [
                OrderingDecision(
                    handler: decision.handlerName,
                    handlerIndex: index,
                    policy: decision.policy,
                    effect: decision.effect?.description,
                    rule: rule,
                    source: sources[index]
                )
            ]
        )
        return [
            OrderingFinding(
                kind: .firstLoadCancelled,
                handlers: [decision.handlerName],
                message: "the app's first load, \(url), is cancelled by \(decision.handlerName): "
                    + "the web view never shows a page",
                actions: 1,
                witnesses: [witness]
            )
        ]
    }

    private static func opaque(_ findings: ChainFindings) -> [OrderingFinding] {
        findings.names.indices.filter { findings.unknown[$0] > 0 }.map { index in
            let why =
                findings.sources[index] == .probed
                ? "run alone, it did not decide them (see the notes)" : "it decides only at run time"
            return OrderingFinding(
                kind: .opaque,
                handlers: [findings.names[index]],
                message: "\(findings.names[index]) cannot be analysed: its claim is unknown for "
                    + "\(findings.unknown[index]) of \(findings.table.actions) actions (\(why)); "
                    + "handlers after it are analysed as if it passed",
                actions: findings.unknown[index]
            )
        }
    }

    /// What probing found that claims cannot say, and which handlers were probed.
    private static func probeNotes(_ probed: [ProbedHandler?]) -> [String] {
        let handlers = probed.compactMap { $0 }
        guard !handlers.isEmpty else { return [] }
        return [
            handlers.map(\.name).joined(separator: ", ")
                + " declare no claims NavSim can read: their claims were probed, each handler run alone on every "
                + "analysed action under the simulation (virtual time), and are marked (probed)."
        ] + handlers.flatMap(\.notes)
    }

    /// The route table inside a handler with two or more routes, analysed as a chain of its routes over
    /// the actions the handler claims.
    private static func routeTable(
        _ handler: NativePageHandler,
        corpus: OrderingCorpus,
        requests: [ParsedURL],
        actions: [ActionRef],
        options: OrderingOptions
    ) -> [OrderingFinding] {
        let routes: [any NavigationActionHandler] = handler.routes.map { route in
            NativePageHandler(
                name: route.pattern.source,
                routes: [route],
                hosts: handler.hosts,
                navigationTypes: handler.navigationTypes
            )
        }
        let rules = routes.map(ClaimRule.rules(of:))
        let table = ClaimTable(handlers: routes, rules: rules, requests: requests, actions: actions, keepRows: false)
        return ChainFindings(
            names: routes.map(\.name),
            rules: rules,
            table: table,
            entries: corpus.entries,
            scope: handler.name,
            witnessLimit: options.witnessesPerFinding
        ).findings()
    }

    private static func rows(
        _ table: ClaimTable,
        _ findings: ChainFindings,
        chain: NavigationChain,
        corpus: OrderingCorpus
    ) -> [OrderingClaimRow] {
        zip(table.analysed, table.rows).map { ref, claims in
            let entry = corpus.entries[ref.entry]
            let decisions = claims.map(findings.decision)
            let decision =
                decisions.first
                ?? OrderingDecision(handler: ChainDecision.fallbackName, handlerIndex: nil, policy: chain.fallback)
            return OrderingClaimRow(
                url: entry.url,
                source: entry.source,
                navigationType: ref.type,
                claims: decisions,
                decision: decision
            )
        }
    }

    private static func permutations(
        _ table: ClaimTable,
        _ findings: ChainFindings,
        options: OrderingOptions
    ) -> OrderingPermutationTable {
        let counter = PermutationCounter(table)
        let count = findings.names.count
        let signatures = table.groups.count

        func row(_ order: [Int]) -> (row: OrderingPermutationTable.Row, changed: Int) {
            var positions = Array(repeating: 0, count: count)
            for (position, handler) in order.enumerated() { positions[handler] = position }
            let result = counter.changes(positions: positions)
            let witness = result.first.map { first -> OrderingWitness in
                let group = table.groups[first.group]
                return findings.witness(
                    group,
                    [findings.decision(group.witnessClaims[0]), findings.decision(group.witnessClaims[first.claimant])]
                )
            }
            return (
                OrderingPermutationTable.Row(
                    order: order.map { findings.names[$0] },
                    changed: result.changed,
                    witness: witness
                ),
                result.changed
            )
        }

        var swaps: [OrderingPermutationTable.Row] = []
        for first in 0..<count {
            for second in (first + 1)..<max(first + 1, count) {
                var order = Array(0..<count)
                order.swapAt(first, second)
                swaps.append(row(order).row)
            }
        }

        guard count <= options.permutationLimit, count > 0 else {
            return OrderingPermutationTable(
                enumerated: false,
                orders: 0,
                unchanged: 0,
                signatures: signatures,
                rows: [],
                omittedRows: 0,
                swaps: swaps
            )
        }
        // Every order, in lexicographic order, grouped into classes of orders that decide every action alike.
        var order = Array(0..<count)
        var positions = Array(repeating: 0, count: count)
        var classIndex: [[Int]: Int] = [:]
        var classes: [(order: [Int], orders: Int, changed: Int)] = []
        var decisions = [Int](repeating: 0, count: counter.count)
        var orders = 0
        repeat {
            for (position, handler) in order.enumerated() { positions[handler] = position }
            let changed = decisions.withUnsafeMutableBufferPointer {
                counter.changes(positions: positions, decisions: $0).changed
            }
            orders += 1
            if let index = classIndex[decisions] {
                classes[index].orders += 1
            } else {
                classIndex[decisions] = classes.count
                classes.append((order, 1, changed))
            }
        } while nextPermutation(&order)
        // The configured order's class is the first (identity is the first permutation); the rest by most
        // changes, then by first occurrence.
        let changing = classes.enumerated().dropFirst().sorted {
            $0.element.changed != $1.element.changed ? $0.element.changed > $1.element.changed : $0.offset < $1.offset
        }
        let top = changing.prefix(options.permutationRows)
        return OrderingPermutationTable(
            enumerated: true,
            orders: orders,
            unchanged: classes[0].orders,
            signatures: signatures,
            rows: top.map {
                var row = row($0.element.order).row
                row.orders = $0.element.orders
                return row
            },
            omittedRows: changing.count - top.count,
            swaps: swaps
        )
    }

    /// Advances to the next lexicographic permutation; `false` after the last.
    private static func nextPermutation(_ order: inout [Int]) -> Bool {
        guard order.count > 1 else { return false }
        var pivot = order.count - 2
        while pivot >= 0, order[pivot] >= order[pivot + 1] { pivot -= 1 }
        guard pivot >= 0 else { return false }
        var successor = order.count - 1
        while order[successor] <= order[pivot] { successor -= 1 }
        order.swapAt(pivot, successor)
        order[(pivot + 1)...].reverse()
        return true
    }

    private static func notes(_ findings: ChainFindings, types: [NavigationType], options: OrderingOptions) -> [String]
    {
        var notes = [
            "Each URL is analysed as "
                + types.map { "\($0.orderingLabel) (.\($0.rawValue))" }.joined(separator: " and ")
                + "; handlers that apply to some navigation types only claim accordingly."
        ]
        if !findings.catchAll.isEmpty {
            let names = findings.catchAll.map { findings.names[$0] }
            notes.append(
                "\(names.joined(separator: " and ")) \(names.count == 1 ? "claims" : "claim") every analysed action: "
                    + "a default, so overlaps of earlier handlers with it are by design and not reported; a default "
                    + "placed before other handlers makes them unreachable, and the permutation table shows what "
                    + "moving it does."
            )
        }
        if findings.names.count > options.permutationLimit {
            notes.append(
                "The chain has \(findings.names.count) handlers, more than \(options.permutationLimit): "
                    + "only pairwise swaps are computed, not every order."
            )
        }
        return notes
    }
}
