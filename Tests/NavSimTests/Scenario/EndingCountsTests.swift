import Testing

@testable import NavSim

/// A run counts its navigations' endings in an inline array indexed by case: every case must have its own slot.
@Suite("Endings counted by case")
struct EndingCountsTests {
    @Test func everyEndingHasItsOwnCount() {
        var counts = ScenarioRunCollector.EndingCounts()
        for (index, ending) in ScenarioRunCollector.Ending.allCases.enumerated() {
            for _ in 0...index { counts[ending] += 1 }
        }
        for (index, ending) in ScenarioRunCollector.Ending.allCases.enumerated() {
            #expect(counts[ending] == index + 1)
        }
    }
}
