import Synchronization

/// The clock of a closed-loop load run: `ContinuousClock`'s time, with its sleepers woken by the run itself.
///
/// Every web view of the run waits on this clock: the deep-link handler's deferred decision, a scenario's
/// page latencies. A `Task.sleep` on `ContinuousClock` arms a dispatch timer for each sleep: a write to
/// wake dispatch's manager thread, a third thread that takes one of the two cores' time, and a wake-up
/// per timer, for the few navigations that defer (`navsim bench` measures the cost against this clock:
/// docs/performance.md). Here a short sleep waits in a ``SleeperQueue`` ordered by deadline instead, and the
/// lanes, which read the time before every event anyway, resume the sleepers that are due, as an event
/// loop runs its due scheduled tasks between two pieces of work: one atomic load per event when nothing
/// is due. The last lane to fall asleep waits on a real timer and resumes the others on time; a ticker
/// task (``SleeperQueue/tick(every:)``) is the safety net for a lane that waits on something else.
///
/// Times are the run's ``MonotonicTime`` nanoseconds: the clock `ContinuousClock` reads, or the cycle
/// counter scaled to it.
struct LoadClock: Clock {
    /// A point on the clock, in nanoseconds since an arbitrary fixed point.
    struct Instant: InstantProtocol {
        /// Nanoseconds since the clock's fixed point.
        var nanoseconds: Int64

        func advanced(by duration: Duration) -> Instant {
            let (sum, overflow) = nanoseconds.addingReportingOverflow(duration.saturatingNanoseconds)
            guard !overflow else { return Instant(nanoseconds: duration > .zero ? .max : .min) }
            return Instant(nanoseconds: sum)
        }

        func duration(to other: Instant) -> Duration {
            .nanoseconds(other.nanoseconds &- nanoseconds)
        }

        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    }

    /// Where this clock's sleepers wait to be woken.
    let sleepers: SleeperQueue

    var now: Instant { Instant(nanoseconds: Int64(bitPattern: sleepers.time.now())) }

    var minimumResolution: Duration { .nanoseconds(1) }

    /// Waits until `deadline`; throws `CancellationError` as soon as the task is cancelled.
    ///
    /// - Parameters:
    ///   - deadline: When to wake.
    ///   - tolerance: Ignored: sleepers are woken as soon as a lane or the ticker sees them due.
    /// - Throws: `CancellationError` when the task is cancelled before or while it waits.
    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await sleepers.sleep(until: deadline.nanoseconds)
    }
}

/// Sleepers ordered by deadline, resumed by whoever calls ``fire(now:)``: the lanes before every event,
/// and the ticker.
///
/// A sleeper waits in the queue only while a lane is left to wake it. Each lane of a closed-loop run has
/// one event in flight, so a lane waits on at most one sleep at a time: when a sleeper would leave no lane
/// awake (the queue counts sleepers against ``lanes``), it waits on a real `ContinuousClock` timer instead,
/// set for the earliest deadline in the queue or its own, and resumes the queue's due sleepers whenever
/// that timer fires: the last lane to fall asleep keeps the time for all. Sleeps of a millisecond or more
/// (a scenario's page latencies) take a real timer too: its cost is small beside the wait, and it is exact.
final class SleeperQueue: Sendable {
    private struct Sleeper {
        var due: Int64
        var id: UInt64
        var continuation: UnsafeContinuation<Void, any Error>
    }

    /// A binary min-heap on `due`.
    private struct Heap {
        var sleepers: [Sleeper] = []

        var earliest: Int64 { sleepers.first?.due ?? .max }

        mutating func push(_ sleeper: Sleeper) {
            sleepers.append(sleeper)
            siftUp(sleepers.count - 1)
        }

        /// Removes and returns the earliest sleeper when it is due at `now`.
        mutating func popDue(_ now: Int64) -> Sleeper? {
            guard let first = sleepers.first, first.due <= now else { return nil }
            remove(at: 0)
            return first
        }

        /// Removes and returns the sleeper with this identifier, if it still waits.
        mutating func remove(id: UInt64) -> Sleeper? {
            guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
            let sleeper = sleepers[index]
            remove(at: index)
            return sleeper
        }

        private mutating func remove(at index: Int) {
            let last = sleepers.removeLast()
            guard index < sleepers.count else { return }
            sleepers[index] = last
            siftDown(index)
            siftUp(index)
        }

        private mutating func siftUp(_ start: Int) {
            var child = start
            while child > 0 {
                let parent = (child - 1) / 2
                guard sleepers[child].due < sleepers[parent].due else { return }
                sleepers.swapAt(child, parent)
                child = parent
            }
        }

        private mutating func siftDown(_ start: Int) {
            var parent = start
            while true {
                let left = 2 * parent + 1
                guard left < sleepers.count else { return }
                let right = left + 1
                let child = right < sleepers.count && sleepers[right].due < sleepers[left].due ? right : left
                guard sleepers[child].due < sleepers[parent].due else { return }
                sleepers.swapAt(child, parent)
                parent = child
            }
        }
    }

    /// How many lanes the run has: when this many sleep, none is left to wake the queue's sleepers.
    let lanes: Int
    /// A sleep this long or longer, in nanoseconds, waits on a real timer.
    let realTimerFrom: Int64
    /// The run's time: deadlines, and the time ``fire(now:)`` is given, are in its nanoseconds.
    let time: MonotonicTime
    private let heap = Mutex(Heap())
    /// Sleepers waiting now, in the queue or on a real timer.
    private let sleeping = Atomic<Int>(0)
    /// The earliest deadline waiting (`Int64.max` when none), written under the lock and read without it
    /// before every event: a stale read only defers a wake-up to the next event or tick.
    private let earliest = Atomic<Int64>(.max)
    private let identifiers = Atomic<UInt64>(0)

