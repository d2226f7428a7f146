import Synchronization

/// An atomic value whose every operation is a scheduling point, in Shuttle's and loom's manner.
///
/// Port an `Atomic` (or a flag read and set from two threads) to this type and add `await`. Before
/// each operation the simulation may run any other runnable task, so an unsynchronised check-then-act
/// (`load`, then `store`) between two tasks is found by ``Explorer`` without a hand-placed
/// `Task.yield()`. Operations are sequentially consistent: a write happens before every later read,
/// for ``SharedCell``'s data-race detection.
///
/// ```swift
/// let started = SimulatedAtomic(false, name: "started")
/// if await !started.load() {          // the bug: another task may load false too
///     await started.store(true)
///     startOnce()
/// }
/// // The fix: one compare-exchange.
/// if await started.compareExchange(expected: false, desired: true).exchanged { startOnce() }
/// ```
public final class SimulatedAtomic<Value: Sendable & Equatable>: Sendable {
    let simulation: SimulationExecutor
    private let value: Mutex<Value>
    /// The atomic's name in reports.
    public let name: String

    /// Creates an atomic in the running simulation.
    ///
    /// - Parameters:
    ///   - value: The initial value.
    ///   - name: The name in reports.
    public init(_ value: Value, name: String = "atomic") {
        self.simulation = SimulationExecutor.current(for: "SimulatedAtomic")
        self.value = Mutex(value)
        self.name = name
    }

    /// Reads the value, after a scheduling point.
    ///
    /// - Parameter isolation: The caller's isolation (leave the default).
    /// - Returns: The value.
    public func load(isolation: isolated (any Actor)? = #isolation) async -> Value {
        await operation(isolation, writes: false) { $0 }
    }

    /// Writes the value, after a scheduling point.
    ///
    /// - Parameters:
    ///   - newValue: The value to write.
    ///   - isolation: The caller's isolation (leave the default).
    public func store(_ newValue: Value, isolation: isolated (any Actor)? = #isolation) async {
        await operation(isolation, writes: true) { $0 = newValue }
    }

    /// Writes the value and returns the one it replaced, in one step, after a scheduling point.
    ///
    /// - Parameters:
    ///   - newValue: The value to write.
    ///   - isolation: The caller's isolation (leave the default).
    /// - Returns: The previous value.
    public func exchange(_ newValue: Value, isolation: isolated (any Actor)? = #isolation) async -> Value {
        await operation(isolation, writes: true) { value in
            defer { value = newValue }
            return value
        }
    }

    /// Writes `desired` if the value is `expected`, in one step, after a scheduling point.
    ///
    /// - Parameters:
    ///   - expected: The value the caller expects.
    ///   - desired: The value to write if it is there.
    ///   - isolation: The caller's isolation (leave the default).
    /// - Returns: Whether it wrote, and the value found.
    public func compareExchange(
        expected: Value,
        desired: Value,
        isolation: isolated (any Actor)? = #isolation
    ) async -> (exchanged: Bool, original: Value) {
        await operation(isolation, writes: true) { value in
            let original = value
            guard original == expected else { return (false, original) }
            value = desired
            return (true, original)
        }
    }

    private func operation<Result: Sendable>(
        _ isolation: isolated (any Actor)?,
        writes: Bool,
        _ body: (inout sending Value) -> sending Result
    ) async -> Result {
        let caller = simulation.caller(isolation)
        await simulation.schedulingPoint(caller, on: ObjectIdentifier(self))
        let key = HappensBefore.ObjectKey.object(ObjectIdentifier(self))
        simulation.happensBefore(caller.task) { tracker, number, _ in
            tracker.acquire(number, from: key)
            if writes { tracker.release(number, into: key) }
        }
        return value.withLock { body(&$0) }
    }
}
