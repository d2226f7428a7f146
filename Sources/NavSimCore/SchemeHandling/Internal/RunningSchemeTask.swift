/// A scheme task the web view has started and not yet seen complete or stopped.
struct RunningSchemeTask: Sendable {
    let task: URLSchemeTask
    let handler: any URLSchemeHandler
    let context: URLSchemeTaskContext

    /// Marks the task stopped, *then* calls the handler's `stop`, then closes its work scope.
    /// A completed task is not stopped.
    func stop() {
        if task.markStopped() { handler.stop(task, in: context) }
        context.scope.close()
    }
}
