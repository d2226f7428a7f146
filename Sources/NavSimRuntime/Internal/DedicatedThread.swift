#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs blocking work on a new thread and hands its result back to async code.
///
/// A simulation blocks the thread that drives it; from async code, that thread should not be one
/// of the few cooperative threads the rest of the program needs.
enum DedicatedThread {
    private final class Work {
        let body: () -> Void

        init(_ body: @escaping () -> Void) {
            self.body = body
        }
    }

    /// Runs `body` on a new thread and returns its result.
    static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
        await withUnsafeContinuation { continuation in
            start { continuation.resume(returning: body()) }
        }
    }

    private static func start(_ body: @escaping () -> Void) {
        let context = Unmanaged.passRetained(Work(body)).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        let status = pthread_create(
            &thread,
            nil,
            { raw in
                #if canImport(Darwin)
                    let work = Unmanaged<Work>.fromOpaque(raw).takeRetainedValue()
                #else
                    let work = Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue()
                #endif
                work.body()
                return nil
            },
            context
        )
        precondition(status == 0, "pthread_create failed: \(status)")
        #if canImport(Darwin)
            pthread_detach(thread!)
        #else
            pthread_detach(thread)
        #endif
    }
}
