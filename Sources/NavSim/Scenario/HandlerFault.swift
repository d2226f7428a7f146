/// Faults injected into one handler's decisions, from a scenario's `faults`.
public struct HandlerFault: Sendable, Hashable {
    /// What the handler does when the page's script bridge is not ready (RACE-CASES 4).
    public enum BridgeNotReady: String, Sendable, Hashable {
        /// The script throws and the error is swallowed: the decision never comes.
        case neverDecide
        /// The script answers `cancel` in a `finally`: the fix.
        case cancel
        /// The script answers `allow` in a `finally`.
        case allow
    }

    /// Extra time before the handler decides.
    public var latency: LatencyDistribution = .zero
    /// The chance each decision is faulty.
    public var probability: Double = 1
    /// The handler throws.
    public var throwsError = false
    /// The handler keeps the decision handler and never calls it.
    public var neverDecide = false
    /// The handler drops the decision handler uncalled.
    public var releaseUncalled = false
    /// The handler calls the decision handler twice.
    public var decideTwice = false
    /// The handler decides and lets the next handler decide too.
    public var fallThrough = false
    /// The handler asks the page's script, which is not always ready.
    public var onBridgeNotReady: BridgeNotReady?

    /// Creates a fault with no effect.
    public init() {}

    /// Whether the fault needs the completion-handler form.
    public var needsCompletionHandlerForm: Bool {
        neverDecide || releaseUncalled || decideTwice || fallThrough || onBridgeNotReady != nil
    }
}
