import Synchronization

/// A mutex in a class, so value types (handlers, page sources) can share one piece of mutable state.
final class Locked<Value: Sendable>: Sendable {
    // The value sits beside a lock of a concrete type rather than inside a `Mutex<Value>`: a generic
    // class's `Mutex<Value>` makes every deinit ask the runtime for `Mutex<Value>`'s metadata (a hash
    // lookup of hundreds of instructions), and a scenario run makes and drops a dozen of these.
    private let lock = Mutex<Void>(())
    nonisolated(unsafe) private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result { lock.withLock { _ in body(&value) } }
}
