import Synchronization

/// A `sync` caller's turn on a queue: granted when the queue lets its block run on the caller, released
/// when the block ends.
///
/// On a serial queue the worker grants the turn when it reaches the caller's place in line, then waits
/// for the release, so the queue runs nothing else meanwhile; on a concurrent queue the turn is granted
/// as a block starts (at once, or after a barrier).
final class SyncTurn: Sendable {
    let caller: Caller
    let barrier: Bool
    private let state = Mutex(State())

    private struct State {
        var granted = false
        var waiter: UnsafeContinuation<Void, Never>?
        var released = false
        var worker: UInt64 = 0
        var parkedWorker: UnsafeContinuation<Void, Never>?
    }

    init(caller: Caller, barrier: Bool) {
        self.caller = caller
        self.barrier = barrier
    }

    var isGranted: Bool { state.withLock { $0.granted } }

    /// Grants the turn; returns the caller's continuation if it is parked, to wake it.
    func grant() -> UnsafeContinuation<Void, Never>? {
        state.withLock { state in
            state.granted = true
            defer { state.waiter = nil }
            return state.waiter
        }
    }

    /// Parks the caller until the grant; `false` if the turn is granted already (resume it at once).
    func park(_ continuation: UnsafeContinuation<Void, Never>) -> Bool {
        state.withLock { state in
            guard !state.granted else { return false }
            state.waiter = continuation
            return true
        }
    }

    /// Parks the worker that granted the turn until the release; `false` if released already.
    func parkWorker(_ worker: UInt64, _ continuation: UnsafeContinuation<Void, Never>) -> Bool {
        state.withLock { state in
            state.worker = worker
            guard !state.released else { return false }
            state.parkedWorker = continuation
            return true
        }
    }

    /// The worker waiting for the release, once its block ends (0 when none).
    var worker: UInt64 { state.withLock { $0.worker } }

    /// Releases the turn; returns the parked worker to wake, if any.
    func release() -> (UInt64, UnsafeContinuation<Void, Never>)? {
        state.withLock { state in
            state.released = true
            guard let parked = state.parkedWorker else { return nil }
            state.parkedWorker = nil
            return (state.worker, parked)
        }
    }
}
