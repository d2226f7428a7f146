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

extension Scenario {
    /// The timeline's loads as a timing scenario: each load starts at the sum of the `wait` steps before it
    /// (a wait's range becomes jitter on the loads after it: each seed draws a start within it; a mean's
    /// wait, three means), on its own task, on one web view.
    ///
    /// - Throws: ``ScenarioError`` when the timeline has steps other than `load`, `wait` and `yield`, or
    ///   fewer than two loads.
    public var timedLoads: [OrderingTimedLoad] {
        get throws(ScenarioError) {
            var loads: [OrderingTimedLoad] = []
            var at = Duration.zero
            var jitter = Duration.zero
            for (index, step) in workload.steps.enumerated() {
                switch step.action {
                case .load(let url, let type):
                    loads.append(OrderingTimedLoad(url, type: type, at: at, jitter: jitter))
                case .wait(.fixed(let duration)):
                    at += duration
                case .wait(.uniform(let low, let high)):
                    at += low
                    jitter += high - low
                case .wait(.exponential(let mean)):
                    jitter += mean * 3
                case .yield:
                    break
                case .back, .forward, .reload, .stop, .postMessage, .addScriptMessageHandler,
                    .removeScriptMessageHandler:
                    throw ScenarioError(
                        .invalid, file: file, path: "$.workload.steps[\(index)].do",
                        problem: "the timing analysis reads loads and waits, and this step is "
                            + "\"\(ScenarioDriver.describe(step.action).split(separator: " ").first ?? "")\"",
                        expected: "a timeline of \"load\" and \"wait\" steps",
                        fix: "explore the scenario instead (navsim explore varies its timing too)")
                }
            }
            guard loads.count >= 2 else {
                throw ScenarioError(
                    .invalid, file: file, path: "$.workload.steps",
                    problem: "the timeline has \(loads.count) load(s); timing needs one navigation to overtake another",
                    expected: "two or more \"load\" steps, with \"wait\" steps between them",
                    fix: "add a second load, such as a link tap a few milliseconds after the first")
            }
            return loads
        }
    }

    /// Explores when the timeline's loads happen against how long the handlers take: for each seed, a
    /// start for each load within its jitter, the handlers' and pages' latencies drawn as `navsim explore`
    /// draws them, and one schedule; the runs are grouped by outcome (``OrderingTiming``).
    ///
    /// ```swift
    /// let scenario = try Scenario(contentsOf: "scenarios/deeplink-tap-overtakes-buggy.json")
    /// let report = try scenario.timing(seeds: 0..<100)
    /// report.phenomenonKinds.contains(.superseded)  // true: the tap can supersede the deep link's check
    /// ```
    ///
    /// - Parameters:
    ///   - seeds: The seeds to explore.
    ///   - strategy: The scheduling strategy.
    /// - Returns: The distinct outcomes.
    /// - Throws: ``ScenarioError`` when the timeline is not one of timed loads (``timedLoads``).
    public func timing(seeds: Range<UInt64>, strategy: SchedulingStrategy = .random) throws(ScenarioError)
        -> OrderingTimingReport
    {
        let loads = try timedLoads
        let program = ScenarioProgram(scenario: self)
        return OrderingTiming.explore(loads: loads, seeds: seeds, strategy: strategy, deadline: deadline) { seed in
            let timing = ScenarioTiming(seed: seed, jitter: 0)
            let chain = program.makeBuilder(timing: timing).build().navigationChain ?? navigationChain
            let pageSource = ScenarioPageSource(
                page: page, customSchemes: Set(configuration.customSchemes), timing: timing)
            return (chain, pageSource)
        }
    }
}
