import NavSimCore

extension AllowAllHandler: OrderingRules {
    /// Every URL.
    var claimRules: [ClaimRule] { [.everything] }

    /// None: every URL is claimed alike.
    func addBoundaryURLs(to corpus: inout OrderingCorpus) {}
}

extension CancelAllHandler: OrderingRules {
    /// Every URL.
    var claimRules: [ClaimRule] { [.everything] }

    /// None: every URL is claimed alike.
    func addBoundaryURLs(to corpus: inout OrderingCorpus) {}
}
