import Dispatch
import NavSim

/// libdispatch's `DispatchQueue`, spelled as apps spell it, in the schedule inside a simulation.
///
/// Files written for WebKit send work to `DispatchQueue.main`, `DispatchQueue.global()` and queues of their
/// own. Made inside a simulation, this queue is a ``SimulatedQueue`` of the run (``main`` is the simulated
/// main actor's queue), so every block is a choice point of the schedule, replayed byte for byte from its
/// seed; made outside one, it is libdispatch's queue and behaves as it.
///
/// It has a name of its own, so nothing changes for a target that does not ask for it: NavSim shadows no
/// Foundation name, on any platform. The target that compiles the app's files asks for it with one line of
/// its own, beside its UIKit stand-ins; a declaration of the current module shadows the imported one, so the
/// app's files keep writing `DispatchQueue` and `Dispatch.DispatchQueue` still names libdispatch's:
///
/// ```swift
/// // DispatchQueueStandIn.swift, in the test target that compiles the app's files
/// import WebKit
///
/// typealias DispatchQueue = NavSimDispatchQueue
/// ```
///
/// ```swift
/// // The app's file, unchanged
/// let queue = DispatchQueue(label: "org.example.files")
/// queue.async { serve(task) }              // in a simulation: a block of a simulated serial queue
/// DispatchQueue.main.async { refresh() }   // the simulated main actor's queue
/// ```
///
/// Inside a simulation, `sync` blocks the caller as `dispatch_sync` does: on a serial queue its block runs
/// after every block sent before it, alone on the queue; on a concurrent queue beside the other blocks, after
/// a barrier sent before it; on `main`, on the simulated main actor. `.barrier` (`async(flags: .barrier)`,
/// `sync(flags: .barrier)`) makes a concurrent queue's block wait for the blocks before it and run alone. A
/// `sync` onto the queue the caller runs on is reported as a deadlock with libdispatch's message. Quality of
/// service and `target` are accepted and not modelled in a simulation; `DispatchGroup` is libdispatch's (see
/// the limits in `docs/webkit.md`).
public final class NavSimDispatchQueue: Sendable {
    /// Queue attributes (libdispatch's).
    public typealias Attributes = Dispatch.DispatchQueue.Attributes
    /// When a queue drains its autorelease pool (libdispatch's; not modelled).
    public typealias AutoreleaseFrequency = Dispatch.DispatchQueue.AutoreleaseFrequency

    enum Backing: Sendable {
        case real(Dispatch.DispatchQueue)
        case simulated(SimulatedQueue)
    }

    let backing: Backing

    init(_ backing: Backing) { self.backing = backing }

    /// Creates a queue: a ``SimulatedQueue`` of the running simulation inside one, libdispatch's outside.
    ///
    /// - Parameters:
    ///   - label: The label in traces and reports.
    ///   - qos: The quality of service (not modelled in a simulation).
    ///   - attributes: `.concurrent` for a concurrent queue; serial by default.
    ///   - autoreleaseFrequency: Not modelled in a simulation.
    ///   - target: The target queue (not modelled in a simulation).
    public convenience init(
        label: String,
        qos: DispatchQoS = .unspecified,
        attributes: Attributes = [],
        autoreleaseFrequency: AutoreleaseFrequency = .inherit,
        target: NavSimDispatchQueue? = nil
    ) {
        if Simulation.isRunning {
            self.init(
                .simulated(
                    SimulatedQueue(label: label, attributes: attributes.contains(.concurrent) ? .concurrent : [])
                )
            )
        } else {
            let realTarget: Dispatch.DispatchQueue?
            switch target?.backing {
            case .real(let queue): realTarget = queue
            default: realTarget = nil
            }
            self.init(
                .real(
                    Dispatch.DispatchQueue(
                        label: label,
                        qos: qos,
                        attributes: attributes,
                        autoreleaseFrequency: autoreleaseFrequency,
                        target: realTarget
                    )
                )
            )
        }
    }

    private static let realMain = NavSimDispatchQueue(.real(.main))

    /// The main queue: the simulated main actor's inside a simulation, the main thread's outside.
    public static var main: NavSimDispatchQueue {
        Simulation.isRunning ? NavSimDispatchQueue(.simulated(SimulatedQueue.main)) : realMain
    }

    /// The global concurrent queue of a quality of service (one simulated concurrent queue in a simulation).
    ///
    /// - Parameter qos: The quality of service.
    /// - Returns: The queue.
    public class func global(qos: DispatchQoS.QoSClass = .default) -> NavSimDispatchQueue {
        Simulation.isRunning
            ? NavSimDispatchQueue(.simulated(SimulatedQueue.global())) : NavSimDispatchQueue(.real(.global(qos: qos)))
    }

    /// The queue's label.
    public var label: String {
        switch backing {
        case .real(let queue): queue.label
        case .simulated(let queue): queue.label
        }
    }

