import NavSimCore
import Synchronization

/// One probed decision: resolved once, by the handler's answer or by the probe's deadline, and awaited by
/// the probe.
final class ProbeGate: Sendable {
    /// How a probe of one action ended.
    enum Result: Sendable {
        /// The handler decided (through its decision handler, or its verdict).
        case decided(NavigationActionPolicy, HandlerEffect?)
        /// The handler's verdict was to pass.
        case passed
        /// The decision handler was released without a call.
        case released
        /// The handler threw.
        case threw(String)
        /// The probe's deadline came first.
        case timedOut
    }

    private struct State: ~Copyable {
        var result: Result?
        var waiter: CheckedContinuation<Result, Never>?
    }

    private let state = Mutex(State())

    /// The result, if the gate is resolved.
    var result: Result? { state.withLock { $0.result } }

    /// Resolves the gate; later calls change nothing.
    ///
    /// - Parameter result: How the probe ended.
    func resolve(_ result: Result) {
        let waiter = state.withLock { state -> CheckedContinuation<Result, Never>? in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: result)
    }

    /// Waits for the gate's result.
    func wait() async -> Result {
        await withCheckedContinuation { continuation in
            let result = state.withLock { state -> Result? in
                if let result = state.result { return result }
                state.waiter = continuation
                return nil
            }
            if let result { continuation.resume(returning: result) }
        }
    }
}
