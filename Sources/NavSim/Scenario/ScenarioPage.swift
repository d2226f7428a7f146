/// A scenario's simulated network and server: what each URL responds.
public struct ScenarioPage: Sendable {
    /// What one URL responds, with the scripts the page runs once loaded.
    public struct Response: Sendable {
        /// The response, with a latency drawn per request.
        public var response: PageResponse
        /// The server latency.
        public var latency: LatencyDistribution
        /// The time from commit to finish.
        public var loadDuration: LatencyDistribution
        /// Messages the page's scripts post once it has loaded.
        public var scripts: [Script]
    }

    /// A message a page's script posts once the page has loaded.
    public struct Script: Sendable, Hashable {
        /// The handler name.
        public var name: String
        /// The body.
        public var body: ScriptValue
        /// The posting sub-frame's URL; `nil` for the main frame.
        public var frame: String?
    }

    /// The latency of every response not listed.
    public var latency: LatencyDistribution = .zero
    /// Responses by canonical URL without fragment.
    public var responses: [String: Response] = [:]
    /// When the page's script bridge becomes ready, if the page has one.
    public var scriptBridgeReadyAfter: Duration?

    /// The failure names a scenario may use, and WebKit's errors.
    static let failuresByName: [(String, NavigationError)] = [
        ("cancelled", .cancelled),
        ("timedOut", .timedOut),
        ("unsupportedURL", .unsupportedURL),
        ("cannotFindHost", .cannotFindHost),
        ("tooManyRedirects", .tooManyRedirects),
        ("notConnectedToInternet", .notConnectedToInternet),
        ("networkConnectionLost", .networkConnectionLost),
        ("frameLoadInterrupted", .frameLoadInterrupted),
    ]

    static let failureNames = failuresByName.map(\.0)

    static func failure(named name: String) -> NavigationError? {
        failuresByName.first { $0.0 == name }?.1
    }
}
