import NavSimCore
import Synchronization

/// A scheme handler that records every start and stop, keeps its tasks for the test to answer, and can
/// misbehave inside `stop` on request.
public final class RecordingSchemeHandler: URLSchemeHandler {
    /// What `start` does with a task.
    public enum OnStart: Sendable {
        /// Keeps the task unanswered; the test answers it through ``tasks``.
        case hold
        /// Answers at once: a response, one chunk, finish.
        case serve
    }

    private let state = Mutex<(calls: [String], tasks: [URLSchemeTask])>(([], []))
    private let onStart: OnStart
    private let finishInsideStop: Bool
    private let startedContinuation: AsyncStream<URLSchemeTask>.Continuation
    /// Every task, as it starts.
    public let started: AsyncStream<URLSchemeTask>

    /// Creates the handler.
    ///
    /// - Parameters:
    ///   - onStart: What `start` does.
    ///   - finishInsideStop: Whether `stop` calls `didFinish` on the task it stops.
    public init(onStart: OnStart = .hold, finishInsideStop: Bool = false) {
        self.onStart = onStart
        self.finishInsideStop = finishInsideStop
        (started, startedContinuation) = AsyncStream.makeStream(of: URLSchemeTask.self)
    }

    /// The calls so far, such as `start task#1 app://local/` or `stop task#1 stopped=true`.
    public var calls: [String] { state.withLock { $0.calls } }
    /// The tasks started so far.
    public var tasks: [URLSchemeTask] { state.withLock { $0.tasks } }

    public func start(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        state.withLock {
            $0.calls.append("start \(task)")
            $0.tasks.append(task)
        }
        if onStart == .serve {
            task.didReceive(URLSchemeResponse(url: task.request))
            task.didReceive(Array("<html><title>t</title></html>".utf8))
            task.didFinish()
        }
        startedContinuation.yield(task)
    }

    public func stop(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        state.withLock { $0.calls.append("stop \(task) stopped=\(task.isStopped)") }
        if finishInsideStop { task.didFinish() }
    }
}
