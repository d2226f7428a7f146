import NavSim
import Testing

@Suite("Ordering analysis: orderings in time")
struct OrderingsTimingTests {
    /// The default chain with a 30 ms deep-link check.
    static let chain = NavigationChain(Preset.defaultHandlers(deepLinkLatency: .milliseconds(30)))

    @Test("A tap 5 ms after a deep link supersedes it; the check's decision comes late and overtaken")
    func tapDuringDeepLinkCheck() throws {
        let report = OrderingTiming.explore(
            Self.chain,
            loads: [
                OrderingTimedLoad("https://link.example.com/product/1234", type: .other),
                OrderingTimedLoad("https://example.com/about", type: .linkActivated, at: .milliseconds(5)),
            ],
            seeds: 0..<20
        )
        let outcome = try #require(report.outcomes.first)
        #expect(!report.isTimingDependent)
        #expect(outcome.seeds == 20)
        #expect(outcome.failures.isEmpty)
        #expect(outcome.loads.map(\.result) == ["superseded", "finished"])
        #expect(outcome.loads[0].decision == "cancel by DeepLink: openDeepLink(DeepLink: /product/1234)")
        #expect(outcome.loads[0].endedAt == 30)
        #expect(outcome.loads[0].chainDecision == "cancel by DeepLink: openDeepLink(DeepLink: /product/1234)")
        #expect(outcome.finalURL == "https://example.com/about")
        #expect(report.phenomenonKinds == [.superseded, .lateDecision, .overtaking])
        #expect(try report.json().contains(#""kind" : "late-decision""#))
        let superseded = try #require(outcome.phenomena.first { $0.kind == .superseded })
        #expect(superseded.loads == [0, 1])
        #expect(superseded.message.contains("yet the app acted on it (openDeepLink(DeepLink: /product/1234))"))
    }

    @Test("When the tap may come before or after the check ends, the outcome depends on timing")
    func jitteredTap() throws {
        let report = OrderingTiming.explore(
            Self.chain,
            loads: [
                OrderingTimedLoad("https://link.example.com/product/1234", type: .other),
                OrderingTimedLoad(
                    "https://example.com/about",
                    type: .linkActivated,
                    at: .milliseconds(5),
                    jitter: .milliseconds(50)
                ),
            ],
            seeds: 0..<40
        )
        #expect(report.isTimingDependent)
        let results = Set(report.outcomes.map { $0.loads.map(\.result) })
        #expect(results.contains(["superseded", "finished"]))
        #expect(results.contains(["cancelled", "finished"]))
        #expect(report.outcomes.map(\.seeds).reduce(0, +) == 40)
        // The outcome where the check ends first shows no timing phenomenon.
        let inOrder = try #require(report.outcomes.first { $0.loads.first?.result == "cancelled" })
        #expect(inOrder.phenomena.isEmpty)
    }

    @Test("Without a deferred handler nothing depends on timing")
    func immediateChain() throws {
        let report = OrderingTiming.explore(
            NavigationChain(Preset.defaultHandlers()),
            loads: [
                OrderingTimedLoad("https://link.example.com/product/1234", type: .other),
                OrderingTimedLoad("https://example.com/about", type: .linkActivated, at: .milliseconds(5)),
            ],
            seeds: 0..<10
        )
        #expect(report.outcomes.count == 1)
        #expect(report.phenomenonKinds.isEmpty)
        #expect(report.outcomes.first?.loads.map(\.result) == ["cancelled", "finished"])
    }

    @Test("With a 20 ms deadline the deadline decides instead of the chain; the cancelled check never decides")
    func deadline() throws {
        let report = OrderingTiming.explore(
            Self.chain,
            loads: [OrderingTimedLoad("https://link.example.com/product/1234", type: .other)],
            seeds: 0..<5,
            deadline: DecisionDeadline(.milliseconds(20), policy: .failClosed)
        )
        let outcome = try #require(report.outcomes.first)
        #expect(report.outcomes.count == 1)
        #expect(outcome.loads.first?.result == "cancelled")
        #expect(outcome.loads.first?.endedAt == 20)
        #expect(outcome.loads.first?.decision != outcome.loads.first?.chainDecision)
        #expect(outcome.phenomena.map(\.kind) == [.deadline])
        #expect(outcome.loads.first?.decision?.contains("DeepLink") == false)
    }

    @Test("A tap at the very millisecond the check ends: the schedule decides, and the seeds find both outcomes")
    func sameInstant() throws {
        let report = OrderingTiming.explore(
            Self.chain,
            loads: [
                OrderingTimedLoad("https://link.example.com/product/1234", type: .other),
                OrderingTimedLoad("https://example.com/about", type: .linkActivated, at: .milliseconds(30)),
            ],
            seeds: 0..<50
        )
        #expect(report.isTimingDependent)
        #expect(Set(report.outcomes.compactMap { $0.loads.first?.result }) == ["superseded", "cancelled"])
        // Replaying the first seed of an outcome gives that outcome again, with its timeline.
        for outcome in report.outcomes {
            let replay = OrderingTiming.replay(Self.chain, loads: report.loads, seed: outcome.firstSeed)
            #expect(replay.outcome.loads == outcome.loads)
            #expect(replay.outcome.phenomena == outcome.phenomena)
            #expect(replay.timeline.contains("decidePolicyForAction"))
        }
    }
}
