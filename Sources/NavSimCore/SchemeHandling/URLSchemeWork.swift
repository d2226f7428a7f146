import Synchronization

/// A handle on work a scheme handler started with ``URLSchemeTaskContext/work(_:)``: keep it, and cancel it
/// when the web view stops the task.
///
/// This is the pattern of WebKit's own adapter for Swift scheme handlers (`WKURLSchemeHandlerAdapter`): it
/// starts a `Task` per scheme task, keeps it by task, and cancels it in `webView(_:stop:)`. Cancelling
/// delivers Swift task cancellation to the work: `Task.isCancelled` turns true, `Task.checkCancellation()`
/// throws, a sleep on the context's clock ends with `CancellationError`, and an `AsyncStream` iterator
/// returns `nil`. Cancellation is cooperative, as everywhere in Swift: work that never checks keeps
/// running and keeps calling the task, which WebKit refuses with `This task has already been stopped`.
///
/// ```swift
/// final class StreamingHandler: URLSchemeHandler {
///     let running = Mutex<[Int: URLSchemeWork]>([:])
///     func start(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
///         let work = context.work {
///             task.didReceive(URLSchemeResponse(url: task.request))
///             for await chunk in chunks(of: task.request) {
///                 guard !Task.isCancelled else { return }  // checked in the same turn as the write
///                 task.didReceive(chunk)
///             }
///             if !Task.isCancelled { task.didFinish() }
///         }
///         running.withLock { $0[task.id] = work }
///     }
///     func stop(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
///         running.withLock { $0.removeValue(forKey: task.id) }?.cancel()
///     }
/// }
/// ```
public final class URLSchemeWork: Sendable {
    private struct State {
        var cancelled = false
        var ended = false
        /// The child task running the work, while it runs.
        var task: CancellableTask?
    }

    /// A running task, kept only to cancel it.
    ///
    /// `@unchecked Sendable`: `UnsafeCurrentTask` is not `Sendable` because most of its API (task-local
    /// values, priority escalation) is only meaningful on the task itself. This keeps nothing but
    /// `cancel()`, which the concurrency runtime allows from any thread (`swift_task_cancel`), and the
    /// reference, which keeps the task alive. The work clears it, under the handle's lock, before it ends.
    private struct CancellableTask: @unchecked Sendable {
        let task: UnsafeCurrentTask
        func cancel() { task.cancel() }
    }

    private let state = Mutex(State())

    /// Whether the work was accepted: `false` when the task's scope had already ended and the work never
    /// runs (recorded as a `schemeWorkDropped` finding).
    public let isAccepted: Bool

    init(accepted: Bool) {
        self.isAccepted = accepted
    }

    /// Cancels the work: its task is cancelled now if it runs, or starts cancelled if it has not started.
    /// Cancelling work that ended, was dropped or was cancelled already does nothing.
    public func cancel() {
        state.withLock { state in
            guard !state.cancelled, !state.ended else { return }
            state.cancelled = true
            state.task?.cancel()
        }
    }

    /// Whether ``cancel()`` was called before the work ended.
    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Whether the work has run to its end (or was dropped).
    public var isEnded: Bool { isAccepted ? state.withLock { $0.ended } : true }

    /// Runs the job as the current task, reachable by ``cancel()`` until it returns.
    func run(_ job: @Sendable () async -> Void) async {
        withUnsafeCurrentTask { task in
            guard let task else { return }
            state.withLock { state in
                if state.cancelled {
                    task.cancel()
                } else {
                    state.task = CancellableTask(task: task)
                }
            }
        }
        await job()
        state.withLock { state in
            state.task = nil
            state.ended = true
        }
    }
}
