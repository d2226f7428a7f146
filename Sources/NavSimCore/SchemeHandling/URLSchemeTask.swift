import Synchronization

/// A resource load handed to a scheme handler (`WKURLSchemeTask`).
///
/// Every call runs WebKit's checks in WebKit's order (`WebURLSchemeTask.cpp`); the first that fails is a
/// ``Finding`` with WebKit's message and `NSInternalInconsistencyException` (a crash in an app), recorded
/// in the web view's log, and the call is refused:
///
/// | Call | Checks, in order |
/// | --- | --- |
/// | ``didReceive(_:)-(URLSchemeResponse)`` | stopped, completed, data already sent |
/// | ``didReceive(_:)-([UInt8])``, ``didFinish()`` | stopped, completed, no response yet |
/// | ``didFailWithError(_:)`` | stopped, completed |
/// | ``didPerformRedirection(_:newRequest:)`` | stopped, completed, data already sent, response already sent |
///
/// The web view marks a task stopped *before* it calls the handler's `stop`, so any call from inside
/// `stop` is refused with `This task has already been stopped`. A completed task is never stopped.
///
/// ```swift
/// func start(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
///     task.didReceive(URLSchemeResponse(url: task.request))
///     task.didReceive(Array("<html></html>".utf8))
///     task.didFinish()
/// }
/// ```
///
/// Call it from any task; the state is lock-protected, and accepted calls reach the web view in the order
/// the task accepted them.
public final class URLSchemeTask: Sendable, CustomStringConvertible {
    private struct State {
        var stopped = false
        var completed = false
        var responseSent = false
        var dataSent = false
        var receivedBytes = 0
        var events: [URLSchemeTaskEvent]

        init() {
            // Room for a task's usual calls (a response, a few chunks of data, the end): grown from empty, the
            // list was allocated three or four times per task.
            events = []
            events.reserveCapacity(8)
        }
    }

    /// The task's number within its web view, in start order.
    public let id: Int
    /// The request (`task.request`).
    public let request: ParsedURL
    /// The frame that asked for the resource (`task._frame`).
    public let frame: FrameInfo
    /// Whether the task loads a main-frame document rather than a subresource.
    public let isMainResource: Bool
    /// The web view that started the task.
    public let webView: WebViewID
    /// The navigation the task belongs to: the one it loads, or the page that asked for it.
    public let navigation: NavigationID?
    let handler: String
    let log: FindingLog
    /// The main thread a call off it waits for, when the web view runs on the main actor.
    let mainThread: (any MainThreadAccess)?
    private let state = Mutex(State())
    private let observer: @Sendable (URLSchemeTaskEvent) -> Void

    init(
        id: Int,
        request: ParsedURL,
        frame: FrameInfo,
        isMainResource: Bool,
        webView: WebViewID,
        navigation: NavigationID?,
        handler: String,
        log: FindingLog,
        mainThread: (any MainThreadAccess)? = nil,
        observer: @escaping @Sendable (URLSchemeTaskEvent) -> Void
    ) {
        self.mainThread = mainThread
        self.id = id
        self.request = request
        self.frame = frame
        self.isMainResource = isMainResource
        self.webView = webView
        self.navigation = navigation
        self.handler = handler
        self.log = log
        self.observer = observer
    }

    /// Creates a task outside a web view, for testing a handler on its own.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - log: Where violations are recorded.
    ///   - observer: Receives every accepted call, in order, under the task's lock: it must not call the task.
    public convenience init(
        request: ParsedURL,
        log: FindingLog = FindingLog(),
        observer: @escaping @Sendable (URLSchemeTaskEvent) -> Void = { _ in }
    ) {
        self.init(
            id: 0,
            request: request,
            frame: FrameInfo(request: request),
            isMainResource: true,
            webView: 1,
            navigation: nil,
            handler: "URLSchemeHandler",
            log: log,
            observer: observer
        )
    }

    // MARK: - The handler's calls

    /// Sends the response (`didReceiveResponse:`); several responses before any data are allowed.
    ///
    /// - Parameter response: The response.
    /// - Returns: Whether the call was accepted; a refused call records WebKit's exception.
    @discardableResult
    public func didReceive(_ response: URLSchemeResponse) -> Bool {
        perform("-[WKURLSchemeTask didReceiveResponse:]", .response(response)) { state in
            if state.stopped { return WebKitMessages.schemeTaskStopped }
            if state.completed { return WebKitMessages.schemeTaskCompleted }
            if state.dataSent { return WebKitMessages.schemeTaskDataAlreadySent }
            state.responseSent = true
            return nil
        }
    }

