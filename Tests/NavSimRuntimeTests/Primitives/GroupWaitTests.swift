import NavSimRuntime
import NavSimTestBudget
import Testing

/// `SimulatedGroup.wait(timeout:)`, as `DispatchGroup.wait(timeout:)`: on the virtual clock, the same in every
/// schedule unless the last leave and the deadline fall at the same instant, and then replayed exactly.
@Suite("A group's wait with a timeout, on the virtual clock")
struct GroupWaitTests {
    /// One item in flight that leaves at `leaveAfter`; the root waits until `timeout`, then waits without one.
    /// Returns the timed wait's result, when it returned and when the item had left.
    static func oneSlowItem(
        leaveAfter: Duration,
        timeout: Duration
    ) -> @Sendable (SimulationContext) async -> Outcome {
        { sim in
            let group = SimulatedGroup(name: "fetches")
            group.enter()
            SimulatedQueue(label: "slow").asyncAfter(deadline: .now() + leaveAfter) { group.leave() }
            let result = await group.wait(timeout: .now() + timeout)
            let returned = sim.now
            await group.wait()
            return Outcome(result: result, returnedAt: returned, leftBy: sim.now)
        }
    }

    struct Outcome: Sendable, Hashable {
        var result: SimulatedTimeoutResult
        var returnedAt: Duration
        var leftBy: Duration
    }

    @Test("The deadline comes first: .timedOut at the deadline; the item's later leave wakes no one twice")
    func timesOutAtTheDeadline() {
        let outcome = Simulation.run(
            SimulationOptions(seed: 1), name: "timeout",
            Self.oneSlowItem(leaveAfter: .seconds(1), timeout: .milliseconds(250)))
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value == Outcome(result: .timedOut, returnedAt: .milliseconds(250), leftBy: .seconds(1)))
    }

    @Test("The last leave comes first: .success at that leave, not the first one; the timer is cancelled")
    func succeedsAtTheLastLeave() {
        let outcome = Simulation.run(SimulationOptions(seed: 1), name: "success") { sim in
            let group = SimulatedGroup(name: "fetches")
            // Written by the items without a lock: read after the wait, it is ordered by the leaves alone.
            let replies = SharedCell([Int](), name: "replies")
            let queue = SimulatedQueue(label: "replies")
            for (index, delay) in [(0, 200), (1, 100)] {
                group.enter()
                queue.asyncAfter(deadline: .now() + .milliseconds(delay)) {
                    replies.modify { $0.append(index) }
                    group.leave()
                }
            }
            let result = await group.wait(timeout: .now() + .seconds(1))
            return (result, sim.now, replies.read())
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value?.0 == .success)
        #expect(outcome.value?.1 == .milliseconds(200))
        #expect(outcome.value?.2 == [1, 0])
        // A timer left armed would fire at 1 s, and the run would end there.
        #expect(outcome.elapsed == .milliseconds(200))
    }

    @Test("A wait that timed out orders nothing: reading what the item writes later is a data race")
    func timedOutOrdersNothing() throws {
        let outcome = Simulation.run(SimulationOptions(seed: 1), name: "unordered") { _ in
            let group = SimulatedGroup(name: "fetches")
            let reply = SharedCell(0, name: "reply")
            group.enter()
            SimulatedQueue(label: "slow").asyncAfter(deadline: .now() + .seconds(1)) {
                reply.modify { $0 = 1 }
                group.leave()
            }
            if await group.wait(timeout: .now() + .milliseconds(250)) == .timedOut {
                _ = reply.read()
            }
            await group.wait()
        }
        let failure = try #require(outcome.failure)
        #expect(failure.kind == .dataRace)
        #expect(failure.message.hasPrefix("data race on 'reply'"))
    }

    @Test("An empty group: .success at once, after a scheduling point")
    func emptyGroupSucceedsAtOnce() {
        let outcome = Simulation.run(SimulationOptions(seed: 1), name: "empty") { _ in
            await SimulatedGroup().wait(timeout: .now() + .seconds(1))
        }
        #expect(outcome.value == .success)
        #expect(outcome.elapsed == .zero)
    }

    @Test("With the leave and the deadline apart, every schedule of 10,000 gives the same result at the same time")
    func deterministicUnderExplore() async {
        let cases: [(leaveAfter: Duration, timeout: Duration, expected: Outcome)] = [
            (
                .seconds(1), .milliseconds(250),
                Outcome(result: .timedOut, returnedAt: .milliseconds(250), leftBy: .seconds(1))
            ),
            (
                .milliseconds(250), .seconds(1),
                Outcome(result: .success, returnedAt: .milliseconds(250), leftBy: .milliseconds(250))
            ),
        ]
        for (leaveAfter, timeout, expected) in cases {
            let body = Self.oneSlowItem(leaveAfter: leaveAfter, timeout: timeout)
            let report = await Explorer.exploreDetached(
                seeds: TestBudget.seeds(10_000), name: "group-wait", shrink: false
            ) { sim in
                let outcome = await body(sim)
                sim.expect(outcome == expected, "\(outcome), expected \(expected)")
            }
            #expect(report.passed, "\(report.firstFailure?.report ?? "")")
            // The schedules differ (the queue's worker, the timer task), the result does not.
            #expect(report.distinctTraces > 1)
        }
    }

    @Test("At a tie, which comes first is the schedule's choice: both results occur, and each replays exactly")
    func tieIsAChoiceAndReplays() throws {
        let body = Self.oneSlowItem(leaveAfter: .milliseconds(250), timeout: .milliseconds(250))
        var firstSeen: [SimulatedTimeoutResult: SimulationOutcome<Outcome>] = [:]
        for seed in 0..<200 as Range<UInt64> {
            let outcome = Simulation.run(SimulationOptions(seed: seed), name: "tie", body)
            #expect(outcome.succeeded, "seed \(seed): \(outcome.failures)")
            let value = try #require(outcome.value)
            #expect(value.returnedAt == .milliseconds(250) && value.leftBy == .milliseconds(250))
            if firstSeen[value.result] == nil { firstSeen[value.result] = outcome }
        }
        #expect(Set(firstSeen.keys) == [.success, .timedOut])
        for (result, outcome) in firstSeen {
            let schedule = try #require(outcome.schedule)
            let replay = Simulation.replay(schedule, name: "tie", body)
            #expect(replay.value?.result == result)
            #expect(replay.trace.serialized == outcome.trace.serialized)
        }
    }
}
