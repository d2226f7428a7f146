import NavSimCore

extension PaymentHandler: OrderingRules {
    /// Its provider hosts, then its routes on any web host.
    var claimRules: [ClaimRule] {
        let hostRules = hosts.map { ClaimRule.host($0, requiresHost: true) }
        let routeRules = routes.map {
            ClaimRule(
                kind: .route,
                label: "route \($0.source)",
                requiresHost: true,
                schemes: HostPattern.webSchemes,
                path: $0,
                specificity: $0.specificity
            )
        }
        return hostRules + routeRules
    }

    /// Each host's edges, and each route's edges on `example.com`.
    func addBoundaryURLs(to corpus: inout OrderingCorpus) {
        for host in hosts { corpus.addHost(host, path: "/", handler: name) }
        for route in routes { corpus.addRoute(route, origin: "https://example.com", handler: name) }
    }
}
