import NavSimRuntime
import Testing

@testable import NavSim

/// A run makes only the random streams whose draws can differ from seed to seed (``RunRandom``,
/// ``VaryingStreams``); a stream it does not make must draw what the made one would.
@Suite("Random streams made only where a draw can vary")
struct RunRandomTests {
    static func scenario(_ body: String) throws -> Scenario {
        let text = """
            { "navsim": 1, "name": "streams", "seed": 3,
              "configuration": { "form": "completionHandler", "chain": [ { "kind": "allowAll", "name": "Decide" } ] },
              \(body) }
            """
        return try Scenario(parsing: Array(text.utf8), file: "streams.json")
    }

    @Test func fixedLatenciesAndCertainFaultsVaryNowhere() throws {
        let scenario = try Self.scenario(
            """
            "faults": { "Decide": { "latency": "5ms" } },
            "page": { "latency": "20ms", "responses": [ { "url": "https://example.com/a", "latency": "0ms" } ] },
            "workload": { "steps": [ { "do": "wait", "duration": "10ms" } ] }
            """)
        let streams = VaryingStreams(scenario, timing: ScenarioTiming(seed: 1, jitter: 0))
        #expect(!streams.page && !streams.waits && !streams.faultDraws && !streams.handlerLatencies)
    }

    @Test func rangesChancesAndJitterVary() throws {
        let scenario = try Self.scenario(
            """
            "faults": { "Decide": { "latency": "1ms..4ms", "probability": 0.5 } },
            "page": { "responses": [ { "url": "https://example.com/a", "loadDuration": "~3ms" } ] },
            "workload": { "steps": [ { "do": "wait", "duration": "10ms" } ] }
            """)
        let exact = VaryingStreams(scenario, timing: ScenarioTiming(seed: 1, jitter: 0))
        #expect(exact.page && !exact.waits && exact.faultDraws && exact.handlerLatencies)
        // Under jitter, a fixed non-zero wait varies too.
        let jittered = VaryingStreams(scenario, timing: ScenarioTiming(seed: 1, jitter: 0.2))
        #expect(jittered.waits)
    }

    @Test func aStreamNotMadeDrawsWhatTheMadeOneDraws() {
        let timing = ScenarioTiming(seed: 9, jitter: 0)
        let made = RunRandom(timing.random(.page), varies: true)
        let notMade = RunRandom(timing.random(.page), varies: false)
        for latency: LatencyDistribution in [.fixed(.milliseconds(7)), .zero, .uniform(.zero, .zero), .fixed(.zero)] {
            #expect(made.withLock { timing.draw(latency, &$0) } == notMade.withLock { timing.draw(latency, &$0) })
        }
        // A made stream goes on where it was: its state is the run's.
        let ranged = LatencyDistribution.uniform(.milliseconds(1), .milliseconds(9))
        let first = made.withLock { timing.draw(ranged, &$0) }
        let second = made.withLock { timing.draw(ranged, &$0) }
        #expect(first != second)
    }
}
