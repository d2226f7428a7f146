import NavSim
import Testing

// The article's handlers (`../shared/seeds/wkwebview-design-patterns.txt`), in NavSim's linked form: Payment
// and DeeplinkManager have their real checks missing, so `handle` cancels and returns true for every URL.

/// The article's default handler, usually last: allows everything.
final class DefaultNavigationActionHandler: LinkedNavigationActionHandler {
    var nextHandler: (any LinkedNavigationActionHandler)?

    func handle(
        webView: WebView, decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) -> Bool {
        decisionHandler(.allow)
        return true
    }
}

/// The article's payment handler: presents the payment screen for every URL.
final class PaymentNavigationActionHandler: LinkedNavigationActionHandler {
    var nextHandler: (any LinkedNavigationActionHandler)?

    func handle(
        webView: WebView, decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) -> Bool {
        // Simulate business logic: Payment related, two-factor verification WebView...etc
        decisionHandler(.cancel)
        return true
    }
}

/// The article's deep-link handler, its `DeepLinkManager.open(url)` check commented out.
final class DeeplinkManagerNavigationActionHandler: LinkedNavigationActionHandler {
    var nextHandler: (any LinkedNavigationActionHandler)?

    func handle(
        webView: WebView, decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) -> Bool {
        decisionHandler(.cancel)
        return true
    }
}

/// A linked handler with the fall-through bug: it decides and returns false.
final class FallThroughHandler: LinkedNavigationActionHandler {
    var nextHandler: (any LinkedNavigationActionHandler)?

    func handle(
        webView: WebView, decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) -> Bool {
        if action.request.path.hasPrefix("/product/") { decisionHandler(.cancel) }
        return false
    }
}

/// A custom handler that implements `decide` only: it asks a router (30 ms) about product pages.
struct RouterCheck: NavigationActionHandler {
    let name = "RouterCheck"

    func decide(_ action: NavigationAction, context: DecisionContext) async throws -> HandlerVerdict {
        guard action.request.path.hasPrefix("/product/") else { return .pass }
        try await context.clock.sleep(for: .milliseconds(30))
        return .decide(.cancel, nil)
    }

    var mayDefer: Bool { true }
}

/// A custom handler that never answers for one host.
struct NeverAnswers: NavigationActionHandler {
    let name = "NeverAnswers"

    func decide(_ action: NavigationAction, context: DecisionContext) async throws -> HandlerVerdict {
        guard action.request.host == "slow.example.com" else { return .pass }
        try await context.clock.sleep(for: .seconds(3_600))
        return .decide(.allow, nil)
    }

    var mayDefer: Bool { true }
}

@Suite("Ordering analysis of handlers that declare no claims: probed")
struct OrderingsProbeTests {
    static let urls = [
        "https://example.com/checkout", "https://link.example.com/receipt/5", "https://example.com/help/payments",
    ]

    /// The article's payment preset: Payment → DeeplinkManager → Default.
    static func articlePaymentChain() -> PaymentNavigationActionHandler {
        let payment = PaymentNavigationActionHandler()
        let deepLink = DeeplinkManagerNavigationActionHandler()
        payment.nextHandler = deepLink
        deepLink.nextHandler = DefaultNavigationActionHandler()
        return payment
    }

    @Test("The article's linked Payment, cancelling every URL, shadows DeepLink and Default, with witnesses")
    func linkedPaymentShadows() throws {
        let report = OrderingAnalysis.analyze(linked: Self.articlePaymentChain(), corpus: Self.urls)
        #expect(report.handlers.map(\.name) == ["Payment", "DeeplinkManager", "Default"])
        #expect(report.handlers.allSatisfy { $0.claims == .probed })
        let shadowed = report.findings(.shadowed)
        #expect(shadowed.map(\.handlers) == [["DeeplinkManager", "Payment"], ["Default", "Payment"]])
        for finding in shadowed {
            let witness = try #require(finding.witnesses.first)
            #expect(witness.url == Self.urls[0])
            #expect(witness.decisions.first?.description == "cancel by Payment (probed)")
            #expect(witness.decisions.first?.source == .probed)
        }
        #expect(report.findings(.firstLoadCancelled).map(\.handlers) == [["Payment"]])
        #expect(report.failures(for: [.shadowed]).count == 2)
        let text = report.render()
        #expect(text.contains("Payment (default)"))
        #expect(text.contains("(default): Payment claims every analysed action"))
        #expect(text.contains("(probed: run alone on every action)"))
    }

