import NavSim
import NavSimWebKit
import Testing

@testable import NavSimWebKitFixtures

/// The ordering analysis of the article's linked chain, written against WebKit (`NavigationActionHandler` with
/// `nextHandler`, `handle(webView:decidePolicyFor:decisionHandler:) -> Bool`), from the facade.
@Suite("The ordering analysis of the article's WebKit-spelled chain")
struct ArticleOrderingTests {
    static let urls = ["https://zhgchg.li/checkout", "https://zhgchg.li/product/1234", "https://zhgchg.li/"]

    /// The head of the chain the article's factory builds for a preset, read from its configurator.
    static func head(of preset: MyWKWebViewConfiguratorFactory.ForType) throws
        -> any NavSimWebKitFixtures.NavigationActionHandler
    {
        let configurator = MyWKWebViewConfiguratorFactory.make(for: preset)
        let child = Mirror(reflecting: configurator).children.first { $0.label == "headNavigationHandler" }
        return try #require(child?.value as? any NavSimWebKitFixtures.NavigationActionHandler)
    }

    /// Each handler of the chain probed alone, in the chain's order, named as the article names it.
    static func probed(from head: any NavSimWebKitFixtures.NavigationActionHandler, corpus: OrderingCorpus)
        -> [ProbedHandler]
    {
        var probed: [ProbedHandler] = []
        var next: (any NavSimWebKitFixtures.NavigationActionHandler)? = head
        while let handler = next {
            let name = "\(type(of: handler))".replacing("NavigationActionHandler", with: "")
            // The app's handlers are not Sendable; the probe calls each on its own simulation's thread, one call
            // at a time, after this loop has moved on.
            nonisolated(unsafe) let handler = handler
            probed.append(
                OrderingProbe.probe(webKitHandler: name, corpus: corpus) { webView, action, decisionHandler in
                    handler.handle(webView: webView, decidePolicyFor: action, decisionHandler: decisionHandler)
                }
            )
            next = handler.nextHandler
        }
        return probed
    }

    @Test("Payment → DeeplinkManager → Default: Payment shadows both, with witness URLs, and cancels the first load")
    func paymentShadows() throws {
        let corpus = OrderingCorpus(chain: NavigationChain([]), userURLs: Self.urls)
        let chain = Self.probed(from: try Self.head(of: .payment), corpus: corpus)
        let report = OrderingAnalysis.analyze(NavigationChain(chain), corpus: corpus)
        #expect(report.handlers.map(\.name) == ["Payment", "DeeplinkManager", "Default"])
        #expect(report.handlers.allSatisfy { $0.claims == .probed })
        let shadowed = report.findings(.shadowed)
        #expect(shadowed.map(\.handlers) == [["DeeplinkManager", "Payment"], ["Default", "Payment"]])
        for finding in shadowed {
            let witness = try #require(finding.witnesses.first)
            #expect(witness.url == "https://zhgchg.li/checkout")
            #expect(witness.decisions.first?.description == "cancel by Payment (probed)")
        }
        #expect(report.findings(.firstLoadCancelled).map(\.handlers) == [["Payment"]])
        #expect(report.failures(for: [.shadowed]).count == 2)
        #expect(report.render().contains("(default): Payment claims every analysed action"))
    }

    @Test("The default preset: the deep-link handler, whose check is commented out, shadows the rest")
    func defaultPresetDeepLinkShadows() throws {
        let corpus = OrderingCorpus(chain: NavigationChain([]), userURLs: Self.urls)
        let chain = Self.probed(from: try Self.head(of: .default), corpus: corpus)
        let report = OrderingAnalysis.analyze(NavigationChain(chain), corpus: corpus)
        #expect(report.handlers.first?.name == "DeeplinkManager")
        let shadowed = report.findings(.shadowed)
        let byDeepLink = shadowed.filter { $0.handlers.last == "DeeplinkManager" }.map(\.handlers)
        #expect(byDeepLink == [["NativeViewController", "DeeplinkManager"], ["Default", "DeeplinkManager"]])
    }
}
