/// What a load run drives: the web views and their configuration, the URLs and script messages they
/// see, how events arrive and how long the run lasts.
///
/// A profile is a value; `navsim bench` uses ``LoadProfile/standard`` when no scenario is given, and a
/// scenario's workload maps onto one.
///
/// ```swift
/// var profile = LoadProfile.standard
/// profile.stop = .events(1_000_000)
/// profile.mode = .open(rate: 200_000)
/// let report = try await LoadGenerator(profile: profile).run()
/// ```
public struct LoadProfile: Sendable {
    /// How events arrive.
    public enum Mode: Sendable, Hashable, CustomStringConvertible {
        /// Closed loop: a fixed number of events in flight; each starts when the previous one of its
        /// lane ends.
        case closed
        /// Open loop: events are due at a fixed total rate, per second; latency counts from when an
        /// event was due, and events that cannot start in time are counted late or dropped.
        case open(rate: Double)

        public var description: String {
            switch self {
            case .closed: "closed"
            case .open(let rate): "open(\(Int(rate))/s)"
            }
        }
    }

    /// When a phase of the run ends.
    public enum Limit: Sendable, Hashable, CustomStringConvertible {
        /// After this many events.
        case events(Int)
        /// After this much time on the wall clock.
        case duration(Duration)

        public var description: String {
            switch self {
            case .events(let count): "\(count) events"
            case .duration(let duration): "\(duration)"
            }
        }
    }

    /// A URL the web views load, how often, and as what kind of navigation.
    public struct WeightedURL: Sendable, Hashable {
        /// The URL, as the page or the app would pass it; parsed once per navigation.
        public var url: String
        /// The navigation type the action reports.
        public var type: NavigationType
        /// The relative frequency.
        public var weight: Int

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - url: The URL.
        ///   - type: The navigation type; a link tap by default.
        ///   - weight: The relative frequency.
        public init(_ url: String, type: NavigationType = .linkActivated, weight: Int) {
            self.url = url
            self.type = type
            self.weight = weight
        }
    }

    /// A script message the pages post, and how often.
    public struct WeightedMessage: Sendable, Hashable {
        /// The handler name the page posts to.
        public var name: String
        /// The body.
        public var body: ScriptValue
        /// The relative frequency.
        public var weight: Int

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - name: The handler name.
        ///   - body: The body.
        ///   - weight: The relative frequency.
        public init(_ name: String, body: ScriptValue, weight: Int) {
            self.name = name
            self.body = body
            self.weight = weight
        }
    }

    /// A history action a user takes instead of following a link.
    public enum HistoryAction: String, Sendable, Hashable, CaseIterable {
        /// `goBack()`.
        case back
        /// `goForward()`.
        case forward
        /// `reload()`.
        case reload
    }

    /// A short name for reports.
    public var name: String
    /// How many web views take part.
    public var webViews: Int
    /// Where the web views run: each on an actor of its own (the default: two web views never wait for
    /// each other), or all on the main actor, as in an app (one thread serialises them, so a run has the
    /// throughput of one core).
    public var webViewIsolation: WebViewIsolation = .ownActor
    /// Builds a web view's configuration; called once per web view, so strategies made inside are not
    /// shared between web views.
    public var configuration: @Sendable () -> WebViewConfigurationBuilder
    /// What each URL responds; the default source answers `200 text/html` at once.
    public var pageSource: any PageSource
    /// The URLs and their weights.
    public var urls: [WeightedURL]
    /// The script messages and their weights.
    public var messages: [WeightedMessage]
    /// The fraction of events that are script messages, from 0 to 1.
    public var messageFraction: Double
    /// The fraction of events that are each history action; the rest of the events load URLs.
    public var history: [HistoryAction: Double] = [:]
    /// How events arrive.
    public var mode: Mode
    /// How many events are in flight at once (lanes); at most ``webViews``, each web view belongs to one lane.
    public var concurrency: Int
    /// The warm-up, not measured.
    public var warmUp: Limit
    /// The measured phase.
    public var measure: Limit
    /// The seed of the URL and message choice.
    public var seed: UInt64
    /// How many events a lane runs before it yields its thread to the other lanes and to fired timers.
    ///
    /// A call to an idle actor does not suspend, so without yields a lane would keep its thread. `1`
    /// interleaves lanes event by event and lets a deferred decision resume soonest, but the yield then
    /// costs about as much as the navigation it follows (the global executor's queue, for every event);
    /// the default, ``defaultEventsPerYield``, measured on 2 cores, doubles throughput and lets 2 cores
    /// give about 1.7 times one, for a p99 about half again as long for deferred decisions.
    public var eventsPerYield = LoadProfile.defaultEventsPerYield

