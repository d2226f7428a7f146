import NavSimCore

extension HostListHandler: OrderingRules {
    /// One rule per host: trusted under its schemes (an allow list) or refused under every scheme (a deny list).
    var claimRules: [ClaimRule] {
        let use = Self.use(of: policy)
        return hosts.map { .host($0, requiresHost: use == .trust, use: use) }
    }

    /// Each host's edges.
    func addBoundaryURLs(to corpus: inout OrderingCorpus) {
        for host in hosts { corpus.addHost(host, path: "/", handler: name) }
    }
}
