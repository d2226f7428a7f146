import Synchronization

/// A one-shot meeting point between whoever decides (a completion handler, a chain, a deadline timer) and
/// the web view waiting for the decision. The first value wins; later ones are refused.
final class DecisionGate<Value: Sendable>: Sendable {
    // The state sits beside a lock of a concrete type rather than inside a `Mutex<State>`: a generic
    // class's `Mutex<State>` makes every deinit ask the runtime for the metadata of `Mutex<State<Value>>`
    // and its cell, a hash lookup of hundreds of instructions per decision. For the same reason the value
    // is a `Value` beside a flag, not a `Value?`: destroying a `Value?` looked up `Optional<Value>`'s
    // metadata at every deinit, where a `Value`'s is the class's own argument. The fields are accessed only
    // under `lock`.
    private let lock = Mutex<Void>(())
    /// The value offered, once `isOffered`; the placeholder until then.
    nonisolated(unsafe) private var offered: Value
    nonisolated(unsafe) private var isOffered = false
    nonisolated(unsafe) private var waiter: UnsafeContinuation<Value, Never>?

    /// Creates a gate that holds `placeholder` until a value is offered; it is never handed out.
    init(placeholder: Value) {
        offered = placeholder
    }

    /// Offers a value.
    ///
    /// - Returns: `false` when a value had already been offered.
    @discardableResult
    func resolve(_ value: Value) -> Bool {
        let (accepted, waiter) = lock.withLock { _ -> (Bool, UnsafeContinuation<Value, Never>?) in
            guard !isOffered else { return (false, nil) }
            offered = value
            isOffered = true
            let waiter = self.waiter
            self.waiter = nil
            return (true, waiter)
        }
        waiter?.resume(returning: value)
        return accepted
    }

    /// The value, if one was offered.
    var value: Value? { lock.withLock { _ in isOffered ? offered : nil } }

    /// Waits for the first value.
    func wait() async -> Value {
        if let value = self.value { return value }
        return await withUnsafeContinuation { continuation in
            let ready = lock.withLock { _ -> Value? in
                if isOffered { return offered }
                waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
