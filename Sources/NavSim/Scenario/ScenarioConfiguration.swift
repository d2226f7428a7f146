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
    /// Registered custom schemes.
    public var schemeHandlers: [String]
    /// Whether zoom is disabled; `nil` keeps the preset's setting.
    public var disableZoom: Bool?

    /// The handlers' names, in order.
    public var handlerNames: [String] { handlers.map(\.name) }
}
