import CNavSimCurrentTask

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

    /// The hook that was there before NavSim's: installed once, by this initialiser, on first use.
    private static let installation: Installation = install()

    private struct Installation {
        let previous: Hook?
    }

    /// Installs the hook, the first time only.
    static func ensureInstalled() {
        _ = installation
    }

    private static func install() -> Installation {
        // The variable itself, through CNavSimCurrentTask: `dlsym` found it in the shared runtime only.
        let symbol = navsim_enqueue_global_hook()
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
        } else if let previous = installation.previous {
            previous(job, original)
        } else {
            original(job)
        }
    }
}