    /// - Parameters:
    ///   - lanes: How many lanes the run has, each with one event in flight at most.
    ///   - realTimerFrom: A sleep this long or longer waits on a real timer.
    ///   - time: The run's time, which deadlines are in.
    init(lanes: Int, realTimerFrom: Duration = .milliseconds(1), time: MonotonicTime = .system) {
        self.lanes = lanes
        self.realTimerFrom = realTimerFrom.saturatingNanoseconds
        self.time = time
    }

    /// How many sleepers wait in the queue (not on a real timer).
    var count: Int { heap.withLock { $0.sleepers.count } }

    /// Waits until the clock reads `due` and someone calls ``fire(now:)``; returns at once when `due` has
    /// passed.
    ///
    /// - Parameter due: The deadline, in ``MonotonicTime`` nanoseconds.
    /// - Throws: `CancellationError` when the task is cancelled before or while it waits.
    func sleep(until due: Int64) async throws {
        try Task.checkCancellation()
        let now = Int64(bitPattern: time.now())
        guard due > now else { return }
        let lastAwake = sleeping.wrappingAdd(1, ordering: .relaxed).newValue >= lanes
        defer { sleeping.wrappingSubtract(1, ordering: .relaxed) }
        if lastAwake || due - now >= realTimerFrom {
            try await sleepOnTimer(until: due, keepingTime: lastAwake)
            return
        }
        let id = identifiers.wrappingAdd(1, ordering: .relaxed).oldValue
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
                // Cancellation sets the flag before it runs the handler below, which takes the same lock: a
                // sleeper pushed while the flag is clear is found by the handler, and one that sees the flag
                // set is never pushed.
                let cancelled = heap.withLock { heap in
                    if Task.isCancelled { return true }
                    heap.push(Sleeper(due: due, id: id, continuation: continuation))
                    earliest.store(heap.earliest, ordering: .relaxed)
                    return false
                }
                if cancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let sleeper = heap.withLock { heap in
                let sleeper = heap.remove(id: id)
                earliest.store(heap.earliest, ordering: .relaxed)
                return sleeper
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Sleeps on `ContinuousClock` until `due`; keeping time, it first wakes at each earlier deadline in
    /// the queue and resumes the sleepers due then.
    private func sleepOnTimer(until due: Int64, keepingTime: Bool) async throws {
        while true {
            let now = Int64(bitPattern: time.now())
            if keepingTime { fire(now: now) }
            guard due > now else { return }
            let wake = keepingTime ? min(due, earliest.load(ordering: .relaxed)) : due
            try await Task.sleep(for: .nanoseconds(max(wake - now, Int64(0))), clock: .continuous)
        }
    }

    /// Resumes every sleeper due at `now`, earliest first; costs one atomic load when none is.
    ///
    /// - Parameter now: The time, in ``MonotonicTime`` nanoseconds.
    @inline(__always)
    func fire(now: Int64) {
        guard earliest.load(ordering: .relaxed) <= now else { return }
        fireDue(now: now)
    }

    /// Resumes every sleeper due at `now`.
    ///
    /// - Returns: How many it resumed.
    @discardableResult
    private func fireDue(now: Int64) -> Int {
        var resumed = 0
        // One sleeper per lock: resuming enqueues its task, which is not done while holding the lock.
        while let sleeper = heap.withLock({ heap -> Sleeper? in
            let sleeper = heap.popDue(now)
            if sleeper != nil { earliest.store(heap.earliest, ordering: .relaxed) }
            return sleeper
        }) {
            sleeper.continuation.resume()
            resumed += 1
        }
        return resumed
    }

    /// Resumes due sleepers until the task is cancelled: the safety net for a lane that waits on something
    /// other than the clock, which the queue does not count (the last lane to fall asleep on the clock
    /// keeps the time itself).
    ///
    /// While the lanes run, they resume the sleepers and the ticker finds none due: it looks once per
    /// `period`, one wake-up a period rather than a timer per sleeper. Once it finds one due, no lane is
    /// resuming them: it sleeps until the earliest deadline instead, for as long as it keeps finding some.
    /// A sleeper may wait up to `period` past its deadline when it arrives while the ticker sleeps and no
    /// lane runs.
    ///
    /// - Parameter period: The longest sleep between two looks.
    func tick(every period: Duration) async {
        let longest = period.saturatingNanoseconds
        while !Task.isCancelled {
            let now = Int64(bitPattern: time.now())
            var wait = longest
            if earliest.load(ordering: .relaxed) <= now, fireDue(now: now) > 0 {
                wait = min(max(earliest.load(ordering: .relaxed) &- now, 0), longest)
            }
            try? await Task.sleep(for: .nanoseconds(max(wait, Int64(1_000))), clock: .continuous)
        }
    }
}

extension Duration {
    /// The duration in whole nanoseconds, clamped to `Int64`'s range.
    var saturatingNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return seconds < 0 ? .min : .max }
        let (sum, overflowAgain) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
        guard !overflowAgain else { return seconds < 0 ? .min : .max }
        return sum
    }
}
