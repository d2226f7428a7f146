import NavSim
import Testing

@Suite("Ordering analysis: every order")
struct OrderingsPermutationTests {
    /// Five handlers whose claims overlap in several ways.
    static func chain() throws -> NavigationChain {
        try NavigationChain {
            SchemeFilterHandler(schemes: ["tel", "exampleapp"])
            Preset.deepLinkHandler()
            try NativePageHandler(name: "Product", patterns: ["/product/:id"])
            HostListHandler.deny(name: "Deny", [HostPattern("link.example.com", includeSubdomains: true)])
            HomeTabSwitchHandler(homeURL: Preset.homeURL, navigationTypes: .userInitiated)
            AllowAllHandler()
        }
    }

    /// What an order decides for an action, by running the chain's claims in that order.
    private func decision(_ handlers: [any NavigationActionHandler], _ action: NavigationAction) -> HandlerClaim {
        for handler in handlers {
            let claim = handler.claim(action)
            if case .passes = claim { continue }
            return claim
        }
        return .decides(.allow)
    }

    @Test("The counts from claim signatures equal a full run of every order")
    func matchesBruteForce() throws {
        let chain = try Self.chain()
        var options = OrderingOptions()
        options.permutationRows = 1_000
        let report = OrderingAnalysis.analyze(chain, corpus: Preset.orderingCorpus, options: options)
        let table = report.permutations
        #expect(table.enumerated)
        #expect(table.orders == 720)
        #expect(table.unchanged + table.rows.map(\.orders).reduce(0, +) == 720)
        #expect(table.omittedRows == 0)

        let actions = report.claims.map { NavigationAction(url: $0.url, navigationType: $0.navigationType) }
        let configured = actions.map { decision(chain.handlers, $0) }
        let byName = Dictionary(uniqueKeysWithValues: chain.handlers.map { ($0.name, $0) })
        func changed(_ order: [String]) -> Int {
            let handlers = order.map { byName[$0]! }
            return zip(actions, configured).filter { decision(handlers, $0) != $1 }.count
        }
        for row in table.rows + table.swaps {
            #expect(changed(row.order) == row.changed, "\(row.order)")
        }
        // Brute force over every order: as many leave every decision alone as the table says.
        var unchanged = 0
        var order = chain.names
        func permute(_ k: Int) {
            if k == order.count {
                if changed(order) == 0 { unchanged += 1 }
                return
            }
            for i in k..<order.count {
                order.swapAt(k, i)
                permute(k + 1)
                order.swapAt(k, i)
            }
        }
        permute(0)
        #expect(unchanged == table.unchanged)
        #expect(table.rows.first.map { $0.changed >= table.rows.last!.changed } == true)
    }

    @Test("The witness of a changing order is an action whose decision it changes")
    func witnessChanges() throws {
        let report = OrderingAnalysis.analyze(try Self.chain(), corpus: Preset.orderingCorpus)
        for row in report.permutations.rows {
            let witness = try #require(row.witness)
            #expect(witness.decisions.count == 2)
            #expect(witness.decisions[0] != witness.decisions[1])
        }
        #expect(report.permutations.swaps.filter { $0.changed == 0 }.allSatisfy { $0.witness == nil })
    }

    @Test("Above the limit only pairwise swaps are computed, and the report says so")
    func pairwiseOnly() throws {
        let chain = NavigationChain {
            for index in 0..<9 { SchemeFilterHandler(name: "Scheme\(index)", schemes: ["s\(index)", "shared"]) }
        }
        let report = OrderingAnalysis.analyze(chain, corpus: ["shared://x"])
        #expect(!report.permutations.enumerated)
        #expect(report.permutations.orders == 0)
        #expect(report.permutations.swaps.count == 36)
        #expect(report.notes.contains { $0.contains("only pairwise swaps") })
        // Swapping the first handler with any other changes who opens shared:// (the effect names the scheme
        // only, so the decision is the same): no change.
        #expect(report.permutations.swaps.allSatisfy { $0.changed == 0 })
        #expect(report.render().contains("not enumerated (9 handlers)"))
    }
}