    /// Events a lane runs before yielding, unless a profile says otherwise: 8.
    public static let defaultEventsPerYield = 8
    /// How every web view's batched state changes are observed, as an app's UI observes its web view:
    /// by default with a change handler on every property, as KVO observes a `WKWebView`.
    public var observation: StateObservation

    /// Whether the web views' state changes are observed.
    public var observesState: Bool { observation != .none }

    /// How a load run observes each web view's batched state changes.
    public enum StateObservation: String, Sendable, Hashable, CaseIterable {
        /// Nobody observes: the web views skip building the state.
        case none
        /// A change handler per web view (``WebView/observe(_:changeHandler:)``), called within each step
        /// on the web view's isolation, as KVO calls an app's observer on WebKit's main thread.
        case handler
        /// A task per web view reading ``WebView/stateChanges()``: each batch is buffered for the task,
        /// which the executor must wake and run.
        case stream
    }

    /// Creates a profile.
    ///
    /// - Parameters:
    ///   - name: A short name for reports.
    ///   - webViews: How many web views take part.
    ///   - configuration: Builds a web view's configuration.
    ///   - pageSource: What each URL responds.
    ///   - urls: The URLs and their weights.
    ///   - messages: The script messages and their weights.
    ///   - messageFraction: The fraction of events that are script messages.
    ///   - mode: How events arrive.
    ///   - concurrency: How many events are in flight at once; `nil` for one per web view.
    ///   - warmUp: The warm-up.
    ///   - measure: The measured phase.
    ///   - seed: The seed of the URL and message choice.
    ///   - observation: How every web view's batched state changes are observed.
    public init(
        name: String,
        webViews: Int,
        configuration: @escaping @Sendable () -> WebViewConfigurationBuilder,
        pageSource: any PageSource = DefaultPageSource(),
        urls: [WeightedURL],
        messages: [WeightedMessage] = [],
        messageFraction: Double = 0,
        mode: Mode = .closed,
        concurrency: Int? = nil,
        warmUp: Limit = .duration(.seconds(1)),
        measure: Limit = .duration(.seconds(5)),
        seed: UInt64 = 1,
        observation: StateObservation = .handler
    ) {
        self.name = name
        self.webViews = webViews
        self.configuration = configuration
        self.pageSource = pageSource
        self.urls = urls
        self.messages = messages
        self.messageFraction = messageFraction
        self.mode = mode
        self.concurrency = concurrency ?? webViews
        self.warmUp = warmUp
        self.measure = measure
        self.seed = seed
        self.observation = observation
    }

    /// Checks that the profile can run.
    ///
    /// - Throws: ``LoadProfileError`` naming the first problem.
    public func validate() throws(LoadProfileError) {
        guard webViews >= 1 else { throw LoadProfileError("webViews must be at least 1, not \(webViews)") }
        guard (1...webViews).contains(concurrency) else {
            throw LoadProfileError(
                "concurrency must be from 1 to the number of web views (\(webViews)), not \(concurrency)")
        }
        guard !urls.isEmpty || messageFraction >= 1 else { throw LoadProfileError("the URL list is empty") }
        guard urls.allSatisfy({ $0.weight >= 0 }), messages.allSatisfy({ $0.weight >= 0 }) else {
            throw LoadProfileError("weights must not be negative")
        }
        guard (0...1).contains(messageFraction) else {
            throw LoadProfileError("the message fraction must be from 0 to 1, not \(messageFraction)")
        }
        let historyFraction = history.values.reduce(0, +)
        guard history.values.allSatisfy({ $0 >= 0 }), messageFraction + historyFraction <= 1 + 1e-9 else {
            throw LoadProfileError("message and history fractions must not be negative nor add up to more than 1")
        }
        guard messageFraction == 0 || !messages.isEmpty else {
            throw LoadProfileError("a message fraction above 0 needs at least one message")
        }
        if case .open(let rate) = mode, !(rate > 0 && rate.isFinite) {
            throw LoadProfileError("the open-loop rate must be above 0, not \(rate)")
        }
        for limit in [warmUp, measure] {
            switch limit {
            case .events(let count) where count < 0: throw LoadProfileError("an event count must not be negative")
            case .duration(let duration) where duration < .zero:
                throw LoadProfileError("a duration must not be negative")
            default: break
            }
        }
        if case .events(0) = measure { throw LoadProfileError("the measured phase needs at least one event") }
    }
}

/// A load profile that cannot run.
public struct LoadProfileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var description: String

    init(_ description: String) { self.description = description }
}
