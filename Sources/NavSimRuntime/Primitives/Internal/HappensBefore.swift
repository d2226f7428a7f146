/// A vector clock: for each task (by its number in the run), the last of its events known to
/// have happened before.
struct VectorClock: Equatable {
    private(set) var components: [UInt32] = []

    subscript(task: UInt32) -> UInt32 {
        Int(task) < components.count ? components[Int(task)] : 0
    }

    mutating func set(_ task: UInt32, _ value: UInt32) {
        if Int(task) >= components.count {
            components.append(contentsOf: repeatElement(0, count: Int(task) + 1 - components.count))
        }
        components[Int(task)] = value
    }

    /// Takes in everything `other` knows.
    mutating func join(_ other: VectorClock) {
        if other.components.count > components.count {
            components.append(contentsOf: repeatElement(0, count: other.components.count - components.count))
        }
        for index in other.components.indices where other.components[index] > components[index] {
            components[index] = other.components[index]
        }
    }
}

/// Happens-before between the tasks of a run, for `SharedCell`'s data-race detection.
///
/// Each task has a vector clock. An edge carries what one task knows to another: a job enqueued by
/// a task for another (a continuation resumed, a task started, an actor handed over: each is a
/// release and an acquire in the concurrency runtime), a simulated mutex's unlock to its next lock,
/// an atomic's write to its reads, a queue item's enqueue to its start, a concurrent queue's blocks to
/// the barrier after them and a barrier to the blocks after it, a `sync` block's turn to and from the
/// serial queue's worker, a group's `leave` to its
/// `notify` and `wait`, a semaphore's `signal` to its `wait`, and the jobs of a lane in turn. Two
/// accesses to a cell conflict when one writes; they race when neither's clock knows the other.
/// Tracking starts with the run's first cell: an edge made before any cell existed cannot order two
/// accesses to it.
struct HappensBefore {
    private var clocks: [UInt32: VectorClock] = [:]
    /// Clocks of synchronising objects (lanes, actors, groups, semaphores), by key.
    var objects: [ObjectKey: VectorClock] = [:]

    /// A synchronising object's key.
    enum ObjectKey: Hashable {
        case lane(Int)
        case executor(UInt)
        case object(ObjectIdentifier)
        /// A task started with `spawn`, by its index among the known tasks: its end.
        case known(Int)
        /// A concurrent queue's ended blocks, for the barriers after them.
        case queueBlocks(ObjectIdentifier)
        /// A concurrent queue's ended barriers, for the blocks after them.
        case queueBarriers(ObjectIdentifier)
    }

    /// The clock of `task`, starting at 1 for its own component.
    mutating func clock(of task: UInt32) -> VectorClock {
        if let clock = clocks[task] { return clock }
        var clock = VectorClock()
        clock.set(task, 1)
        clocks[task] = clock
        return clock
    }

    /// `task` takes in `other`'s knowledge (an acquire).
    mutating func acquire(_ task: UInt32, _ other: VectorClock) {
        var clock = clock(of: task)
        clock.join(other)
        clocks[task] = clock
    }

    /// What `task` knows, to hand on (a release); its own component moves on, so its later events
    /// are not covered by this release.
    mutating func release(_ task: UInt32) -> VectorClock {
        var clock = clock(of: task)
        let released = clock
        clock.set(task, clock[task] + 1)
        clocks[task] = clock
        return released
    }

    /// `to` acquires what `from` knows now.
    mutating func edge(from: UInt32, to: UInt32) {
        guard from != to else { return }
        acquire(to, release(from))
    }

    /// Releases `task` into a synchronising object's clock.
    mutating func release(_ task: UInt32, into key: ObjectKey) {
        let released = release(task)
        objects[key, default: VectorClock()].join(released)
    }

    /// `task` acquires a synchronising object's clock.
    mutating func acquire(_ task: UInt32, from key: ObjectKey) {
        if let clock = objects[key] { acquire(task, clock) }
    }
}
