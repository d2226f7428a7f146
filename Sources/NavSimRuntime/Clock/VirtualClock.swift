import CNavSimCurrentTask
import Synchronization

/// A `Clock` whose time moves only when the simulation has nothing else to do.
///
/// Time starts at zero. When no job is runnable, the simulation jumps straight to the earliest
/// deadline and wakes every sleeper due then, in the order they went to sleep. A million virtual
/// milliseconds cost nothing in wall time. Cancelling a sleeping task wakes it at once with
/// `CancellationError`.
///
/// ```swift
/// try await sim.clock.sleep(for: .seconds(30))   // returns immediately in wall time
/// ```
public struct VirtualClock: Clock, Sendable {
    /// A point in virtual time: an offset from the start of the simulation.
    public struct Instant: InstantProtocol, Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The time since the start of the simulation.
        public var offset: Duration

        /// Creates an instant.
        ///
        /// - Parameter offset: The time since the start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        ///
        /// - Parameter duration: The offset to add.
        /// - Returns: The later (or earlier) instant.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The duration from this instant to `other`.
        ///
        /// - Parameter other: The other instant.
        /// - Returns: `other - self`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        public var description: String { "\(Trace.milliseconds(offset)) ms" }

        /// The instant `duration` later, as `DispatchTime + DispatchTimeInterval`.
        ///
        /// - Parameters:
        ///   - instant: The instant.
        ///   - duration: The offset, for example `.milliseconds(300)`.
        /// - Returns: The later instant.
        public static func + (instant: Instant, duration: Duration) -> Instant {
            instant.advanced(by: duration)
        }

        /// The instant `seconds` later, as `DispatchTime + Double`.
        ///
        /// - Parameters:
        ///   - instant: The instant.
        ///   - seconds: The offset in seconds, for example `0.3`.
        /// - Returns: The later instant.
        public static func + (instant: Instant, seconds: Double) -> Instant {
            instant.advanced(
                by: .milliseconds(Int64((seconds * 1_000_000).rounded()) / 1_000)
                    + .microseconds(Int64((seconds * 1_000_000).rounded()) % 1_000))
        }

        /// The running simulation's current time, as `DispatchTime.now()`: write deadlines as
        /// `.now() + .milliseconds(300)`.
        ///
        /// - Returns: The current instant.
        public static func now() -> Instant {
            Instant(offset: SimulationExecutor.current(for: "VirtualClock.Instant.now()").now)
        }
    }

    let executor: SimulationExecutor

    init(executor: SimulationExecutor) {
        self.executor = executor
    }

    /// Records an event in the simulation's trace, as ``SimulationContext/record(_:actor:)`` does: for code
    /// that was handed the clock but not the context.
    ///
    /// - Parameters:
    ///   - event: What happened.
    ///   - actor: The actor it happened on.
    public func record(_ event: String, actor: String? = nil) {
        SimulationContext(backend: .simulated(executor), name: "", seed: 0).record(event, actor: actor)
    }

    /// Records an event as a value, as ``SimulationContext/record(value:actor:)`` does.
    ///
    /// - Parameters:
    ///   - value: What happened.
    ///   - actor: The actor it happened on.
    public func record(value: some TraceEventValue, actor: String? = nil) {
        SimulationContext(backend: .simulated(executor), name: "", seed: 0).record(value: value, actor: actor)
    }

    /// The current virtual time.
    public var now: Instant {
        Instant(offset: executor.now)
    }

    /// One nanosecond.
    public var minimumResolution: Duration {
        .nanoseconds(1)
    }

    /// Suspends until virtual time reaches `deadline`.
    ///
    /// - Parameters:
    ///   - deadline: When to wake.
    ///   - tolerance: Ignored: virtual timers are exact.
    /// - Throws: `CancellationError` if the task is or becomes cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        executor.checkOnExecutor("VirtualClock.sleep")
        let executor = self.executor
        // The sleeper's label comes from the task table, which keeps each task's name once read: reading
        // `Task.name` takes the task's status lock and copies the name, at every sleep.
        let taskID = JobIdentity.currentTaskID
        let id = executor.state.withLock { state in
            state.nextTimerID += 1
            return state.nextTimerID
        }
        // The cancellation record a `withTaskCancellationHandler` around the wait would add, at the same place in the
        // task's records, without that function's own frame and executor switches (see CNavSimCurrentTask). The
        // executor is retained while the record stands: a task cancelled after its run still finds it.
        let owner = Unmanaged.passRetained(executor)
        let cancellation = navsim_add_sleep_cancellation(
            { owner, timer in VirtualClock.sleeperCancelled(owner: owner, timer: timer) }, owner.toOpaque(), id)
        defer {
            navsim_remove_sleep_cancellation(cancellation)
            owner.release()
        }
        try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
            let added = executor.state.withLock { state in
                state.addTimer(
                    deadline: deadline.offset, id: id, continuation: continuation, recordingTask: taskID,
                    known: KnownTaskID.current)
            }
            if !added {
                continuation.resume(throwing: CancellationError())
            }
        }
    }

    /// A sleeper's cancellation, called by the runtime when the task is cancelled: its timer is removed and the
    /// sleeper woken with `CancellationError` (cancelled before its timer was registered, the timer never is).
    private static func sleeperCancelled(owner: UnsafeMutableRawPointer, timer: Int) {
        let executor = Unmanaged<SimulationExecutor>.fromOpaque(owner).takeUnretainedValue()
        let continuation = executor.state.withLock { $0.removeTimer(timer) }
        continuation?.resume(throwing: CancellationError())
    }
}
