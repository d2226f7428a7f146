import NavSimCore

extension SchemeFilterHandler: OrderingRules {
    /// One rule per scheme.
    var claimRules: [ClaimRule] { schemes.sorted().map(ClaimRule.scheme) }

    /// Each scheme's sample URLs.
    func addBoundaryURLs(to corpus: inout OrderingCorpus) {
        for scheme in schemes.sorted() { corpus.addScheme(scheme, handler: name) }
    }
}
