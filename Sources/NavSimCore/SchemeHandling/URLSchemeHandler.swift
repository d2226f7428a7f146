/// Serves the loads of a custom URL scheme (`WKURLSchemeHandler`).
///
/// Register one per scheme with ``WebViewConfigurationBuilder/setURLSchemeHandler(_:forURLScheme:)``.
/// Both methods run on the web view's isolation, as WebKit calls them on the main thread. The web view
/// marks the task stopped *before* it calls ``stop(_:in:)``, so a handler must not touch the task there;
/// a completed task is never stopped. Every task of a page is stopped when the page is left or closed.
///
/// ```swift
/// final class FileHandler: URLSchemeHandler {
///     let active = Mutex<Set<Int>>([])
///     func start(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
///         active.withLock { _ = $0.insert(task.id) }
///         task.didReceive(URLSchemeResponse(url: task.request))
///         context.work {
///             try? await context.clock.sleep(for: .milliseconds(3))
///             self.active.withLock { active in
///                 guard active.remove(task.id) != nil else { return }
///                 task.didReceive(Array("body".utf8))
///                 task.didFinish()
///             }
///         }
///     }
///     func stop(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
///         active.withLock { _ = $0.remove(task.id) }  // synchronously, under the same lock
///     }
/// }
/// ```
public protocol URLSchemeHandler: AnyObject, Sendable {
    /// Starts loading a task (`webView:startURLSchemeTask:`).
    ///
    /// - Parameters:
    ///   - task: The task; answer it now or later, from any task.
    ///   - context: The clock and the work scheduler for this task.
    func start(_ task: URLSchemeTask, in context: URLSchemeTaskContext)

    /// The web view stopped a task (`webView:stopURLSchemeTask:`); the task is already marked stopped.
    ///
    /// - Parameters:
    ///   - task: The task; any call on it now records `This task has already been stopped`.
    ///   - context: The same context as at start.
    func stop(_ task: URLSchemeTask, in context: URLSchemeTaskContext)
}