    @Test("Probing follows no link: each linked handler is run alone")
    func linkedHandlerAlone() {
        let corpus = OrderingCorpus(chain: NavigationChain([]), userURLs: Self.urls)
        let payment = Self.articlePaymentChain()
        payment.nextHandler = FallThroughHandler()
        let probed = OrderingProbe.probe(linked: DefaultNavigationActionHandler(), corpus: corpus)
        #expect(probed.claim(NavigationAction(url: Self.urls[1])) == .decides(.allow))
        let fallThrough = OrderingProbe.probe(linked: FallThroughHandler(), name: "FallThrough", corpus: corpus)
        #expect(fallThrough.claim(NavigationAction(url: Self.urls[0])) == .passes)
        let product = OrderingCorpus(chain: NavigationChain([]), userURLs: ["https://example.com/product/1"])
        let decidedAndPassed = OrderingProbe.probe(linked: FallThroughHandler(), name: "FallThrough", corpus: product)
        #expect(decidedAndPassed.claim(NavigationAction(url: "https://example.com/product/1")) == .decides(.cancel))
        #expect(decidedAndPassed.notes.first?.contains("returns false for 2 actions") == true)
    }

    @Test("A handler that implements decide only is probed on the virtual clock, and shadows a declared one")
    func decideOnlyHandler() throws {
        let chain = try NavigationChain {
            RouterCheck()
            try NativePageHandler(name: "ProductDetail", patterns: ["/product/:id"])
            AllowAllHandler()
        }
        let report = OrderingAnalysis.analyze(chain, corpus: ["https://example.com/product/1234"])
        #expect(report.handlers.map(\.claims) == [.probed, .declared, .declared])
        let shadowed = try #require(report.findings(.shadowed).first)
        #expect(shadowed.handlers == ["ProductDetail", "RouterCheck"])
        #expect(shadowed.witnesses.first?.url == "https://example.com/product/1234")
        #expect(shadowed.witnesses.first?.decisions.map(\.source) == [.probed, .declared])
        #expect(report.findings(.opaque).isEmpty)
        #expect(!report.failures(for: [.shadowed]).isEmpty)

        // Without probing, the handler is opaque, as before.
        var options = OrderingOptions()
        options.probeHandlers = false
        let unprobed = OrderingAnalysis.analyze(chain, corpus: ["https://example.com/product/1234"], options: options)
        #expect(unprobed.findings(.opaque).map(\.handlers) == [["RouterCheck"]])
        #expect(unprobed.handlers.map(\.claims) == [.declared, .declared, .declared])
    }

    @Test("A handler that does not decide within the probe's deadline is opaque for those actions, with a note")
    func neverAnswers() throws {
        let chain = NavigationChain([NeverAnswers(), AllowAllHandler()])
        let report = OrderingAnalysis.analyze(
            chain, corpus: ["https://slow.example.com/", "https://example.com/"])
        let opaque = try #require(report.findings(.opaque).first)
        #expect(opaque.handlers == ["NeverAnswers"])
        #expect(opaque.actions == 2)
        #expect(opaque.message.contains("run alone, it did not decide them"))
        #expect(report.notes.contains { $0.contains("NeverAnswers does not decide 2 actions within 60.0 seconds") })
    }

    @Test("The completion-handler entry point probes any handler shape, such as a WebKit-spelled one")
    func completionHandlerForm() {
        let corpus = OrderingCorpus(chain: NavigationChain([]), userURLs: Self.urls)
        let probed = OrderingProbe.probe(name: "Help", corpus: corpus) { _, action, decisionHandler in
            guard action.request.path.hasPrefix("/help/") else { return false }
            decisionHandler(.allow)
            return true
        }
        #expect(probed.claim(NavigationAction(url: Self.urls[2])) == .decides(.allow))
        #expect(probed.claim(NavigationAction(url: Self.urls[0])) == .passes)
        #expect(probed.claim(NavigationAction(url: "https://never.probed/")) == .unknown)
    }
}
