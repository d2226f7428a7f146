/// A handle to work started with ``SimulationContext/spawn(name:file:line:_:)``.
///
/// Awaiting ``value`` is tracked, so tasks that await each other in a cycle are reported as a
/// deadlock rather than a plain hang.
public struct SimulationTask<Success: Sendable>: Sendable {
    let task: Task<Success, any Error>
    let context: SimulationContext
    let index: Int

    /// The task's result, once it finishes.
    ///
    /// - Throws: Whatever the task threw, or `CancellationError`.
    public var value: Success {
        get async throws {
            context.beginWait(on: index)
            defer { context.endWait(on: index) }
            return try await task.value
        }
    }

    /// Cancels the task; a sleep on the virtual clock ends at once with `CancellationError`.
    public func cancel() {
        task.cancel()
    }

    /// Whether the task has been cancelled.
    public var isCancelled: Bool {
        task.isCancelled
    }
}
