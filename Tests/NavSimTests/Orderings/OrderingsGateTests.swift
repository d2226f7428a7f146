import Foundation
import NavSim
import Testing

@Suite("Ordering gates and JSON")
struct OrderingsGateTests {
    @Test("A --fail-on list parses into gates, case- and space-insensitively")
    func parse() throws {
        #expect(
            try OrderingGate.parseList("shadowed,overlap,order-sensitive") == [.shadowed, .overlap, .orderSensitive])
        #expect(
            try OrderingGate.parseList(" Tie , opaque,,first-load-cancelled") == [.tie, .opaque, .firstLoadCancelled])
    }

    @Test("An unknown gate is an error that names it and the valid gates")
    func unknownGate() {
        #expect(throws: OrderingGateError.unknownGate("shadow")) { try OrderingGate.parseList("overlap,shadow") }
        let message = OrderingGateError.unknownGate("shadow").description
        #expect(
            message == "unknown gate 'shadow' in --fail-on; valid gates: "
                + "unreachable, shadowed, overlap, order-sensitive, tie, opaque, first-load-cancelled")
        #expect(throws: OrderingGateError.emptyList) { try OrderingGate.parseList(" , ") }
    }

    @Test("Failures are the findings of the chosen gates; each gate is the label its findings print")
    func failures() throws {
        let report = try OrderingsReportFileTests.example("product-routes")
        #expect(report.failures(for: [.tie]).isEmpty)
        #expect(report.failures(for: [.shadowed]).isEmpty)
        #expect(report.failures(for: [.unreachable]).map(\.kind) == [.unreachable])
        #expect(report.failures(for: [.overlap, .orderSensitive]).map(\.kind) == [.overlap, .orderSensitive])
        #expect(
            Preset.default.orderingReport().failures(for: [.unreachable, .shadowed, .firstLoadCancelled]).isEmpty)
    }

    @Test("Every finding label is a gate of the same name, and every gate a label")
    func gatesAreLabels() throws {
        #expect(Set(OrderingGate.allCases.map(\.rawValue)) == Set(OrderingFinding.Kind.allCases.map(\.rawValue)))
        for kind in OrderingFinding.Kind.allCases {
            #expect(kind.gate.rawValue == kind.rawValue)
            #expect(try OrderingGate.parseList(kind.rawValue) == [kind.gate])
        }
    }

    @Test("The JSON is versioned and reads back equal")
    func json() throws {
        let report = try OrderingsReportFileTests.example("race-case-2")
        let text = try report.json()
        #expect(text.contains(#""schema" : "navsim.orderings/1""#))
        #expect(text.contains(#""kind" : "first-load-cancelled""#))
        #expect(try OrderingReport.decode(Data(text.utf8)) == report)
        #expect(try report.json() == text)
        let other = text.replacingOccurrences(of: "navsim.orderings/1", with: "navsim.orderings/2")
        #expect(throws: DecodingError.self) { try OrderingReport.decode(Data(other.utf8)) }
    }
}
