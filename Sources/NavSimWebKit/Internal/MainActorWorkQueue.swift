import CNavSimCurrentTask
import NavSim

/// The work `WKWebView`s start on their own outside a simulation (a navigation after `load`, an `async`
/// delegate method, a script), in one FIFO on the main actor, in the order it was asked for.
///
/// What it replaces is a task per piece of work (`Task { @MainActor in … }`), and it keeps that order: each
/// piece has a job on the main queue enqueued no later than the piece itself (at most one job per piece),
/// and each job, when it runs, starts the piece at the head. So work starts in the order of the app's
/// calls, across web views, each after the job that asked for it, as WebKit's `load` returns before its
/// delegate hears of the navigation.
///
/// The saving is ``takeInline(for:)``: a task that awaits a web view's work (``WKWebView/navigationsSettled()``)
/// runs the pieces at the head that are that web view's itself, on its own task, instead of suspending until
/// their jobs run them and resuming afterwards. The jobs that were enqueued for them stay enqueued and are
/// reused by the next piece asked for, or find nothing to do: a run of `load` then `navigationsSettled()`
/// costs no task and no suspension per navigation.
///
/// In a simulation none of this is used: each piece is spawned in the schedule (``WebKitEnvironment``).
@MainActor
final class MainActorWorkQueue {
    /// The one queue of the main actor.
    static let shared = MainActorWorkQueue()

    /// A piece of work, with the core web view of the `WKWebView` it is counted for (held, so that its identity
    /// is not reused while the piece waits). An entry is one or two references: a navigation waits in the
    /// `WKNavigation` that `load` returned (``WKNavigation/queued``), not in the entry.
    @MainActor
    enum Work {
        case navigation(WKNavigation)
        case other(owner: WebView, @MainActor () async -> Void)

        /// The core web view of the `WKWebView` the piece is counted for.
        var owner: WebView? {
            switch self {
            case .navigation(let navigation): navigation.queued?.core
            case .other(let owner, _): owner
            }
        }

        // Inlined into the caller, as are the calls below it (`WKWebView.run`, `CoreNavigation.run`): each
        // `async` function is a frame of its own on the task's stack and an executor check in its prologue.
        @inline(__always)
        func run() async {
            switch self {
            case .navigation(let navigation): await WKWebView.run(navigation)
            case .other(_, let work): await work()
            }
        }
    }

    // Unchecked: main-actor state whose accesses never overlap; the dynamic checks cost more than the queue.
    /// The pieces; those before `head` have started (`nil`).
    @exclusivity(unchecked) private var entries: [Work?] = []
    @exclusivity(unchecked) private var head = 0
    /// Jobs on the main queue that have not run yet; never fewer than the pieces that have not started.
    @exclusivity(unchecked) private var jobs = 0

    private init() {}

    /// Adds a navigation at the back (its ``WKNavigation/queued`` says what to start); enqueues a job for it
    /// unless one enqueued earlier is still spare.
    func enqueue(_ navigation: WKNavigation) {
        append(.navigation(navigation))
    }

    /// Adds a piece of work at the back; enqueues a job for it unless one enqueued earlier is still spare.
    func enqueue(for webView: WKWebView, _ work: @escaping @MainActor () async -> Void) {
        append(.other(owner: webView.core, work))
    }

    private func append(_ work: Work) {
        entries.append(work)
        guard jobs < entries.count - head else { return }
        jobs += 1
        Task { @MainActor in await self.runNext() }
    }

    /// A job's turn: starts the piece at the head, if one is left.
    private func runNext() async {
        jobs -= 1
        await takeHead()?.run()
    }

    /// Takes the piece at the head for the calling task to run itself, if it is `webView`'s: a task that awaits
    /// that web view's work (``WKWebView/navigationsSettled()``) runs it, one piece after the other, until the
    /// head is another web view's or the queue is empty. A piece that suspends keeps the caller until it ends;
    /// the pieces after it are started by their jobs meanwhile.
    ///
    /// Synchronous, and the caller runs the piece in its own frame: each `async` function between the caller and
    /// the core's call (inlined or not) adds an executor switch after the call returns.
    ///
    /// - Returns: The piece, or `nil` when the head is not `webView`'s, the queue is empty or the calling task is
    ///   cancelled (a cancelled caller runs nothing: the work would see its cancellation, sleeps end at once).
    @inline(__always)
    func takeInline(for webView: WebView) -> Work? {
        // `Task.isCancelled`'s answer, read without its retain and release of the task (once per navigation).
        guard head < entries.count, entries[head]?.owner === webView, !navsim_current_task_is_cancelled() else {
            return nil
        }
        return takeHead()
    }

    private func takeHead() -> Work? {
        guard head < entries.count else { return nil }
        let work = entries[head].take()
        head += 1
        if head == entries.count {
            // Usually the one piece asked for: removing it keeps the storage as `removeAll` does, more cheaply.
            if head == 1 { entries.removeLast() } else { entries.removeAll(keepingCapacity: true) }
            head = 0
        } else if head >= 64, head * 2 >= entries.count {
            entries.removeFirst(head)
            head = 0
        }
        return work
    }
}
