import Synchronization
import Testing

@testable import NavSim

/// The load run's clock: sleepers wait in deadline order until a lane or the ticker resumes them.
///
/// Deadlines are hours away and the tests call `fire(now:)` with a time they choose, so nothing waits on
/// the wall clock, except the ticker's test, whose sleeper is due at once.
@Suite(.timeLimit(.minutes(10))) struct LoadClockTests {
    static let hour: Int64 = 3_600 * 1_000_000_000

    /// Starts a task that sleeps until `due` and returns `label`, and waits until it sleeps.
    static func sleeper(_ queue: SleeperQueue, until due: Int64, _ label: String) async -> Task<String, any Error> {
        let waiting = queue.count
        let task = Task {
            try await queue.sleep(until: due)
            return label
        }
        // A sleeper that took a real timer never reaches the queue: give up after many turns rather than spin.
        for _ in 0..<100_000 where queue.count == waiting { await Task.yield() }
        #expect(queue.count > waiting, "the sleeper did not wait in the queue")
        return task
    }

    static var now: Int64 { Int64(bitPattern: MonotonicTime.system.now()) }

    @Test func sleepersWakeWhenDueAndNotBefore() async throws {
        let queue = SleeperQueue(lanes: 100, realTimerFrom: .seconds(Int64.max))
        let base = Self.now
        let third = await Self.sleeper(queue, until: base + 3 * Self.hour, "third")
        let first = await Self.sleeper(queue, until: base + 1 * Self.hour, "first")
        let second = await Self.sleeper(queue, until: base + 2 * Self.hour, "second")
        #expect(queue.count == 3)

        queue.fire(now: base + Self.hour - 1)
        #expect(queue.count == 3)
        queue.fire(now: base + Self.hour + Self.hour / 2)
        #expect(try await first.value == "first")
        #expect(queue.count == 2)
        queue.fire(now: base + 2 * Self.hour)
        #expect(try await second.value == "second")
        #expect(queue.count == 1)
        queue.fire(now: .max)
        #expect(try await third.value == "third")
        #expect(queue.count == 0)
    }

    @Test func oneFireWakesEverySleeperDueByThen() async throws {
        let queue = SleeperQueue(lanes: 100, realTimerFrom: .seconds(Int64.max))
        let base = Self.now
        var tasks: [(offset: Int64, task: Task<String, any Error>)] = []
        // Deadlines pushed out of order, with a tie, so the heap is exercised.
        for offset in [5, 3, 9, 1, 3, 7, 2, 8, 6, 4] as [Int64] {
            tasks.append((offset, await Self.sleeper(queue, until: base + offset * Self.hour, "\(offset)")))
        }
        queue.fire(now: base + 5 * Self.hour)
        #expect(queue.count == 4)
        for (offset, task) in tasks where offset <= 5 {
            #expect(try await task.value == "\(offset)")
        }
        queue.fire(now: base + 7 * Self.hour)
        #expect(queue.count == 2)
        queue.fire(now: .max)
        for (offset, task) in tasks { #expect(try await task.value == "\(offset)") }
        #expect(queue.count == 0)
    }

    @Test func aCancelledSleeperThrowsAtOnceAndLeavesTheQueue() async throws {
        let queue = SleeperQueue(lanes: 100, realTimerFrom: .seconds(Int64.max))
        let task = await Self.sleeper(queue, until: Self.now + Self.hour, "never")
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(queue.count == 0)
        queue.fire(now: .max)  // nothing left to resume twice
    }

    @Test func aSleeperCancelledBeforeItSleepsNeverWaits() async throws {
        let queue = SleeperQueue(lanes: 100, realTimerFrom: .seconds(Int64.max))
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await queue.sleep(until: Self.now + Self.hour)
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(queue.count == 0)
    }

    @Test func theLastLaneToFallAsleepKeepsTheTimeForTheOthers() async throws {
        // Two lanes and no ticker: the first sleeper waits in the queue, the second would leave no lane
        // awake, so it waits on a real timer, wakes at the first one's deadline and resumes it.
        let queue = SleeperQueue(lanes: 2, realTimerFrom: .seconds(Int64.max))
        let clock = LoadClock(sleepers: queue)
        // Each deadline counts from when its sleeper starts, so neither has passed when it sleeps, and the
        // first is due before the second however late either task starts.
        let first = Task {
            try await clock.sleep(for: .milliseconds(20))
            return "first"
        }
        while queue.count == 0 { await Task.yield() }
        try await clock.sleep(for: .milliseconds(40))
        #expect(try await first.value == "first")
        #expect(queue.count == 0)
    }

    @Test func aLongSleepTakesARealTimerAndLeavesTheQueueEmpty() async throws {
        let queue = SleeperQueue(lanes: 100, realTimerFrom: .milliseconds(1))
        let clock = LoadClock(sleepers: queue)
        // Nobody fires the queue here: a sleep pushed into it would never end.
        try await clock.sleep(for: .milliseconds(2))
        #expect(queue.count == 0)
    }

    @Test func aDeadlineThatHasPassedReturnsWithoutWaiting() async throws {
        let queue = SleeperQueue(lanes: 100, realTimerFrom: .seconds(Int64.max))
        try await queue.sleep(until: Self.now - 1)
        let clock = LoadClock(sleepers: queue)
        try await clock.sleep(until: clock.now)
        #expect(queue.count == 0)
    }

    @Test func theTickerWakesASleeperWhenNoLaneDoes() async throws {
        let queue = SleeperQueue(lanes: 100, realTimerFrom: .seconds(Int64.max))
        let ticker = Task { await queue.tick(every: .milliseconds(1)) }
        let clock = LoadClock(sleepers: queue)
        let start = clock.now
        try await clock.sleep(for: .microseconds(200))
        #expect(clock.now >= start.advanced(by: .microseconds(200)))
        ticker.cancel()
        await ticker.value
    }

    @Test func instantsAddAndSubtractInNanosecondsAndSaturate() {
        let instant = LoadClock.Instant(nanoseconds: 1_000)
        #expect(instant.advanced(by: .microseconds(2)).nanoseconds == 3_000)
        #expect(instant.advanced(by: .nanoseconds(-500)).nanoseconds == 500)
        #expect(instant.duration(to: LoadClock.Instant(nanoseconds: 4_000)) == .nanoseconds(3_000))
        #expect(LoadClock.Instant(nanoseconds: .max - 1).advanced(by: .seconds(1)).nanoseconds == .max)
        #expect(Duration.seconds(Int64.max).saturatingNanoseconds == .max)
        #expect(Duration.seconds(Int64.min).saturatingNanoseconds == .min)
        #expect(Duration.milliseconds(1.5).saturatingNanoseconds == 1_500_000)
    }
}
