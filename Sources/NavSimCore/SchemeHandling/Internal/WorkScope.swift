import Synchronization

/// The structured home of a scheme task's asynchronous work.
///
/// Jobs submitted through ``URLSchemeTaskContext/work(_:)`` become child tasks of ``drain()``, which the
/// web view awaits inside the call that started the task (structured concurrency: no `Task {}`). The
/// scope closes when the task completes, or once the handler's `stop` has returned; it then ends as
/// soon as its last job ends. Jobs submitted after it ended are refused.
final class WorkScope: Sendable {
    typealias Job = @Sendable () async -> Void
    /// A job with the handle that can cancel it.
    private struct Entry {
        let job: Job
        let work: URLSchemeWork
    }

    private struct State {
        var pending = 0
        var closed = false
        var ended = false
        /// Jobs submitted and not yet handed to ``drain()``, from `head` on.
        var queue: [Entry] = []
        var head = 0
        /// ``drain()`` waiting for a job.
        var waiter: UnsafeContinuation<Entry?, Never>?
        /// No job reaches ``drain()`` any more: the scope ended, or the draining task was cancelled.
        var queueFinished = false

        /// The next queued job, `.some(nil)` at the end, `nil` when ``drain()`` must wait.
        mutating func take() -> Entry?? {
            guard head < queue.count else { return queueFinished ? .some(nil) : nil }
            let entry = queue[head]
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            }
            return .some(entry)
        }
    }

    // The jobs wait here for `drain()` as they waited in an `AsyncStream`, with its suspension points (see
    // `SchemeTaskEventChannel`): the same steps in a simulation, without the stream's generic code.
    private let state = Mutex(State())

    /// The name of the child tasks, for traces.
    private let name: String

    init(name: String) {
        self.name = name
    }

    /// Queues a job.
    ///
    /// - Returns: The job's handle; not accepted when the scope has ended.
    func submit(_ job: @escaping Job) -> URLSchemeWork {
        let accepted = state.withLock { state -> Bool in
            guard !state.ended else { return false }
            state.pending += 1
            return true
        }
        let work = URLSchemeWork(accepted: accepted)
        guard accepted else { return work }
        let entry = Entry(job: job, work: work)
        let waiter = state.withLock { state -> UnsafeContinuation<Entry?, Never>? in
            guard !state.queueFinished else { return nil }
            guard let waiter = state.waiter else {
                state.queue.append(entry)
                return nil
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume(returning: entry)
        return work
    }

    /// No more work is expected from the web view's side; the scope ends with its last job.
    func close() {
        let end = state.withLock { state -> Bool in
            state.closed = true
            guard state.pending == 0, !state.ended else { return false }
            state.ended = true
            return true
        }
        if end { finishQueue() }
    }

    private func jobEnded() {
        let end = state.withLock { state -> Bool in
            state.pending -= 1
            guard state.closed, state.pending == 0, !state.ended else { return false }
            state.ended = true
            return true
        }
        if end { finishQueue() }
    }

    /// Ends the queue: a waiting ``drain()`` gets `nil`, a later read what was queued, then `nil`.
    private func finishQueue() {
        let waiter = state.withLock { state -> UnsafeContinuation<Entry?, Never>? in
            state.queueFinished = true
            let waiter = state.waiter
            state.waiter = nil
            return waiter
        }
        waiter?.resume(returning: nil)
    }

    /// The next job, waiting for one when none is queued; `nil` at the end or once the draining task is
    /// cancelled (what was queued is still read).
    @concurrent
    private func nextEntry() async -> Entry? {
        if Task.isCancelled { finishQueue() }
        if let ready = state.withLock({ $0.take() }) { return ready }
        return await withTaskCancellationHandler {
            await withUnsafeContinuation { continuation in
                let ready = state.withLock { state -> Entry?? in
                    if let ready = state.take() { return ready }
                    state.waiter = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            finishQueue()
        }
    }

    /// Runs every job as a child task until the scope ends.
    func drain() async {
        await withDiscardingTaskGroup { group in
            while let entry = await nextEntry() {
                group.addTask(name: name) {
                    await entry.work.run(entry.job)
                    self.jobEnded()
                }
            }
        }
    }
}
