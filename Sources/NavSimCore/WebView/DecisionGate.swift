import Synchronization

/// A one-shot meeting point between whoever decides (a completion handler, a chain, a deadline timer) and
/// the web view waiting for the decision. The first value wins; later ones are refused.
final class DecisionGate<Value: Sendable>: Sendable {
    // The state sits beside a lock of a concrete type rather than inside a `Mutex<State>`, and the value
    // in a slot of its own rather than in a `Value?`: a generic class's `Mutex<State>` or `Value?` field
    // makes every deinit ask the runtime for `Mutex<State<Value>>`'s or `Optional<Value>`'s metadata, a
    // hash lookup of hundreds of instructions, for every decision of every explored schedule. The fields
    // are accessed only under `lock`; `slot` holds a value exactly when `hasValue`.
    private let lock = Mutex<Void>(())
    nonisolated(unsafe) private let slot = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    nonisolated(unsafe) private var hasValue = false
    nonisolated(unsafe) private var waiter: UnsafeContinuation<Value, Never>?

    deinit {
        if hasValue { slot.deinitialize(count: 1) }
        slot.deallocate()
    }

    /// Offers a value.
    ///
    /// - Returns: `false` when a value had already been offered.
    @discardableResult
    func resolve(_ value: Value) -> Bool {
        let (accepted, waiter) = lock.withLock { _ -> (Bool, UnsafeContinuation<Value, Never>?) in
            guard !hasValue else { return (false, nil) }
            slot.initialize(to: value)
            hasValue = true
            let waiter = self.waiter
            self.waiter = nil
            return (true, waiter)
        }
        waiter?.resume(returning: value)
        return accepted
    }

    /// The value, if one was offered.
    var value: Value? { lock.withLock { _ in hasValue ? slot.pointee : nil } }

    /// Waits for the first value.
    func wait() async -> Value {
        if let value = self.value { return value }
        return await withUnsafeContinuation { continuation in
            let ready = lock.withLock { _ -> Value? in
                if hasValue { return slot.pointee }
                waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
