import Synchronization

/// A one-shot meeting point between whoever decides (a completion handler, a chain, a deadline timer) and
/// the web view waiting for the decision. The first value wins; later ones are refused.
final class DecisionGate<Value: Sendable>: Sendable {
    private struct State: ~Copyable {
        var value: Value?
        var waiter: UnsafeContinuation<Value, Never>?
    }

    private let state = Mutex(State())

    /// Offers a value.
    ///
    /// - Returns: `false` when a value had already been offered.
    @discardableResult
    func resolve(_ value: Value) -> Bool {
        let (accepted, waiter) = state.withLock { state -> (Bool, UnsafeContinuation<Value, Never>?) in
            guard state.value == nil else { return (false, nil) }
            state.value = value
            let waiter = state.waiter
            state.waiter = nil
            return (true, waiter)
        }
        waiter?.resume(returning: value)
        return accepted
    }

    /// The value, if one was offered.
    var value: Value? { state.withLock { $0.value } }

    /// Waits for the first value.
    func wait() async -> Value {
        if let value = self.value { return value }
        return await withUnsafeContinuation { continuation in
            let ready = state.withLock { state -> Value? in
                if let value = state.value { return value }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
