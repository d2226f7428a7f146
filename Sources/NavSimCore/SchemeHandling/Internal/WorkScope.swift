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
    private typealias Entry = (job: Job, work: URLSchemeWork)

    private struct State {
        var pending = 0
        var closed = false
        var ended = false
    }

    private let state = Mutex(State())
    private let jobs: AsyncStream<Entry>
    private let continuation: AsyncStream<Entry>.Continuation

    /// The name of the child tasks, for traces.
    private let name: String

    init(name: String) {
        self.name = name
        (jobs, continuation) = AsyncStream.makeStream(of: Entry.self)
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
        if accepted { continuation.yield((job, work)) }
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
        if end { continuation.finish() }
    }

    private func jobEnded() {
        let end = state.withLock { state -> Bool in
            state.pending -= 1
            guard state.closed, state.pending == 0, !state.ended else { return false }
            state.ended = true
            return true
        }
        if end { continuation.finish() }
    }

    /// Runs every job as a child task until the scope ends.
    func drain() async {
        await withDiscardingTaskGroup { group in
            for await entry in jobs {
                group.addTask(name: name) {
                    await entry.work.run(entry.job)
                    self.jobEnded()
                }
            }
        }
    }
}
