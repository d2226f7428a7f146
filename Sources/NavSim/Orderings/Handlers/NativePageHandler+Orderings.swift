import NavSimCore

extension NativePageHandler: OrderingRules {
    /// One rule per route, on its hosts (or any web host), for its navigation types.
    var claimRules: [ClaimRule] {
        routes.map { route in
            ClaimRule(
                kind: .route,
                label: "route \(route.pattern.source)",
                types: navigationTypes,
                schemes: hosts.isEmpty ? HostPattern.webSchemes : nil,
                hosts: hosts.isEmpty ? nil : hosts,
                path: route.pattern,
                specificity: route.pattern.specificity
            )
        }
    }

    /// Each route's edges on each host (`example.com` when any host), and each host's edges on the first route.
    func addBoundaryURLs(to corpus: inout OrderingCorpus) {
        let bases = hosts.isEmpty ? ["example.com"] : hosts.map(\.domain)
        for base in bases {
            for route in routes { corpus.addRoute(route.pattern, origin: "https://\(base)", handler: name) }
        }
        let firstPath = routes.first.map { OrderingCorpus.instance($0.pattern, fill: "1234") } ?? "/"
        for host in hosts { corpus.addHost(host, path: firstPath, handler: name) }
    }
}
