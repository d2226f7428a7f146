import Synchronization

/// The calls a scheme task accepted, on their way to the load that reads them: one reader, a buffer
/// without bound, the end after the task's terminal event.
///
/// It replaces an `AsyncStream<URLSchemeTaskEvent>` and keeps that stream's suspension points, so a
/// simulation takes the same steps: ``next()`` is `@concurrent`, as the stream's storage is (its
/// iterator calls a nonisolated closure), so a reader on the web view's actor hops to the generic
/// executor for each read and back after it; a read that finds nothing waits on a continuation that the
/// next accepted call, or the end, resumes; a read that finds an event does not suspend. A reader's
/// cancellation ends the channel, as it terminates the stream: what was buffered is still read, later
/// calls are dropped. The stream's generic code looked up the metadata of its buffer, its continuation
/// and `Optional` at every `yield` and `next` (`explore-race5-stop-marks-inactive-later-fixed` in
/// `Benchmarks/` runs schedules that read them).
final class SchemeTaskEventChannel: Sendable {
    private struct State {
        var buffer: [URLSchemeTaskEvent] = []
        var head = 0
        var waiter: UnsafeContinuation<URLSchemeTaskEvent?, Never>?
        var finished = false

        /// The next buffered event, `.some(nil)` at the end, `nil` when the reader must wait.
        mutating func take() -> URLSchemeTaskEvent?? {
            guard head < buffer.count else { return finished ? .some(nil) : nil }
            let event = buffer[head]
            head += 1
            if head == buffer.count {
                buffer.removeAll(keepingCapacity: true)
                head = 0
            }
            return .some(event)
        }
    }

    private let state = Mutex(State())

    /// Sends an accepted call: to the waiting reader, or into the buffer. A terminal event ends the
    /// channel after it; an event after the end is dropped.
    ///
    /// - Parameter event: The call.
    func send(_ event: URLSchemeTaskEvent) {
        let waiter = state.withLock { state -> UnsafeContinuation<URLSchemeTaskEvent?, Never>? in
            guard !state.finished else { return nil }
            if event.isTerminal { state.finished = true }
            guard let waiter = state.waiter else {
                state.buffer.append(event)
                return nil
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume(returning: event)
    }

    /// Ends the channel: a waiting reader gets `nil`, a later one what was buffered, then `nil`.
    func finish() {
        let waiter = state.withLock { state -> UnsafeContinuation<URLSchemeTaskEvent?, Never>? in
            state.finished = true
            let waiter = state.waiter
            state.waiter = nil
            return waiter
        }
        waiter?.resume(returning: nil)
    }

    /// The next call, waiting for one when none is buffered.
    ///
    /// - Returns: The call, or `nil` at the end or once the reading task is cancelled.
    @concurrent
    func next() async -> URLSchemeTaskEvent? {
        // The stream's cancellation handler ends it at once for a task cancelled already; checked here
        // so that a buffered event is read without a continuation, as the stream read it without
        // suspending.
        if Task.isCancelled { finish() }
        if let ready = state.withLock({ $0.take() }) { return ready }
        return await withTaskCancellationHandler {
            await withUnsafeContinuation { continuation in
                let ready = state.withLock { state -> URLSchemeTaskEvent?? in
                    if let ready = state.take() { return ready }
                    state.waiter = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            finish()
        }
    }
}
