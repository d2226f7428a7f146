import NavSimCore

extension HomeTabSwitchHandler: OrderingRules {
    /// The home URL, fragment ignored, for its navigation types.
    var claimRules: [ClaimRule] {
        [
            ClaimRule(
                kind: .url,
                label: "URL \(homeURL.hrefWithoutFragment)",
                types: navigationTypes,
                requiresValid: false,
                exactURL: homeURL,
                specificity: [1]
            )
        ]
    }

    /// The home URL and its spelling variants.
    func addBoundaryURLs(to corpus: inout OrderingCorpus) {
        corpus.addHome(homeURL, handler: name)
    }
}
