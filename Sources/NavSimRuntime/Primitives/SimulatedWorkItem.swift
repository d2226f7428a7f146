import Synchronization

/// A block of work that can be cancelled before it starts, spelled like `DispatchWorkItem`.
///
/// ```swift
/// let timeout = SimulatedWorkItem { await decide(.cancel) }
/// queue.asyncAfter(deadline: .now() + .seconds(5), execute: timeout)
/// timeout.cancel()   // the answer came first: the item is skipped
/// ```
public final class SimulatedWorkItem: Sendable {
    private let block: @Sendable () async -> Void
    private let cancelled = Atomic(false)

    /// Creates a work item.
    ///
    /// - Parameter block: The work.
    public init(block: @escaping @Sendable () async -> Void) {
        self.block = block
    }

    /// Marks the item cancelled: a queue that has not started it skips it. Work already running goes on.
    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool {
        cancelled.load(ordering: .relaxed)
    }

    /// Runs the work on the calling task, unless the item is cancelled.
    public func perform() async {
        guard !isCancelled else { return }
        await block()
    }
}
