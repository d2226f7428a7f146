import Synchronization

/// State an app guards by convention (a lock, a queue, the main thread), with data-race detection.
///
/// Keep such state in a cell and read and write it through the cell. Two accesses conflict when one of
/// them writes; they race when nothing orders them: no happens-before between them through the
/// simulated primitives (``SimulatedMutex``, ``SimulatedAtomic``, ``SimulatedQueue``, ``SimulatedGroup``,
/// ``SimulatedSemaphore``), the main actor or another actor both ran on, a task started or awaited, a
/// continuation resumed. A race is a ``RuntimeFailure/Kind/dataRace`` naming both tasks and steps,
/// found in whichever schedule both accesses happen, even where they did not overlap. Accesses are not
/// scheduling points: the cell watches, it does not add interleavings.
///
/// ```swift
/// let pending = SharedCell([Int: String](), name: "pending")
/// await lock.withLock { pending.modify { $0[id] = "decide" } }   // ordered by the lock
/// pending.modify { $0[id] = nil }                                // a data race with the line above
/// ```
public final class SharedCell<Value: Sendable>: Sendable {
    let simulation: SimulationExecutor
    private let value: Mutex<Value>
    private let history = Mutex(AccessHistory())
    /// The cell's name in reports.
    public let name: String

    /// Creates a cell in the running simulation; data-race tracking starts with the first cell.
    ///
    /// - Parameters:
    ///   - value: The initial value.
    ///   - name: The name in reports.
    public init(_ value: Value, name: String = "cell") {
        let simulation = SimulationExecutor.current(for: "SharedCell")
        simulation.startTrackingHappensBefore()
        self.simulation = simulation
        self.value = Mutex(value)
        self.name = name
    }

    /// Reads the value.
    ///
    /// - Parameter isolation: The caller's isolation (leave the default): accesses on one actor are
    ///   ordered by it.
    /// - Returns: The value.
    public func read(isolation: isolated (any Actor)? = #isolation) -> Value {
        access(isolation, writes: false)
        return value.withLock { $0 }
    }

    /// Writes the value.
    ///
    /// - Parameters:
    ///   - newValue: The value.
    ///   - isolation: The caller's isolation (leave the default).
    public func write(_ newValue: Value, isolation: isolated (any Actor)? = #isolation) {
        access(isolation, writes: true)
        value.withLock { $0 = newValue }
    }

    /// Reads and writes the value in one access.
    ///
    /// - Parameters:
    ///   - isolation: The caller's isolation (leave the default).
    ///   - body: Changes the value.
    /// - Returns: What `body` returns.
    public func modify<Result: Sendable>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: (inout Value) -> Result
    ) -> Result {
        access(isolation, writes: true)
        return value.withLock { value in
            var copy = value
            defer { value = copy }
            return body(&copy)
        }
    }

    private func access(_ isolation: isolated (any Actor)?, writes: Bool) {
        let task = JobIdentity.currentTaskID
        let name = Task.name
        let known = KnownTaskID.current
        let executor = isolation.map { SimulationExecutor.identity(of: $0.unownedExecutor) }
        simulation.happensBefore(task) { tracker, number, state in
            // An actor orders the accesses made on it: each is an acquire and a release of the actor.
            if let executor {
                tracker.acquire(number, from: .executor(executor))
            }
            let clock = tracker.clock(of: number)
            let access = Access(
                task: number,
                epoch: clock[number],
                name: name ?? (task == 0 ? state.label(taskName: nil, known: known, task: 0) : nil),
                step: state.step,
                writes: writes
            )
            let race = history.withLock { $0.record(access, clock: clock) }
            if let executor {
                tracker.release(number, into: .executor(executor))
            }
            if let race {
                let first = "\(race.label) \(race.writes ? "wrote" : "read") it at step \(race.step)"
                let second = "\(access.label) \(writes ? "wrote" : "read") it at step \(access.step)"
                state.fail(
                    .dataRace,
                    "data race on '\(self.name)': \(first) and \(second), "
                        + "with no happens-before between them through the simulated primitives",
                    task: access.label
                )
            }
        }
    }
}

/// One access to a cell: who, at which point of its clock, and whether it wrote.
struct Access {
    var task: UInt32
    var epoch: UInt32
    /// The task's name, if it has one.
    var name: String?
    var step: Int
    var writes: Bool

    /// The task's name in reports, else `T<number>`.
    var label: String { name ?? "T\(task)" }

    /// Whether this access happened before an access whose task's clock is `clock`.
    func happensBefore(_ clock: VectorClock) -> Bool {
        clock[task] >= epoch
    }
}

/// A cell's last write and the reads since, FastTrack's way; a race is reported once per cell.
struct AccessHistory {
    var lastWrite: Access?
    var reads: [Access] = []
    var reported = false

    /// Records `access`, and returns the earlier access it races with, if any.
    mutating func record(_ access: Access, clock: VectorClock) -> Access? {
        var race: Access?
        if let write = lastWrite, write.task != access.task, !write.happensBefore(clock) {
            race = write
        }
        if access.writes {
            if race == nil {
                race = reads.first { $0.task != access.task && !$0.happensBefore(clock) }
            }
            lastWrite = access
            reads = []
        } else {
            reads.removeAll { $0.task == access.task }
            reads.append(access)
        }
        guard let race, !reported else { return nil }
        reported = true
        return race
    }
}
