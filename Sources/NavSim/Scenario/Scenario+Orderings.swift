extension Scenario {
    /// The scenario's handlers as a chain, in configured order, with its fallback (faults aside): what
    /// ``OrderingAnalysis`` reads.
    public var navigationChain: NavigationChain {
        NavigationChain(configuration.handlers, fallback: configuration.fallback)
    }

    /// The URLs the scenario names, for ordering analysis: the timeline's loads first (the first is the
    /// app's first load), then the workload's corpora (each generator's first URL), the listed responses
    /// and the expected decisions; each once, in that order.
    public var orderingCorpus: [String] {
        var urls: [String] = []
        var seen = Set<String>()
        func add(_ url: String) {
            if seen.insert(url).inserted { urls.append(url) }
        }
        for step in workload.steps {
            if case .load(let url, _) = step.action { add(url) }
        }
        for entry in workload.urls + workload.schemeURLs { add(entry.first) }
        for url in page.responses.keys.sorted() { add(url) }
        for decision in expectations.decisions { add(decision.url) }
        return urls
    }

    /// Analyses the order of the scenario's handlers over its URLs.
    ///
    /// ```swift
    /// let report = try Scenario(contentsOf: "scenarios/race2-deeplink-shadowing-buggy.json").orderings()
    /// report.findings(.firstLoadCancelled).isEmpty  // false: DeepLink cancels the first load
    /// ```
    ///
    /// - Parameter options: Navigation types, corpus generation and report size.
    /// - Returns: The report.
    public func orderings(options: OrderingOptions = OrderingOptions()) -> OrderingReport {
        OrderingAnalysis.analyze(navigationChain, corpus: orderingCorpus, options: options)
    }
}