    /// Sends a chunk of the body (`didReceiveData:`).
    ///
    /// - Parameter data: The bytes.
    /// - Returns: Whether the call was accepted; a refused call records WebKit's exception.
    @discardableResult
    public func didReceive(_ data: [UInt8]) -> Bool {
        perform("-[WKURLSchemeTask didReceiveData:]", .data(data.count)) { state in
            if state.stopped { return WebKitMessages.schemeTaskStopped }
            if state.completed { return WebKitMessages.schemeTaskCompleted }
            if !state.responseSent { return WebKitMessages.schemeTaskNoResponse }
            state.dataSent = true
            state.receivedBytes += data.count
            return nil
        }
    }

    /// Finishes the task (`didFinish`).
    ///
    /// - Returns: Whether the call was accepted; a refused call records WebKit's exception.
    @discardableResult
    public func didFinish() -> Bool {
        perform("-[WKURLSchemeTask didFinish]", .finished) { state in
            if state.stopped { return WebKitMessages.schemeTaskStopped }
            if state.completed { return WebKitMessages.schemeTaskCompleted }
            if !state.responseSent { return WebKitMessages.schemeTaskNoResponse }
            state.completed = true
            return nil
        }
    }

    /// Fails the task (`didFailWithError:`); no response is needed.
    ///
    /// - Parameter error: The error the load fails with.
    /// - Returns: Whether the call was accepted; a refused call records WebKit's exception.
    @discardableResult
    public func didFailWithError(_ error: NavigationError) -> Bool {
        perform("-[WKURLSchemeTask didFailWithError:]", .failed(error)) { state in
            if state.stopped { return WebKitMessages.schemeTaskStopped }
            if state.completed { return WebKitMessages.schemeTaskCompleted }
            state.completed = true
            return nil
        }
    }

    /// Reports a redirect (`_didPerformRedirection:newRequest:`); only before the response.
    ///
    /// - Parameters:
    ///   - response: The redirect response.
    ///   - newRequest: Where the load continues.
    /// - Returns: Whether the call was accepted; a refused call records WebKit's exception.
    @discardableResult
    public func didPerformRedirection(_ response: URLSchemeResponse, newRequest: ParsedURL) -> Bool {
        perform("-[WKURLSchemeTask _didPerformRedirection:newRequest:]", .redirected(newRequest)) { state in
            if state.stopped { return WebKitMessages.schemeTaskStopped }
            if state.completed { return WebKitMessages.schemeTaskCompleted }
            if state.dataSent { return WebKitMessages.schemeTaskDataAlreadySent }
            if state.responseSent { return WebKitMessages.schemeTaskRedirectAfterResponse }
            return nil
        }
    }

    // MARK: - State

    /// Whether the web view stopped the task.
    public var isStopped: Bool { state.withLock { $0.stopped } }
    /// Whether the task finished or failed.
    public var isCompleted: Bool { state.withLock { $0.completed } }
    /// The body bytes accepted so far.
    public var receivedBytes: Int { state.withLock { $0.receivedBytes } }
    /// Every accepted call and the stop, in order.
    public var events: [URLSchemeTaskEvent] { state.withLock { $0.events } }

    public var description: String { "task#\(id) \(request.href)" }

    /// Marks the task stopped, as `WebURLSchemeTask::stop()` does before the handler hears of it.
    ///
    /// - Returns: `false` when the task had completed or was already stopped: no `stop` call follows.
    func markStopped() -> Bool {
        state.withLock { state -> Bool in
            guard !state.stopped, !state.completed else { return false }
            state.stopped = true
            state.events.append(.stopped)
            observer(.stopped)
            return true
        }
    }

    /// Runs a call's checks: on the calling thread, or, for a web view on the main actor called off it,
    /// on the main thread while the caller waits, as WebKit does.
    private func perform(
        _ selector: String,
        _ event: URLSchemeTaskEvent,
        _ check: @escaping @Sendable (inout State) -> String?
    ) -> Bool {
        guard let mainThread, !mainThread.isCurrent else { return performHere(event, check) }
        let accepted = Mutex(false)
        let ran = mainThread.runAndWait(selector) { [self] in
            accepted.withLock { $0 = performHere(event, check) }
        }
        return ran && accepted.withLock { $0 }
    }

    private func performHere(_ event: URLSchemeTaskEvent, _ check: (inout State) -> String?) -> Bool {
        // The web view hears accepted calls in the order the task accepted them, even from several threads.
        let refusal = state.withLock { state -> String? in
            if let refusal = check(&state) { return refusal }
            state.events.append(event)
            observer(event)
            return nil
        }
        guard let refusal else { return true }
        log.record(
            Finding(
                kind: .urlSchemeTaskViolation,
                severity: .violation,
                message: refusal,
                exception: WebKitMessages.internalInconsistency,
                webView: webView,
                navigation: navigation,
                handler: handler
            )
        )
        return false
    }
}
