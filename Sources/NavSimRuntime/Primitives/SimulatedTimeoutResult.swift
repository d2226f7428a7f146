/// How a wait with a timeout ended, as `DispatchTimeoutResult`.
public enum SimulatedTimeoutResult: Sendable, Hashable {
    /// The wait ended before the deadline.
    case success
    /// The deadline passed first.
    case timedOut
}
