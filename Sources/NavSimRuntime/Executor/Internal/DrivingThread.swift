#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which simulation, if any, the current thread drives.
///
/// A thread-specific slot holds the driving executor (unretained) while the thread runs the
/// simulation's loop, and nothing otherwise. The concurrency runtime's hooks (`GlobalEnqueueHook`,
/// `MainActorHook`) read it to tell a simulation's work from everyone else's without shared mutable
/// state: tests run in parallel, each simulation on its own thread.
enum DrivingThread {
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    /// The simulation the current thread drives, if any.
    static var current: SimulationExecutor? {
        guard let raw = pthread_getspecific(slot) else { return nil }
        return Unmanaged<SimulationExecutor>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Marks the current thread as driving `executor` until `body` returns.
    static func driving<Result>(_ executor: SimulationExecutor, _ body: () -> Result) -> Result {
        let saved = pthread_getspecific(slot)
        pthread_setspecific(slot, Unmanaged.passUnretained(executor).toOpaque())
        defer { pthread_setspecific(slot, saved) }
        return body()
    }
}
