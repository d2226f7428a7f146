#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value guarded by a `pthread_mutex_t`, for state that two threads contend for on every access.
///
/// `Synchronization.Mutex` is the default in NavSim. Under contention its slow path waits and wakes in
/// code ThreadSanitizer does not see, so TSan reports the guarded accesses as races; a pthread mutex is
/// one it understands. Use this where the contention is the normal case (a web view publishing while its
/// observer reads), so that a TSan run can still check the code around it.
final class PThreadLock<Value: ~Copyable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    // Guarded by `mutex`: read and written only inside `withLock`.
    private var value: Value

    init(_ value: consuming Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock.
    ///
    /// - Parameter body: Reads or changes the value; must not call back into this lock.
    /// - Returns: What `body` returns.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&value)
    }
}
