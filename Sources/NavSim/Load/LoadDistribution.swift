/// A load run's full latency histograms and its throughput over time: what a report draws and what
/// `navsim bench --hgrm` writes, beside the percentiles ``LoadReport`` summarises.
///
/// A report written by `navsim bench --output` carries it as its optional `distribution` field, so
/// `navsim report` draws the same plots from the file later; a report of an older NavSim has none, and the
/// plots fall back to the summary's percentiles.
public struct LoadDistribution: Sendable, Hashable, Codable {
    /// The number of events run by a time of the measured phase.
    public struct Sample: Sendable, Hashable, Codable {
        /// Seconds since the measured phase started.
        public var seconds: Double
        /// Events issued by then (lanes report every few hundred events).
        public var events: Int

        enum CodingKeys: String, CodingKey {
            case seconds = "elapsedSeconds"
            case events = "issuedEvents"
        }

        /// Creates a sample.
        ///
        /// - Parameters:
        ///   - seconds: Seconds since the measured phase started.
        ///   - events: Events issued by then.
        public init(seconds: Double, events: Int) {
            self.seconds = seconds
            self.events = events
        }
    }

    /// Whole navigations, from the load call to the end.
    public var navigation: LatencyHistogram
    /// Every decision of the chain.
    public var decision: LatencyHistogram
    /// Script messages.
    public var message: LatencyHistogram
    /// The deciding handler's decisions, in the order of ``LoadReport/handlers``.
    public var handlers: [LatencyHistogram]
    /// Events issued over the measured phase, in time order, ending with the phase's end.
    public var timeline: [Sample]

    /// Creates a distribution.
    ///
    /// - Parameters:
    ///   - navigation: Whole navigations.
    ///   - decision: Every decision.
    ///   - message: Script messages.
    ///   - handlers: Per deciding handler, in the report's order.
    ///   - timeline: Events issued over time.
    public init(
        navigation: LatencyHistogram, decision: LatencyHistogram, message: LatencyHistogram,
        handlers: [LatencyHistogram], timeline: [Sample]
    ) {
        self.navigation = navigation
        self.decision = decision
        self.message = message
        self.handlers = handlers
        self.timeline = timeline
    }
}
