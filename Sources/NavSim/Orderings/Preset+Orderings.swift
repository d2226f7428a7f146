import NavSimCore

extension Preset {
    /// The URLs a preset's ordering report is made from: the app's first load, then the pages, deep
    /// links, external schemes and payment pages the article's app navigates to.
    public static let orderingCorpus = [
        "https://example.com/",
        "https://example.com/product/1234",
        "https://example.com/shop/77",
        "https://example.com/about",
        "https://link.example.com/product/1234",
        "exampleapp://product/1234",
        "tel:+15550100",
        "https://pay.example.com/checkout",
        "https://example.com/payment/verify",
        "https://example.com/3ds/challenge",
    ]

    /// The preset's ordering report over ``orderingCorpus`` and the URLs generated from its rules.
    ///
    /// - Parameter options: Navigation types, corpus generation and report size.
    /// - Returns: The report.
    public func orderingReport(options: OrderingOptions = OrderingOptions()) -> OrderingReport {
        let chain = configuration().navigationChain ?? NavigationChain([])
        return OrderingAnalysis.analyze(chain, corpus: Self.orderingCorpus, options: options)
    }
}
