/// The page's single script thread: page steps, panels and the app's evaluations take turns, in order
/// of arrival. Owned and used by the web view on its isolation only.
final class ScriptQueue {
    private var busy = false
    private var waiters: [UnsafeContinuation<Void, Never>] = []

    /// Waits for the thread, first come first served.
    func acquire() async {
        guard busy else {
            busy = true
            return
        }
        await withUnsafeContinuation { waiters.append($0) }
    }

    /// Hands the thread to the next waiter, or frees it.
    func release() {
        if waiters.isEmpty {
            busy = false
        } else {
            waiters.removeFirst().resume()
        }
    }
}
