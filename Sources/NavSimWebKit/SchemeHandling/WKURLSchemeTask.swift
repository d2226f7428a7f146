/// A resource load a scheme handler answers (`WKURLSchemeTask`), callable from any thread.
///
/// Every call runs WebKit's checks in WebKit's order; a call that breaks one records the finding with
/// WebKit's message (`This task has already been stopped`, `No response has been sent for this task`, …)
/// and is ignored, where the app would have raised `NSInternalInconsistencyException`. A task is an object:
/// apps keep it in sets, compare it with `===` and key dictionaries with `ObjectIdentifier(task)` or `hash`.
public protocol WKURLSchemeTask: NSObjectProtocol {
    /// The request.
    var request: URLRequest { get }

    /// Sends the response; several responses before any data are allowed.
    ///
    /// - Parameter response: The response.
    func didReceive(_ response: URLResponse)

    /// Sends data, after the response.
    ///
    /// - Parameter data: The data.
    func didReceive(_ data: Data)

    /// Ends the task, after the response.
    func didFinish()

    /// Fails the task.
    ///
    /// - Parameter error: Why.
    func didFailWithError(_ error: any Error)
}
