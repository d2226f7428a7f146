extension LoadProfile {
    /// How many concrete URLs a corpus entry with `{a..b}` placeholders is drawn into.
    static let urlsPerTemplate = 16

    /// The load profile of a scenario's workload: its web views, configuration (faults included), page
    /// source, URL corpus, messages, event mix, concurrency, event count or duration and seed.
    ///
    /// `navigate` and `schemeLoad` events load the corpus URLs, `scriptMessage` events post the messages,
    /// `back`, `forward` and `reload` are history actions. The timeline and the think time between events
    /// are the scenario's story, not load, and are not driven; events run back to back (closed loop).
    ///
    /// - Parameter scenario: A scenario whose configuration is in chain form.
    /// - Throws: ``LoadProfileError`` for a completion-handler scenario (its delegate belongs to the
    ///   simulation) or a workload without random events.
    public init(scenario: Scenario) throws(LoadProfileError) {
        guard scenario.configuration.form == .chain else {
            throw LoadProfileError(
                "'\(scenario.name)' decides with a completion-handler delegate; bench drives chain-form scenarios")
        }
        let workload = scenario.workload
        guard workload.hasRandomEvents, !workload.mix.isEmpty else {
            throw LoadProfileError(
                "'\(scenario.name)' has no random events (workload.events or workload.duration, and a mix) to drive")
        }
        var random = SplitMix64(seed: scenario.seed, stream: 0xB3_4C)
        func expand(_ entries: [ScenarioWorkload.URLEntry], share: Double) -> [WeightedURL] {
            let total = entries.reduce(0) { $0 + $1.weight }
            guard total > 0, share > 0 else { return [] }
            return entries.flatMap { entry -> [WeightedURL] in
                let isTemplate = entry.parts.contains { if case .range = $0 { true } else { false } }
                let count = isTemplate ? Self.urlsPerTemplate : 1
                let weight = max(1, Int((entry.weight / total * share * 1e6 / Double(count)).rounded()))
                return (0..<count).map { _ in
                    WeightedURL(entry.make(&random), type: entry.type, weight: weight)
                }
            }
        }
        let mix = workload.mix
        let total = mix.values.reduce(0, +)
        func share(_ kind: ScenarioWorkload.EventKind) -> Double { total > 0 ? mix[kind, default: 0] / total : 0 }
        let program = ScenarioProgram(scenario: scenario)
        self.init(
            name: scenario.name,
            webViews: scenario.webViews,
            configuration: { program.makeBuilder() },
            pageSource: ScenarioPageSource(
                page: scenario.page,
                customSchemes: Set(scenario.configuration.schemeHandlers.map(\.scheme)),
                timing: ScenarioTiming(seed: scenario.seed, jitter: 0)
            ),
            urls: expand(workload.urls, share: share(.navigate))
                + expand(workload.schemeURLs, share: share(.schemeLoad)),
            messages: workload.messages.map {
                WeightedMessage($0.name, body: $0.body, weight: max(1, Int(($0.weight * 1e6).rounded())))
            },
            messageFraction: workload.messages.isEmpty ? 0 : share(.scriptMessage),
            concurrency: min(max(1, workload.concurrency), scenario.webViews),
            seed: scenario.seed
        )
        webViewIsolation = scenario.webViewIsolation
        history = [.back: share(.back), .forward: share(.forward), .reload: share(.reload)].filter { $0.value > 0 }
        if urls.isEmpty, messageFraction < 1 {
            // A mix of history actions alone still needs a first page; the scenario's first URL, or the home.
            urls = [WeightedURL(workload.urls.first?.first ?? Preset.homeURL, type: .other, weight: 1)]
        }
        if let events = workload.events { measure = .events(events) }
        if let duration = workload.duration { measure = .duration(duration) }
    }
}
