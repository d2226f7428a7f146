import NavSim
import Testing

/// A handler NavSim cannot see into: it decides only at run time.
private struct RemoteConfigHandler: NavigationActionHandler {
    let name = "RemoteConfig"
    func decide(_ action: NavigationAction, context: DecisionContext) async throws -> HandlerVerdict { .pass }
}

/// A custom handler with a static claim but no rules NavSim knows: analysed from its claims alone.
private struct ClaimOnlyHandler: NavigationActionHandler {
    let name: String
    let prefix: String
    func claim(_ action: NavigationAction) -> HandlerClaim {
        action.request.href.hasPrefix(prefix) ? .decides(.cancel) : .passes
    }
}

@Suite("Ordering analysis: claims and findings")
struct OrderingsAnalysisTests {
    @Test(
        "RACE-CASES 2: after a DeepLink that decides everything, every handler is unreachable and the first load is cancelled"
    )
    func raceCase2() throws {
        // Given the preset chain whose DeepLink check was commented out
        let chain = NavigationChain {
            DeepLinkHandler(matchesEverything: true)
            HomeTabSwitchHandler(homeURL: Preset.homeURL, navigationTypes: .userInitiated)
            Preset.nativePageHandler()
            AllowAllHandler()
        }
        // When it is analysed over the app's URLs
        let report = OrderingAnalysis.analyze(chain, corpus: Preset.orderingCorpus)
        // Then every handler after DeepLink is reported unreachable, with DeepLink as the proof
        let unreachable = report.findings(.unreachable)
        #expect(unreachable.map { $0.handlers.first } == ["HomeTabSwitch", "NativePage", "AllowAll"])
        #expect(unreachable.allSatisfy { $0.handlers.dropFirst() == ["DeepLink"] })
        #expect(report.handlers.map(\.decided) == [report.actions, 0, 0, 0])
        // And the first load is cancelled
        let firstLoad = try #require(report.findings(.firstLoadCancelled).first)
        #expect(firstLoad.witnesses.first?.url == "https://example.com/")
        #expect(firstLoad.witnesses.first?.decisions.first?.handler == "DeepLink")
        let firstRow = try #require(report.claims.first)
        #expect(firstRow.navigationType == .other)
        #expect(firstRow.decision.policy == .cancel)
        #expect(report.claims.allSatisfy { $0.decision.policy == .cancel && $0.decision.handler == "DeepLink" })
        #expect(report.failures(for: [.unreachable]).count == 3)
    }

    @Test("RACE-CASES 2 fixed: DeepLink passes what it cannot open, nothing is unreachable, the first load is shown")
    func raceCase2Fixed() {
        let report = Preset.default.orderingReport()
        #expect(report.findings(.unreachable).isEmpty)
        #expect(report.findings(.shadowed).isEmpty)
        #expect(report.findings(.firstLoadCancelled).isEmpty)
        #expect(report.claims.first?.decision.policy == .allow)
    }

    @Test("A route table with /product/:id before /product/new: NewProduct is unreachable, with witnesses")
    func productIdBeforeNew() throws {
        let chain = try NavigationChain {
            try NativePageHandler(name: "ProductDetail", patterns: ["/product/:id"])
            try NativePageHandler(name: "NewProduct", patterns: ["/product/new"])
            AllowAllHandler()
        }
        let report = OrderingAnalysis.analyze(chain, corpus: ["https://example.com/product/42"])

        let unreachable = try #require(report.findings(.unreachable).first)
        #expect(unreachable.handlers == ["NewProduct", "ProductDetail"])
        #expect(
            unreachable.message.contains("route /product/new is claimed first by ProductDetail (route /product/:id)"))

        let overlap = try #require(report.findings(.overlap).first)
        #expect(overlap.handlers == ["ProductDetail", "NewProduct"])
        #expect(overlap.witnesses.map(\.url).contains("https://example.com/product/new"))

