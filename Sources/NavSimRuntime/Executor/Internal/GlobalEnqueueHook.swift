#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Catches jobs that a simulated task sends to the global executor (a plain `Task {}`).
///
/// The concurrency runtime calls `swift_task_enqueueGlobal_hook`, when set, for every job bound for
/// the global executor (swift-concurrency-extras' `withMainSerialExecutor` relies on the same hook).
/// The hook is installed once per process and chains to any hook installed before it. It keeps no
/// shared mutable state: the executor driving a simulation on the current thread is found in
/// `DrivingThread`'s slot, set only while that thread runs the simulation's loop. A job enqueued
/// globally from that thread comes from inside the simulation: it is reported as an escape and
/// pulled into the simulation's queue, so the run stays deterministic. Every other job goes on to
/// the global executor unchanged.
enum GlobalEnqueueHook {
    typealias Original = @convention(thin) (UnownedJob) -> Void
    typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    /// The installed hook: `nil` when the runtime has no hook, else the hook that was there before.
    /// Set once, by this initialiser, on first use.
    private static let installation: Installation? = install()

    private struct Installation {
        let previous: Hook?
    }

    /// Whether the hook is in place; installing happens on first use, once.
    static var isInstalled: Bool {
        installation != nil
    }

    private static func install() -> Installation? {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "swift_task_enqueueGlobal_hook") else {
            return nil
        }
        let hook = symbol.assumingMemoryBound(to: Hook?.self)
        let installation = Installation(previous: hook.pointee)
        hook.pointee = { job, original in
            GlobalEnqueueHook.enqueue(job, original)
        }
        return installation
    }

    private static func enqueue(_ job: UnownedJob, _ original: Original) {
        if let simulation = DrivingThread.current {
            simulation.adoptEscapedJob(job)
        } else if let previous = installation?.previous {
            previous(job, original)
        } else {
            original(job)
        }
    }
}
