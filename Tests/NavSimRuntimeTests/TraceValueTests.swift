import Foundation
import NavSimRuntime
import Testing

/// A domain event kept as a value in the trace.
private struct Committed: TraceEventValue {
    let navigation: Int
    var kindName: String { "didCommit" }
    var description: String { "didCommit nav#\(navigation)" }
    func digest(into digester: inout TraceDigester) {
        digester.combine(kindName)
        digester.combine(navigation)
    }
}

@Suite("Traces as values")
struct TraceValueTests {
    static func program(_ navigation: Int) -> @Sendable (SimulationContext) async -> Void {
        { sim in
            let worker = sim.spawn(name: "worker") {
                try await sim.clock.sleep(for: .milliseconds(3))
                sim.record(value: Committed(navigation: navigation), actor: "WebView#1")
            }
            sim.record("root note")
            try? await worker.value
        }
    }

    @Test("Events are values, rendered only as text for the timeline")
    func values() throws {
        let outcome = Simulation.run(SimulationOptions(seed: 3), name: "root", Self.program(7))
        let events = outcome.trace.entries.map(\.event)
        #expect(events.contains(.spawn("worker")))
        #expect(events.contains { if case .wakes = $0 { true } else { false } })
        #expect(events.contains(.finished))
        #expect(events.contains(.note("root note")))
        let committed = try #require(events.first { $0.kind == "didCommit" })
        guard case .value(let value) = committed else {
            Issue.record("expected a value event, got \(committed)")
            return
        }
        #expect((value as? Committed)?.navigation == 7)
        #expect(outcome.timeline.contains("@WebView#1  didCommit nav#7"))
        #expect(outcome.timeline.contains("root note"))
    }

    @Test("The digest comes from the values: the same run twice is equal, another argument differs")
    func digest() {
        let a = Simulation.run(SimulationOptions(seed: 3), name: "root", Self.program(7)).trace
        let b = Simulation.run(SimulationOptions(seed: 3), name: "root", Self.program(7)).trace
        let c = Simulation.run(SimulationOptions(seed: 3), name: "root", Self.program(8)).trace
        #expect(a.digest == b.digest && a.serialized == b.serialized)
        #expect(a.digest != c.digest)
        #expect(a.eventDigest != c.eventDigest)
        #expect(a.steps == c.steps)
    }

    @Test("An encoded trace decodes to notes with the same timeline")
    func codable() throws {
        let trace = Simulation.run(SimulationOptions(seed: 3), name: "root", Self.program(7)).trace
        let decoded = try JSONDecoder().decode(Trace.self, from: JSONEncoder().encode(trace))
        #expect(decoded.timeline == trace.timeline)
        #expect(decoded == trace)
        #expect(Trace.Event.note("spawn worker") == .spawn("worker"))
        #expect(Trace.Event.note("finished") != .note("finished!"))
    }

    @Test("The digester mixes each value with its type and length")
    func digester() {
        var one = TraceDigester()
        one.combine("ab")
        one.combine("c")
        var two = TraceDigester()
        two.combine("a")
        two.combine("bc")
        #expect(one.value != two.value)
        var three = TraceDigester()
        three.combine("ab")
        three.combine("c")
        #expect(one.value == three.value)
        var none = TraceDigester()
        none.combine(nil as String?)
        var empty = TraceDigester()
        empty.combine("")
        #expect(none.value != empty.value)
    }
}
