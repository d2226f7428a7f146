/// What a scheme handler gets with each task: the web view's clock and a place to run asynchronous work.
///
/// Work started with ``work(_:)`` runs as a child task owned by the web view, on whatever executor the
/// web view's caller runs on: the simulation's deterministic executor under the runtime, the global pool
/// in real runs. It outlives the task's stop, as a handler's worker thread does in an app, unless the
/// handler cancels it through the ``URLSchemeWork`` handle `work` returns; the web view waits for it
/// before the load that started the task returns.
///
/// ```swift
/// func start(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
///     context.work {
///         try? await context.clock.sleep(for: .milliseconds(5))  // the read
///         if self.isActive(task) { task.didFinish() }
///     }
/// }
/// ```
public struct URLSchemeTaskContext: Sendable {
    /// The web view's clock: virtual under the runtime.
    public let clock: any Clock<Duration>
    /// The web view that started the task.
    public let webView: WebViewID
    /// Where the web view records findings.
    public let log: FindingLog
    let scope: WorkScope

    init(clock: any Clock<Duration>, webView: WebViewID, log: FindingLog, scope: WorkScope) {
        self.clock = clock
        self.webView = webView
        self.log = log
        self.scope = scope
    }

    /// Runs work asynchronously, as a handler dispatches to its worker queue or starts a `Task`.
    ///
    /// Keep the handle to cancel the work when the web view stops the task (``URLSchemeWork``): the
    /// work's task is cancelled, which its code sees if it checks.
    ///
    /// - Parameter job: The work.
    /// - Returns: The work's handle. It is not accepted (``URLSchemeWork/isAccepted`` is `false`), with a
    ///   finding, when the task's scope has already ended (the task completed or was stopped and all its
    ///   work is done); the job does not run.
    @discardableResult
    public func work(_ job: @escaping @Sendable () async -> Void) -> URLSchemeWork {
        let work = scope.submit(job)
        if !work.isAccepted {
            log.record(
                Finding(
                    kind: .schemeWorkDropped,
                    severity: .warning,
                    message: "Work scheduled after the scheme task's scope ended did not run",
                    webView: webView
                )
            )
        }
        return work
    }
}
