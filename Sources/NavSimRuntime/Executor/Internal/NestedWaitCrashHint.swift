import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A hint on standard error when the process traps while a job waits in place
/// (`SimulationExecutor.waitInPlace`).
///
/// Jobs that run during such a wait run on the waiting job's thread, inside its synchronous frame. A real
/// lock (`Mutex`, `NSLock`, `os_unfair_lock`) that the waiting job holds is then still held when one of
/// them takes it: the lock traps on a recursive acquisition (Swift's `Mutex` with "Recursive call to
/// lock"), where a device would deadlock. The runtime cannot see real locks, so it cannot report that
/// deadlock; it points to ``SimulatedMutex``, which it can. The handler prints only while a wait is in
/// progress, puts back the action that was there before (Swift's backtracer, or the default) and returns:
/// the trapping instruction runs again and traps into it, with the original context.
enum NestedWaitCrashHint {
    /// Waits in progress, on any thread.
    static let depth = Atomic<Int>(0)

    /// The trap signal of this architecture: Swift traps with `ud2` (SIGILL) on x86_64, `brk` (SIGTRAP) on
    /// arm64; both leave the program counter on the trapping instruction.
    #if arch(arm64)
        static let trapSignal = SIGTRAP
    #else
        static let trapSignal = SIGILL
    #endif

    nonisolated(unsafe) static var previous = sigaction()

    private static let installed: Bool = {
        #if canImport(Glibc) || canImport(Darwin)
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = handleNestedWaitTrap
            #else
                action.__sigaction_u.__sa_handler = handleNestedWaitTrap
            #endif
            sigemptyset(&action.sa_mask)
            sigaction(trapSignal, &action, &previous)
        #endif
        return true
    }()

    /// A wait in place starts.
    static func enter() {
        _ = installed
        depth.add(1, ordering: .relaxed)
    }

    /// A wait in place ends.
    static func leave() {
        depth.subtract(1, ordering: .relaxed)
    }

    /// Written with `write(2)` only: a signal handler may not allocate.
    static let message: StaticString = """

        NavSim: the process trapped while a job waited in place for the simulated main thread (a URLSchemeTask \
        call made off the main actor waits for it, as WebKit makes the calling thread wait). The jobs that run \
        meanwhile run on that job's thread: a Mutex, NSLock or os_unfair_lock held across the call traps when \
        one of them takes it again ("Recursive call to lock"), where a device deadlocks. Use SimulatedMutex for \
        that lock: the simulation then reports the deadlock, naming both parties (ARCHITECTURE.md, waitInPlace).

        """
}

/// The signal handler: a plain function, as `sigaction` takes a C function pointer.
private func handleNestedWaitTrap(_ number: Int32) {
    if NestedWaitCrashHint.depth.load(ordering: .relaxed) > 0 {
        let message = NestedWaitCrashHint.message
        _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
    }
    sigaction(number, &NestedWaitCrashHint.previous, nil)
}
