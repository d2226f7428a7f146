import NavSimCore

extension DeepLinkHandler: OrderingRules {
    /// Every URL when it matches everything; otherwise its schemes, then its hosts.
    var claimRules: [ClaimRule] {
        if matchesEverything { return [.everything] }
        return schemes.sorted().map(ClaimRule.scheme) + hosts.map { .host($0, requiresHost: false) }
    }

    /// Each scheme's sample URLs, and each host's edges on a product path.
    func addBoundaryURLs(to corpus: inout OrderingCorpus) {
        for scheme in schemes.sorted() { corpus.addScheme(scheme, handler: name) }
        for host in hosts { corpus.addHost(host, path: "/product/1234", handler: name) }
    }
}
