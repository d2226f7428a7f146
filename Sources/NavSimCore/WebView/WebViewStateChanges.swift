/// The batched state changes of one web view, as an `AsyncSequence`: one element per step that changed
/// anything, in order, buffered without bound until read.
///
/// It behaves like an `AsyncStream` with an unbounded buffer, but its buffer and wake-up are concrete
/// code: delivering a change looks up no generic metadata, which matters when many web views publish at
/// once. The sequence ends when the web view goes away (after what was buffered), and iteration ends
/// when the iterating task is cancelled. Once the sequence and its iterators are gone, the web view stops sending to it.
///
/// ```swift
/// for await change in await webView.stateChanges() where change.changed.contains(.isLoading) {
///     spinner.isHidden = !change.state.isLoading
/// }
/// ```
public struct WebViewStateChanges: AsyncSequence, Sendable {
    public typealias Element = WebViewStateChange
    public typealias Failure = Never

    private let subscription: Subscription

    init(_ channel: StateChangeChannel) {
        subscription = Subscription(channel)
    }

    /// Reads the changes in order.
    ///
    /// - Returns: The iterator.
    public func makeAsyncIterator() -> Iterator {
        Iterator(subscription: subscription)
    }

    /// Reads the changes in order; `nil` once the web view is gone or the task is cancelled.
    ///
    /// The iterator takes everything buffered in one lock and hands it out from its own copy, so an
    /// observer that falls behind catches up without taking the lock the web view publishes under once
    /// per change.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let subscription: Subscription
        /// Changes taken from the channel and not yet returned, from `position` on.
        private var batch: [WebViewStateChange] = []
        private var position = 0

        fileprivate init(subscription: Subscription) {
            self.subscription = subscription
        }

        /// The next change, waiting for one when none is buffered.
        ///
        /// - Returns: The change, or `nil` at the end.
        public mutating func next() async -> WebViewStateChange? {
            if position < batch.count {
                position += 1
                return batch[position - 1]
            }
            let channel = subscription.channel
            switch channel.drain(into: &batch) {
            case .changes:
                position = 1
                return batch[0]
            case .finished: return nil
            case .empty: break
            }
            return await withTaskCancellationHandler {
                await withUnsafeContinuation { channel.wait($0) }
            } onCancel: {
                channel.finish(droppingBuffered: true)
            }
        }
    }

    /// Held by the sequence and its iterators: when the last one goes, the channel is finished, so the web
    /// view drops it at its next publish.
    fileprivate final class Subscription: Sendable {
        let channel: StateChangeChannel

        init(_ channel: StateChangeChannel) {
            self.channel = channel
        }

        deinit {
            channel.finish(droppingBuffered: true)
        }
    }
}

/// One observer's buffer and wake-up, shared by the web view (sending) and the observer (reading).
final class StateChangeChannel: Sendable {
    /// What ``drain(into:)`` found.
    enum Drain {
        /// Changes, now in the batch.
        case changes
        /// Nothing buffered yet.
        case empty
        /// The channel is finished and empty.
        case finished
    }

    private struct State: ~Copyable {
        var buffer: [WebViewStateChange] = []
        var head = 0
        var waiter: UnsafeContinuation<WebViewStateChange?, Never>?
        var finished = false

        mutating func take() -> WebViewStateChange? {
            guard head < buffer.count else { return nil }
            let change = buffer[head]
            head += 1
            if head == buffer.count {
                buffer.removeAll(keepingCapacity: true)
                head = 0
            }
            return change
        }
    }

    // A pthread mutex rather than `Mutex`: sender and reader contend here all the time, and TSan must see
    // the lock to check the rest (see `PThreadLock`).
    private let state = PThreadLock(State())

    /// Sends a change; hands it straight to a waiting reader.
    ///
    /// - Returns: `false` once the channel is finished: the reader is gone.
    func send(_ change: WebViewStateChange) -> Bool {
        let (accepted, waiter) = state.withLock { state -> (Bool, UnsafeContinuation<WebViewStateChange?, Never>?) in
            guard !state.finished else { return (false, nil) }
            if let waiter = state.waiter {
                state.waiter = nil
                return (true, waiter)
            }
            state.buffer.append(change)
            return (true, nil)
        }
        waiter?.resume(returning: change)
        return accepted
    }

    /// Ends the sequence: a waiting reader gets `nil`. When the web view goes away the reader still gets
    /// what was buffered first; when the reader goes (cancelled or released), the buffer is dropped.
    ///
    /// - Parameter droppingBuffered: Whether buffered changes are dropped.
    /// Whether the channel is finished: its sequence was released or its reader cancelled.
    var isFinished: Bool { state.withLock { $0.finished } }

    func finish(droppingBuffered: Bool = false) {
        let waiter = state.withLock { state -> UnsafeContinuation<WebViewStateChange?, Never>? in
            state.finished = true
            if droppingBuffered {
                state.buffer.removeAll()
                state.head = 0
            }
            let waiter = state.waiter
            state.waiter = nil
            return waiter
        }
        waiter?.resume(returning: nil)
    }

    /// Moves every buffered change into `batch` (emptied first; its storage is reused) in one lock.
    ///
    /// - Parameter batch: Receives the changes in order.
    /// - Returns: `.changes` when `batch` holds at least one change, else the end or nothing yet.
    func drain(into batch: inout [WebViewStateChange]) -> Drain {
        batch.removeAll(keepingCapacity: true)
        return state.withLock { state in
            guard state.head < state.buffer.count else { return state.finished ? .finished : .empty }
            if state.head == 0 {
                // Swap the arrays: the channel keeps the batch's storage for what comes next.
                swap(&batch, &state.buffer)
            } else {
                batch.append(contentsOf: state.buffer[state.head...])
                state.buffer.removeAll(keepingCapacity: true)
                state.head = 0
            }
            return .changes
        }
    }

    /// Waits for the next change: resumes at once when one arrived since `drain(into:)`, or at the end.
    func wait(_ continuation: UnsafeContinuation<WebViewStateChange?, Never>) {
        let ready = state.withLock { state -> WebViewStateChange?? in
            if let change = state.take() { return .some(change) }
            if state.finished { return .some(nil) }
            state.waiter = continuation
            return nil
        }
        if let ready { continuation.resume(returning: ready) }
    }
}
