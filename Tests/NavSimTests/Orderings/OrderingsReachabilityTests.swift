import NavSim
import Testing

@Suite("Ordering analysis: proofs of unreachability")
struct OrderingsReachabilityTests {
    /// A chain of two handlers, and whether the second is provably unreachable.
    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var first: any NavigationActionHandler
        var second: any NavigationActionHandler
        var unreachable: Bool

        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(
            label: "/docs/* covers /docs/intro",
            first: try! NativePageHandler(name: "A", patterns: ["/docs/*"]),
            second: try! NativePageHandler(name: "B", patterns: ["/docs/intro"]),
            unreachable: true
        ),
        Case(
            label: ":id(int) does not cover :id: letters reach the second",
            first: try! NativePageHandler(name: "A", patterns: ["/product/:id(int)"]),
            second: try! NativePageHandler(name: "B", patterns: ["/product/:id"]),
            unreachable: false
        ),
        Case(
            label: ":id covers :id(int)",
            first: try! NativePageHandler(name: "A", patterns: ["/product/:id"]),
            second: try! NativePageHandler(name: "B", patterns: ["/product/:id(int)"]),
            unreachable: true
        ),
        Case(
            label: "a domain with sub-domains covers one of its sub-domains",
            first: HostListHandler.deny(name: "A", [HostPattern("example.com", includeSubdomains: true)]),
            second: HostListHandler.allow(name: "B", [HostPattern("shop.example.com", includeSubdomains: false)]),
            unreachable: true
        ),
        Case(
            label: "a bare domain does not cover its sub-domains",
            first: HostListHandler.deny(name: "A", [HostPattern("example.com", includeSubdomains: false)]),
            second: HostListHandler.allow(name: "B", [HostPattern("shop.example.com", includeSubdomains: false)]),
            unreachable: false
        ),
        Case(
            label: "link taps only do not cover every navigation type",
            first: try! NativePageHandler(name: "A", patterns: ["/a"], navigationTypes: .userInitiated),
            second: try! NativePageHandler(name: "B", patterns: ["/a"]),
            unreachable: false
        ),
        Case(
            label: "every navigation type covers link taps",
            first: try! NativePageHandler(name: "A", patterns: ["/a"]),
            second: try! NativePageHandler(name: "B", patterns: ["/a"], navigationTypes: .userInitiated),
            unreachable: true
        ),
        Case(
            label: "a scheme filter covers a deep link of the same scheme",
            first: SchemeFilterHandler(name: "A", schemes: ["tel", "exampleapp"]),
            second: DeepLinkHandler(name: "B", schemes: ["exampleapp"]),
            unreachable: true
        ),
        Case(
            label: "a host rule covers the home URL on that host",
            first: HostListHandler.allow(name: "A", [HostPattern("example.com", includeSubdomains: false)]),
            second: HomeTabSwitchHandler(name: "B", homeURL: "https://example.com/"),
            unreachable: true
        ),
        Case(
            label: "a route restricted to a host does not cover the same route on any host",
            first: try! NativePageHandler(
                name: "A",
                patterns: ["/a"],
                hosts: [HostPattern("example.com", includeSubdomains: false)]
            ),
            second: try! NativePageHandler(name: "B", patterns: ["/a"]),
            unreachable: false
        ),
    ]

    @Test("Unreachable exactly when an earlier rule covers every rule of the handler", arguments: cases)
    func coverage(_ example: Case) {
        let chain = NavigationChain([example.first, example.second])
        let report = OrderingAnalysis.analyze(chain, corpus: [])
        let unreachable = report.findings(.unreachable).map { $0.handlers.first }
        #expect(unreachable == (example.unreachable ? ["B"] : []))
        // Proved unreachable is never contradicted by the corpus; not proved means the corpus reaches it.
        #expect((report.handlers[1].decided == 0) == example.unreachable)
    }
}
