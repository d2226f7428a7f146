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

    /// Runs `body(0)` on the calling thread and `body(1)` … `body(count - 1)` on new threads, and returns
    /// when all have returned.
    static func runAll(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 1 else {
            body(0)
            return
        }
        let threads = (1..<count).map { index in spawn { body(index) } }
        body(0)
        for thread in threads { pthread_join(thread, nil) }
    }

    private static func start(_ body: @escaping () -> Void) {
        pthread_detach(spawn(body))
    }

    /// Starts a thread that runs `body` and returns it, to be joined or detached.
    private static func spawn(_ body: @escaping () -> Void) -> pthread_t {
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
            return thread!
        #else
            return thread
        #endif
    }
}
