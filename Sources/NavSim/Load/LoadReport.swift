/// What a load run measured, in a versioned, machine-readable form (`navsim bench --json`).
///
/// The schema is ``LoadReport/currentSchema``. Every JSON field that has a unit names it
/// (`p99Nanoseconds`, `eventsPerSecond`, `peakBytes`, `elapsedSeconds`). A reader reads every schema it
/// knows (``readableSchemas``), so a baseline written by an older NavSim stays usable; the rule that keeps
/// it so is in `docs/bench-report.md`: a field is added only as an optional one, and a rename or a change of
/// unit makes a new schema version, whose reader keeps converting the older ones.
public struct LoadReport: Sendable, Hashable, Codable {
    /// The schema of reports this version writes.
    public static let currentSchema = "navsim.bench/2"
    /// Every schema this version reads: `navsim.bench/1` (units implied, PR 1 to issue 17) and the current.
    public static let readableSchemas = ["navsim.bench/1", currentSchema]

    /// The profile that ran, as reported.
    public struct Profile: Sendable, Hashable, Codable {
        /// The profile's name.
        public var name: String
        /// The number of web views.
        public var webViews: Int
        /// Events in flight at once (lanes).
        public var concurrency: Int
        /// `closed` or `open`.
        public var mode: String
        /// Open loop: the target rate, events per second.
        public var rate: Double?
        /// The fraction of events that are script messages.
        public var messageFraction: Double
        /// The warm-up, as text.
        public var warmUp: String
        /// The measured phase's limit, as text.
        public var measure: String
        /// The seed of the URL and message choice.
        public var seed: UInt64
        /// Whether observers subscribed to the web views' state changes.
        public var observesState: Bool
        /// How they observed: `handler`, `stream` or `none` (``LoadProfile/StateObservation``); absent in
        /// reports written before change handlers existed, which observed with streams.
        public var observation: String?
        /// Events a lane ran between two yields of its thread.
        public var eventsPerYield: Int

        /// The profile as a report describes it.
        ///
        /// - Parameter profile: The profile that runs.
        public init(_ profile: LoadProfile) {
            var rate: Double?
            if case .open(let target) = profile.mode { rate = target }
            self.init(
                name: profile.name, webViews: profile.webViews, concurrency: profile.concurrency,
                mode: rate == nil ? "closed" : "open", rate: rate, messageFraction: profile.messageFraction,
                warmUp: profile.warmUp.description, measure: profile.measure.description, seed: profile.seed,
                observesState: profile.observesState, observation: profile.observation.rawValue,
                eventsPerYield: profile.eventsPerYield)
        }

        init(
            name: String, webViews: Int, concurrency: Int, mode: String, rate: Double?, messageFraction: Double,
            warmUp: String, measure: String, seed: UInt64, observesState: Bool, observation: String?,
            eventsPerYield: Int
        ) {
            self.name = name
            self.webViews = webViews
            self.concurrency = concurrency
            self.mode = mode
            self.rate = rate
            self.messageFraction = messageFraction
            self.warmUp = warmUp
            self.measure = measure
            self.seed = seed
            self.observesState = observesState
            self.observation = observation
            self.eventsPerYield = eventsPerYield
        }

        enum CodingKeys: String, CodingKey {
            case name, webViews, concurrency, mode
            case rate = "ratePerSecond"
            case messageFraction, warmUp, measure, seed, observesState, observation, eventsPerYield
        }
    }

    /// Where the run ran (see ``run`` for the whole of it).
    public struct Machine: Sendable, Hashable {
        /// The operating system.
        public var os: String
        /// The processors the process could use.
        public var activeProcessors: Int
    }

