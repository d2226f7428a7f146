import Synchronization

/// A built-in scheme handler for scenarios: after a latency, serves a response and N chunks on a
/// worker, or fails; and on stop behaves as apps really do.
///
/// ```swift
/// let handler = ServingSchemeHandler(latency: .milliseconds(5), chunks: 3, onStop: .markInactiveLater)
/// let configuration = try WebViewConfigurationBuilder()
///     .setURLSchemeHandler(handler, forURLScheme: "app")
///     .build()
/// ```
public final class ServingSchemeHandler: URLSchemeHandler {
    /// What the handler does when the web view stops one of its tasks.
    public enum StopBehavior: String, Sendable, Hashable, Codable, CaseIterable {
        /// Correct: marks the task inactive synchronously in `stop`; the worker checks under the same lock
        /// before every call.
        case markInactive
        /// Does nothing in `stop`; the worker never checks and keeps calling the task.
        case ignore
        /// Calls `didFinish` inside `stop` to "end the task cleanly" (cordova-ios #1606): always refused.
        case finishInsideStop
        /// Marks the task inactive later, on the worker (wikipedia-ios #2982): a race.
        case markInactiveLater
        /// Marks the task inactive, but the worker checks only before the response, then keeps writing.
        case keepWriting
    }

    /// How the response reaches the task relative to the body.
    public enum ResponseDelivery: String, Sendable, Hashable, Codable, CaseIterable {
        /// Correct: the worker sends the response, then the body.
        case beforeBody
        /// The response is dispatched to the main queue while the background read sends the body directly
        /// (cordova-ios #1605): under some interleavings the body arrives first.
        case mainQueue
    }

    /// How long the worker takes before the response.
    public let latency: Duration
    /// The response's MIME type.
    public let mimeType: String
    /// The number of body chunks.
    public let chunks: Int
    /// The size of each chunk, in bytes.
    public let chunkSize: Int
    /// How long the worker takes between chunks; `.zero` yields once.
    public let chunkInterval: Duration
    /// A failure instead of a response.
    public let failure: NavigationError?
    /// What `stop` does.
    public let onStop: StopBehavior
    /// How the response reaches the task relative to the body.
    public let responseDelivery: ResponseDelivery

    private let active = Mutex<Set<Int>>([])

    /// Creates the handler.
    ///
    /// - Parameters:
    ///   - latency: How long the worker takes before the response.
    ///   - mimeType: The response's MIME type.
    ///   - chunks: The number of body chunks.
    ///   - chunkSize: The size of each chunk, in bytes.
    ///   - chunkInterval: How long the worker takes between chunks.
    ///   - failure: A failure to send instead of a response.
    ///   - onStop: What `stop` does.
    ///   - responseDelivery: How the response reaches the task relative to the body.
    public init(
        latency: Duration = .zero,
        mimeType: String = "text/html",
        chunks: Int = 1,
        chunkSize: Int = 16,
        chunkInterval: Duration = .zero,
        failure: NavigationError? = nil,
        onStop: StopBehavior = .markInactive,
        responseDelivery: ResponseDelivery = .beforeBody
    ) {
        self.latency = latency
        self.mimeType = mimeType
        self.chunks = chunks
        self.chunkSize = chunkSize
        self.chunkInterval = chunkInterval
        self.failure = failure
        self.onStop = onStop
        self.responseDelivery = responseDelivery
    }

    public func start(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        active.withLock { _ = $0.insert(task.id) }
        context.work { [self] in
            if latency > .zero { try? await context.clock.sleep(for: latency) } else { await Task.yield() }
            if let failure {
                send(task, checked: true) { task.didFailWithError(failure) }
                return
            }
            let response = URLSchemeResponse(url: task.request, mimeType: mimeType)
            switch responseDelivery {
            case .beforeBody:
                guard send(task, checked: true, { task.didReceive(response) }) else { return }
            case .mainQueue:
                context.work { [self] in
                    await Task.yield()  // the hop to the main queue
                    send(task, checked: true) { task.didReceive(response) }
                }
            }
            let checksChunks = onStop == .markInactive || onStop == .markInactiveLater
            for _ in 0..<chunks {
                if chunkInterval > .zero {
                    try? await context.clock.sleep(for: chunkInterval)
                } else {
                    await Task.yield()
                }
                guard send(task, checked: checksChunks, { task.didReceive([UInt8](repeating: 0x61, count: chunkSize)) })
                else { return }
            }
            await Task.yield()
            send(task, checked: checksChunks) { task.didFinish() }
            active.withLock { _ = $0.remove(task.id) }
        }
    }

    public func stop(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        switch onStop {
        case .markInactive, .keepWriting:
            active.withLock { _ = $0.remove(task.id) }
        case .ignore:
            break
        case .finishInsideStop:
            active.withLock { _ = $0.remove(task.id) }
            task.didFinish()
        case .markInactiveLater:
            context.work { [self] in
                await Task.yield()
                active.withLock { _ = $0.remove(task.id) }
            }
        }
    }

    /// Calls the task, checking under the lock first when `checked` and the behaviour checks at all.
    ///
    /// The lock is released before the call. A task call made off the main thread waits until the main
    /// thread has run it (`WKURLSchemeTask.mm`), and the main thread may run `stop` meanwhile: held across
    /// the call, the lock would deadlock on a device (see RACE-CASES 5's lock-across-call test), and in a
    /// simulation `stop`, run while the call waits, would take a `Mutex` its own thread holds.
    @discardableResult
    private func send(_ task: URLSchemeTask, checked: Bool, _ call: () -> Bool) -> Bool {
        guard checked, onStop != .ignore else { return call() }
        guard active.withLock({ $0.contains(task.id) }) else { return false }
        return call()
    }
}
