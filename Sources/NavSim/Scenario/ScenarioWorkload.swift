/// What happens to a scenario's web views: an explicit timeline, then random events from a weighted mix.
public struct ScenarioWorkload: Sendable {
    /// A kind of random event.
    public enum EventKind: String, Sendable, Hashable, CaseIterable {
        /// Load a URL from the corpus.
        case navigate
        /// Go back.
        case back
        /// Go forward.
        case forward
        /// Reload.
        case reload
        /// The page posts a script message.
        case scriptMessage
        /// Load a URL of a custom scheme.
        case schemeLoad
    }

    /// One URL of a corpus, or a generator of URLs.
    public struct URLEntry: Sendable, Hashable {
        /// The URL, split around `{a..b}` placeholders.
        public var parts: [URLPart]
        /// The relative weight.
        public var weight: Double
        /// The navigation type.
        public var type: NavigationType

        /// Makes one URL, drawing each placeholder.
        func make(_ random: inout SplitMix64) -> String {
            var text = ""
            for part in parts {
                switch part {
                case .literal(let literal): text += literal
                case .range(let range): text += String(random.integer(in: range))
                }
            }
            return text
        }

        /// The first URL the entry makes (each placeholder at its lower bound).
        var first: String {
            parts.map {
                switch $0 {
                case .literal(let literal): literal
                case .range(let range): String(range.lowerBound)
                }
            }.joined()
        }
    }

    /// A piece of a URL template.
    public enum URLPart: Sendable, Hashable {
        /// Text as written.
        case literal(String)
        /// A number drawn in the range.
        case range(ClosedRange<Int>)
    }

    /// A script message of the mix.
    public struct Message: Sendable, Hashable {
        /// The handler name.
        public var name: String
        /// The body.
        public var body: ScriptValue
        /// The relative weight.
        public var weight: Double
    }

    /// The explicit timeline.
    public var steps: [ScenarioStep] = []
    /// How many random events, if a count was given.
    public var events: Int?
    /// For how long to generate random events, if a duration was given.
    public var duration: Duration?
    /// The think time before each random event.
    public var interval: LatencyDistribution = .zero
    /// How many users act at once.
    public var concurrency = 1
    /// The weights of the random events.
    public var mix: [EventKind: Double] = [:]
    /// The URL corpus for `navigate`.
    public var urls: [URLEntry] = []
    /// The URL corpus for `schemeLoad`.
    public var schemeURLs: [URLEntry] = []
    /// The messages for `scriptMessage`.
    public var messages: [Message] = []

    /// Whether the workload has random events.
    public var hasRandomEvents: Bool { events != nil || duration != nil }
}
