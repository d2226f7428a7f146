/// One step of a scenario's explicit timeline.
public struct ScenarioStep: Sendable, Hashable {
    /// What the step does.
    public enum Action: Sendable, Hashable {
        /// Load a URL.
        case load(String, NavigationType)
        /// Go back.
        case back
        /// Go forward.
        case forward
        /// Reload.
        case reload
        /// Stop loading.
        case stop
        /// The page posts a message.
        case postMessage(String, ScriptValue)
        /// Add a script message handler, on the shared controller or through the builder.
        case addScriptMessageHandler(String, viaBuilder: Bool)
        /// Remove a script message handler.
        case removeScriptMessageHandler(String)
        /// Wait, in virtual time: a fixed time, or drawn per run from a range or a mean.
        case wait(LatencyDistribution)
        /// Give other tasks this many scheduling points, with no virtual time passing.
        case yield(Int)
    }

    /// What the step does.
    public var action: Action
    /// The web view, from 1.
    public var webView: Int
    /// Whether the next step waits for this one to end.
    public var awaits: Bool
}
