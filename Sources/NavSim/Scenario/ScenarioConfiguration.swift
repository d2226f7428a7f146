/// The configuration a scenario's web views are created with: a preset or a chain of built-in handlers,
/// how the chain is asked, strategies, user scripts and custom schemes.
public struct ScenarioConfiguration: Sendable {
    /// How the handlers are asked.
    public enum Form: String, Sendable, Hashable {
        /// NavSim's async chain (``NavigationChain``), set on the configuration.
        case chain
        /// The article's linked handlers behind one navigation delegate, sharing one checked decision handler.
        case completionHandler
    }

    /// The preset the configuration starts from, if any.
    public var preset: Preset?
    /// The handlers, in order.
    public var handlers: [any NavigationActionHandler]
    /// How the handlers are asked.
    public var form: Form
    /// The decision when no handler claims an action.
    public var fallback: NavigationActionPolicy
    /// The decision when a handler throws, in the chain form.
    public var chainErrorPolicy: NavigationActionPolicy
    /// Script message handler names registered, the preset's included.
    public var strategies: [String]
    /// User scripts.
    public var userScripts: [UserScript]
    /// Custom schemes and their serving handlers.
    public var schemeHandlers: [SchemeHandlerSpec]
    /// Whether zoom is disabled; `nil` keeps the preset's setting.
    public var disableZoom: Bool?
    /// The class WebKit's messages name for the completion-handler form's delegate (`delegateClass` in the
    /// file): an Objective-C class name, or a Swift one module-qualified as the runtime prints it
    /// (`MyApp.WebViewCoordinator`). Default ``defaultDelegateClass``.
    public var delegateClass: String = Self.defaultDelegateClass

    /// The class the completion-handler form's delegate is named by when the scenario names none.
    public static let defaultDelegateClass = "AppNavigationDelegate"

    /// A custom scheme and the built-in serving handler's parameters.
    public struct SchemeHandlerSpec: Sendable, Hashable {
        /// The scheme, lowercase.
        public var scheme: String
        /// How long the worker takes before the response.
        public var latency: Duration
        /// The response's MIME type.
        public var mimeType: String
        /// The number of body chunks.
        public var chunks: Int
        /// The size of each chunk.
        public var chunkSize: Int
        /// The time between chunks.
        public var chunkInterval: Duration
        /// A failure instead of a response.
        public var failure: NavigationError?
        /// What `stop` does.
        public var onStop: ServingSchemeHandler.StopBehavior
        /// How the response reaches the task relative to the body.
        public var responseDelivery: ServingSchemeHandler.ResponseDelivery = .beforeBody

        /// A fresh handler with these parameters (handlers keep per-task state, so one per run).
        public func makeHandler() -> ServingSchemeHandler {
            ServingSchemeHandler(
                latency: latency, mimeType: mimeType, chunks: chunks, chunkSize: chunkSize,
                chunkInterval: chunkInterval, failure: failure, onStop: onStop, responseDelivery: responseDelivery)
        }
    }

    /// A handler whose decision waits a latency the scenario declares (a deep-link check): the latency,
    /// and the handler built with no latency of its own, for a run that draws the latency per decision.
    struct TimedHandlerSpec: Sendable {
        var latency: LatencyDistribution
        var withoutLatency: any NavigationActionHandler
    }

    /// The handlers with a declared latency, by name.
    var timedHandlers: [String: TimedHandlerSpec] = [:]

    /// The latencies the scenario declares for its handlers (a deep-link check), by handler name.
    public var handlerLatencies: [String: LatencyDistribution] { timedHandlers.mapValues(\.latency) }

    /// The registered custom schemes.
    public var customSchemes: [String] { schemeHandlers.map(\.scheme) }

    /// The handlers' names, in order.
    public var handlerNames: [String] { handlers.map(\.name) }
}