    /// Sends `work` to the queue and returns at once.
    ///
    /// - Parameters:
    ///   - group: A group the block belongs to (libdispatch's; entered now, left when the block ends).
    ///   - qos: The quality of service (not modelled in a simulation).
    ///   - flags: Work item flags: `.barrier` on a concurrent queue; the others are not modelled in a simulation.
    ///   - work: The block.
    public func async(
        group: DispatchGroup? = nil,
        qos: DispatchQoS = .unspecified,
        flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable () -> Void
    ) {
        switch backing {
        case .real(let queue):
            queue.async(group: group, qos: qos, flags: flags, execute: work)
        case .simulated(let queue):
            group?.enter()
            queue.async(flags: Self.simulatedFlags(flags)) {
                work()
                group?.leave()
            }
        }
    }

    /// Sends a work item to the queue; a cancelled item is skipped.
    ///
    /// - Parameter workItem: The work item.
    public func async(execute workItem: DispatchWorkItem) {
        switch backing {
        case .real(let queue):
            queue.async(execute: workItem)
        case .simulated(let queue):
            let item = UncheckedWorkItem(workItem)
            queue.async { item.performUnlessCancelled() }
        }
    }

    /// Sends `work` to the queue at `deadline`; in a simulation, after the same delay of virtual time.
    ///
    /// - Parameters:
    ///   - deadline: When, for example `.now() + .milliseconds(300)`.
    ///   - qos: The quality of service (not modelled in a simulation).
    ///   - flags: Work item flags: `.barrier` on a concurrent queue; the others are not modelled in a simulation.
    ///   - work: The block.
    public func asyncAfter(
        deadline: DispatchTime,
        qos: DispatchQoS = .unspecified,
        flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable () -> Void
    ) {
        switch backing {
        case .real(let queue):
            queue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
        case .simulated(let queue):
            queue.asyncAfter(deadline: Self.virtualDeadline(deadline), flags: Self.simulatedFlags(flags)) { work() }
        }
    }

    /// Sends a work item to the queue at `deadline`; cancelling it before it starts skips it.
    ///
    /// - Parameters:
    ///   - deadline: When.
    ///   - execute: The work item.
    public func asyncAfter(deadline: DispatchTime, execute: DispatchWorkItem) {
        switch backing {
        case .real(let queue):
            queue.asyncAfter(deadline: deadline, execute: execute)
        case .simulated(let queue):
            let item = UncheckedWorkItem(execute)
            queue.asyncAfter(deadline: Self.virtualDeadline(deadline)) { item.performUnlessCancelled() }
        }
    }

    /// Runs `work` on the queue and returns what it returns; the caller waits meanwhile.
    ///
    /// In a simulation the caller blocks in the schedule, as `dispatch_sync` blocks its thread: on a serial
    /// queue the block runs after every block sent before it, alone on the queue; on a concurrent queue
    /// beside the others, after a barrier sent before it; on `main`, on the simulated main actor. A `sync`
    /// onto the queue the caller runs on is reported as a deadlock, as libdispatch traps.
    ///
    /// - Parameter work: The block.
    /// - Returns: What `work` returns.
    /// - Throws: What `work` throws.
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        switch backing {
        case .real(let queue): try queue.sync(execute: work)
        case .simulated(let queue): try queue.syncInPlace(execute: work)
        }
    }

    /// Runs `work` on the queue with `flags` and returns what it returns; the caller waits meanwhile.
    ///
    /// - Parameters:
    ///   - flags: Work item flags: `.barrier` on a concurrent queue makes the block wait for the blocks sent
    ///     before it and run alone; the others are not modelled in a simulation.
    ///   - work: The block.
    /// - Returns: What `work` returns.
    /// - Throws: What `work` throws.
    public func sync<T>(flags: DispatchWorkItemFlags, execute work: () throws -> T) rethrows -> T {
        switch backing {
        case .real(let queue): try queue.sync(flags: flags, execute: work)
        case .simulated(let queue): try queue.syncInPlace(flags: Self.simulatedFlags(flags), execute: work)
        }
    }

    /// The flags a simulated queue models: `.barrier`.
    static func simulatedFlags(_ flags: DispatchWorkItemFlags) -> SimulatedQueue.Flags {
        flags.contains(.barrier) ? .barrier : []
    }

    /// The virtual instant as far from the simulation's now as `deadline` is from libdispatch's now, to
    /// the millisecond: the few microseconds of real time between the app's `.now()` and this call must
    /// not change the schedule, which is replayed byte for byte.
    static func virtualDeadline(_ deadline: DispatchTime) -> VirtualClock.Instant {
        let now = DispatchTime.now().uptimeNanoseconds
        let ahead = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
        let milliseconds = (ahead + 500_000) / 1_000_000
        return .now() + .milliseconds(Int64(clamping: milliseconds))
    }
}
