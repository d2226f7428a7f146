import CNavSimCurrentTask

/// Puts the main actor in the schedule: on a thread driving a simulation, the main actor's executor is
/// the simulation's main lane.
///
/// Every hop to the main actor (a `@MainActor` function, `MainActor.run`, `Task { @MainActor in … }`,
/// a main-actor-isolated closure) and every isolation check of it (`MainActor.assertIsolated`,
/// `assumeIsolated`) asks the concurrency runtime for the main actor's executor through
/// `swift_task_getMainExecutor`, which calls `swift_task_getMainExecutor_hook` when it is set. This hook
/// answers the lane of the simulation driving the current thread (`DrivingThread`) and, on every other
/// thread, whatever the runtime (or a hook installed before this one) answers. So a simulation's
/// main-actor jobs run in its schedule, whether the simulation is driven from the process's main thread
/// (`navsim`) or from another one (a Swift Testing test), and main-actor jobs of anyone else (another
/// test, the test runner) are never taken.
///
/// On Swift 6.3 for Linux, `swift_task_enqueueMainExecutor_hook` is not on the path of an actor hop
/// (the main actor's executor is a Swift `DispatchMainExecutor`, whose `enqueue` calls Dispatch
/// directly), and the `isMainExecutor`, `checkIsolated` and `isOnExecutor` hooks are not needed: a lane
/// job runs isolated to the lane, and the runtime asks the lane's own `checkIsolated` otherwise
/// (ARCHITECTURE.md, "The main actor in the schedule", has the experiments).
enum MainActorHook {
    typealias Original = @convention(thin) () -> UnownedSerialExecutor
    typealias Hook = @convention(thin) (Original) -> UnownedSerialExecutor

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
        let symbol = navsim_get_main_executor_hook()
        let hook = symbol.assumingMemoryBound(to: Hook?.self)
        let installation = Installation(previous: hook.pointee)
        hook.pointee = { original in
            MainActorHook.mainExecutor(original)
        }
        return installation
    }

    private static func mainExecutor(_ original: Original) -> UnownedSerialExecutor {
        if let simulation = DrivingThread.current {
            return simulation.mainLaneExecutor.asUnownedSerialExecutor()
        } else if let previous = installation.previous {
            return previous(original)
        } else {
            return original()
        }
    }
}