    /// Every event of the measured phase, accounted for.
    public struct Events: Sendable, Hashable, Codable {
        /// Events issued.
        public var issued: Int
        /// Events that ran to their end.
        public var completed: Int
        /// Events cancelled before they ended (superseded, stopped, abandoned).
        public var cancelled: Int
        /// Events that failed.
        public var failed: Int
        /// Open loop: events due but never issued because their lane was too far behind.
        public var dropped: Int
        /// Open loop: issued events that started late.
        public var late: Int
        /// Navigations issued.
        public var navigations: Int
        /// Script messages issued.
        public var messages: Int
        /// Whether `issued == completed + cancelled + failed`.
        public var conserved: Bool
    }

    /// Events per second of the measured phase.
    public struct Throughput: Sendable, Hashable, Codable {
        /// All events.
        public var events: Double
        /// Whole navigations.
        public var navigations: Double
        /// Script messages.
        public var messages: Double
        /// Chain decisions.
        public var decisions: Double

        enum CodingKeys: String, CodingKey {
            case events = "eventsPerSecond"
            case navigations = "navigationsPerSecond"
            case messages = "messagesPerSecond"
            case decisions = "decisionsPerSecond"
        }
    }

    /// Latency summaries.
    public struct Latencies: Sendable, Hashable, Codable {
        /// Chain decisions, from the first handler asked to the deciding one's answer.
        public var decision: LatencySummary
        /// Whole navigations: action policy to finish, or to the decision that ended them.
        public var navigation: LatencySummary
        /// Script messages.
        public var message: LatencySummary
    }

    /// One handler of the chain (or the chain's fallback).
    public struct Handler: Sendable, Hashable, Codable {
        /// The handler's name.
        public var name: String
        /// The decisions it made.
        public var decisions: UInt64
        /// The latency of the decisions it made.
        public var latency: LatencySummary
    }

    /// One message name and its strategy.
    public struct Strategy: Sendable, Hashable, Codable {
        /// The name the page posted to.
        public var name: String
        /// Messages a strategy received.
        public var delivered: Int
        /// Messages posted to the name with no handler registered.
        public var undefined: Int
    }

    /// Findings of one kind.
    public struct Findings: Sendable, Hashable, Codable {
        /// The kind.
        public var kind: String
        /// How many were recorded, warm-up included.
        public var count: Int
        /// The first one's message.
        public var example: String
    }

    /// The process's memory.
    public struct Memory: Sendable, Hashable, Codable {
        /// The peak resident set size, in bytes.
        public var peakBytes: Int?
        /// The resident set size after the warm-up, in bytes.
        public var residentAfterWarmUpBytes: Int?
        /// The resident set size at the end, in bytes.
        public var residentAtEndBytes: Int?
    }

    /// The schema; ``currentSchema`` for reports this version writes (and for older ones it read, once read).
    public var schema: String
    /// When and where the run ran: date, NavSim version, commit, compiler, operating system, cores.
    public var run: RunMetadata
    /// The profile.
    public var profile: Profile
    /// The measured phase's length, in seconds.
    public var elapsedSeconds: Double
    /// The events.
    public var events: Events
    /// The throughput.
    public var throughput: Throughput
    /// The latencies.
    public var latency: Latencies
    /// Navigation outcomes by name.
    public var outcomes: [String: Int]
    /// The handlers, in chain order, then the fallback.
    public var handlers: [Handler]
    /// The message names, in the profile's order.
    public var strategies: [Strategy]
    /// Findings by kind.
    public var findings: [Findings]
    /// Batches of state changes the web views' observers received, warm-up included; `0` when not observed.
    public var stateChanges: Int
    /// Memory.
    public var memory: Memory
    /// With `--repeat N`: every run's value of each compared metric, their median and spread. The report's
    /// other figures are those of the run whose events per second were the median. `nil` for one run.
    public var samples: LoadSamples?
    /// The comparison with a baseline, when one was given.
    public var comparison: BaselineComparison?
    /// The full latency histograms and events over time, which HTML reports and `--hgrm` read; `nil` in a
    /// report of an older NavSim.
    public var distribution: LoadDistribution?