        let sensitive = try #require(report.findings(.orderSensitive).first)
        let witness = try #require(sensitive.witnesses.first)
        #expect(witness.url == "https://example.com/product/new")
        #expect(
            witness.decisions.map(\.description) == [
                "cancel by ProductDetail: openNativeScreen(product: new)",
                "cancel by NewProduct: openNativeScreen(product)",
            ])
        #expect(report.failures(for: [.unreachable, .overlap, .orderSensitive]).count == 3)
    }

    @Test("The same route table inside one handler is analysed route by route")
    func routeTableInsideOneHandler() throws {
        let chain = try NavigationChain {
            try NativePageHandler(patterns: ["/product/:id", "/product/new"])
            AllowAllHandler()
        }
        let report = OrderingAnalysis.analyze(chain, corpus: [])
        let routeFindings = report.findings.filter { $0.scope == "NativePage" }
        #expect(routeFindings.map(\.kind) == [.unreachable, .overlap, .orderSensitive])
        #expect(routeFindings.first?.handlers == ["/product/new", "/product/:id"])
        #expect(routeFindings.last?.witnesses.first?.url == "https://example.com/product/new")
    }

    @Test("/product/new before /product/:id: reachable, still an overlap whose order matters")
    func productNewFirst() throws {
        let chain = try NavigationChain {
            try NativePageHandler(name: "NewProduct", patterns: ["/product/new"])
            try NativePageHandler(name: "ProductDetail", patterns: ["/product/:id"])
        }
        let report = OrderingAnalysis.analyze(chain, corpus: [])
        #expect(report.findings(.unreachable).isEmpty)
        #expect(report.findings(.shadowed).isEmpty)
        #expect(report.findings(.orderSensitive).first?.handlers == ["NewProduct", "ProductDetail"])
        #expect(report.handlers.map(\.decided).allSatisfy { $0 > 0 })
    }

    @Test("Equally specific rules that decide differently are a tie")
    func ties() throws {
        let chain = try NavigationChain {
            try NativePageHandler(name: "Product", patterns: ["/product/:id"])
            try NativePageHandler(name: "Catalog", routes: [.init(RoutePattern("/product/:slug"), screen: "catalog")])
            HostListHandler.deny(name: "Blocked", [HostPattern("ads.example.net", includeSubdomains: false)])
            HostListHandler.allow(name: "Partners", [HostPattern("ads.example.net", includeSubdomains: false)])
        }
        let report = OrderingAnalysis.analyze(chain, corpus: [])
        #expect(report.findings(.tie).map(\.handlers) == [["Product", "Catalog"], ["Blocked", "Partners"]])
        let tie = try #require(report.findings(.tie).first)
        #expect(tie.message.contains("route /product/:id vs route /product/:slug"))
        // A literal and a parameter are not equally specific: no tie.
        let ordered = try NavigationChain {
            try NativePageHandler(name: "New", patterns: ["/product/new"])
            try NativePageHandler(name: "Product", patterns: ["/product/:id"])
        }
        #expect(OrderingAnalysis.analyze(ordered, corpus: []).findings(.tie).isEmpty)
    }

    @Test("Unprobed, a handler whose claim is unknown is opaque; handlers after it are not called shadowed")
    func opaqueHandler() throws {
        let chain = NavigationChain {
            RemoteConfigHandler()
            SchemeFilterHandler(schemes: ["tel"])
        }
        // Probed (the default), it passes every action, as its `decide` does.
        let probed = OrderingAnalysis.analyze(chain, corpus: ["tel:+15550100"])
        #expect(probed.findings(.opaque).isEmpty)
        #expect(probed.handlers.map(\.claims) == [.probed, .declared])
        #expect(probed.handlers[0].claimed == 0)
        var options = OrderingOptions()
        options.probeHandlers = false
        let report = OrderingAnalysis.analyze(chain, corpus: ["tel:+15550100"], options: options)
        let opaque = try #require(report.findings(.opaque).first)
        #expect(opaque.handlers == ["RemoteConfig"])
        #expect(opaque.actions == report.actions)
        #expect(report.findings(.shadowed).isEmpty)
        #expect(report.claims.first?.decision.policy == nil)
        #expect(report.handlers[0].rules.isEmpty)
    }

    @Test("Shadowed without proof: a custom handler whose claims are all decided earlier, and one that claims nothing")
    func shadowedByCorpus() throws {
        let chain = NavigationChain {
            HostListHandler.deny(name: "Deny", [HostPattern("example.com", includeSubdomains: true)])
            ClaimOnlyHandler(name: "Legacy", prefix: "https://example.com/old")
            ClaimOnlyHandler(name: "Never", prefix: "gopher:")
        }
        let report = OrderingAnalysis.analyze(chain, corpus: ["https://example.com/old/page"])
        let shadowed = report.findings(.shadowed)
        #expect(shadowed.map(\.handlers) == [["Legacy", "Deny"], ["Never"]])
        #expect(shadowed.first?.witnesses.first?.url == "https://example.com/old/page")
        #expect(shadowed.last?.message.contains("claims none of the") == true)
        #expect(report.findings(.unreachable).isEmpty)
    }

    @Test("Claims depend on the navigation type: HomeTabSwitch of the presets claims link taps only")
    func navigationTypes() throws {
        let report = Preset.default.orderingReport()
        #expect(report.navigationTypes == [.other, .linkActivated])
        let home = report.claims.filter { $0.url == "https://example.com/" }
        #expect(home.map(\.navigationType) == [.other, .linkActivated])
        #expect(home.map(\.decision.handler) == ["AllowAll", "HomeTabSwitch"])
        #expect(report.notes.first?.contains("app load (.other) and link tap (.linkActivated)") == true)
    }

    @Test("Every claim of a built-in handler names the rule it came from")
    func rulesExplainClaims() {
        for preset in Preset.allCases {
            let report = preset.orderingReport()
            #expect(report.claims.allSatisfy { row in row.claims.allSatisfy { $0.rule != nil } })
        }
    }
}
