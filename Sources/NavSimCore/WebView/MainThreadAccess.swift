/// The main thread as WebKit sees it, for the rules that depend on the calling thread.
///
/// WebKit's API is main-thread-only, with one exception: a `WKURLSchemeTask` may be called from any
/// thread, and WebKit makes the calling thread wait until the main thread has run the call
/// (`WKURLSchemeTask.mm`, `callOnMainRunLoopAndWait`). A web view on the main actor
/// (``WebViewIsolation/mainActor``) that is given a `MainThreadAccess` applies that wait to its scheme
/// tasks: a handler that holds a lock or a serial queue's turn across such a call, while the main thread
/// waits for the same lock or queue, deadlocks as on a device. NavSim's simulation provides one
/// (`sim.makeWebView(isolation: .mainActor)`); the domain only knows this protocol.
public protocol MainThreadAccess: Sendable {
    /// Whether the calling code runs on the main thread.
    var isCurrent: Bool { get }

    /// Runs `call` on the main thread and returns when it has run; the caller blocks meanwhile.
    ///
    /// - Parameters:
    ///   - selector: The API called, for reports: `-[WKURLSchemeTask didFinish]`.
    ///   - call: The call.
    /// - Returns: Whether the call ran; `false` when the main thread never got to it (a deadlock).
    func runAndWait(_ selector: String, _ call: @escaping @MainActor @Sendable () -> Void) -> Bool
}