    /// The NavSim version that ran.
    public var navsimVersion: String { run.navsimVersion }
    /// The machine.
    public var machine: Machine { Machine(os: run.os, activeProcessors: run.cores) }

    /// Builds a report from merged metrics.
    ///
    /// - Parameters:
    ///   - profile: The profile that ran.
    ///   - handlerNames: The chain's handler names.
    ///   - metrics: The merged metrics of the measured phase.
    ///   - elapsedNanoseconds: The measured phase's length.
    ///   - findings: The findings recorded during the run.
    ///   - stateChanges: The batches of state changes observers received.
    ///   - memory: The process's memory.
    public init(
        profile: LoadProfile,
        handlerNames: [String],
        metrics: LoadMetrics,
        elapsedNanoseconds: UInt64,
        findings: [Finding],
        stateChanges: Int = 0,
        memory: Memory
    ) {
        schema = Self.currentSchema
        run = RunMetadata.current()
        self.profile = Profile(profile)
        let seconds = Double(elapsedNanoseconds) / 1e9
        elapsedSeconds = seconds
        events = Events(
            issued: metrics.issued,
            completed: metrics.completed,
            cancelled: metrics.cancelled,
            failed: metrics.failed,
            dropped: metrics.dropped,
            late: metrics.late,
            navigations: metrics.navigations,
            messages: metrics.messages,
            conserved: metrics.isConserved
        )
        func perSecond(_ count: some BinaryInteger) -> Double { seconds > 0 ? Double(count) / seconds : 0 }
        throughput = Throughput(
            events: perSecond(metrics.issued),
            navigations: perSecond(metrics.navigations),
            messages: perSecond(metrics.messages),
            decisions: perSecond(metrics.decisionLatency.count)
        )
        latency = Latencies(
            decision: LatencySummary(metrics.decisionLatency),
            navigation: LatencySummary(metrics.navigationLatency),
            message: LatencySummary(metrics.messageLatency)
        )
        outcomes = metrics.outcomes
        let names = handlerNames + [ChainDecision.fallbackName]
        handlers = zip(names, metrics.handlerLatency).map { name, histogram in
            Handler(name: name, decisions: histogram.count, latency: LatencySummary(histogram))
        }
        strategies = profile.messages.indices.map { index in
            Strategy(
                name: profile.messages[index].name,
                delivered: metrics.messagesDelivered[index],
                undefined: metrics.messagesUndefined[index]
            )
        }
        var byKind: [String: Findings] = [:]
        var order: [String] = []
        for finding in findings {
            let kind = "\(finding.kind)"
            if byKind[kind] == nil {
                order.append(kind)
                byKind[kind] = Findings(kind: kind, count: 0, example: finding.message)
            }
            byKind[kind]?.count += 1
        }
        self.findings = order.compactMap { byKind[$0] }
        self.stateChanges = stateChanges
        self.memory = memory
        samples = nil
        comparison = nil
        distribution = nil
    }

    /// Creates a report from its parts (the reader of older schemas builds one so).
    init(
        schema: String, run: RunMetadata, profile: Profile, elapsedSeconds: Double, events: Events,
        throughput: Throughput, latency: Latencies, outcomes: [String: Int], handlers: [Handler],
        strategies: [Strategy], findings: [Findings], stateChanges: Int, memory: Memory
    ) {
        self.schema = schema
        self.run = run
        self.profile = profile
        self.elapsedSeconds = elapsedSeconds
        self.events = events
        self.throughput = throughput
        self.latency = latency
        self.outcomes = outcomes
        self.handlers = handlers
        self.strategies = strategies
        self.findings = findings
        self.stateChanges = stateChanges
        self.memory = memory
        samples = nil
        comparison = nil
        distribution = nil
    }

    /// Whether the run is sound: every event accounted for.
    public var isConserved: Bool { events.conserved }
}
