import NavSimRuntime
import Testing

/// A run numbers its tasks in order of first appearance (`T3` in the trace) and names a named task's events by
/// its name: through a scanned table for a few tasks, an indexed one past 16.
@Suite("Task numbering")
struct TaskNumberingTests {
    /// Forty unnamed child tasks, each recording twice around a yield.
    static func fortyTasks(_ sim: SimulationContext) async {
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<40 {
                group.addTask {
                    sim.record("tick")
                    await Task.yield()
                    sim.record("tock")
                }
            }
        }
    }

    @Test("Past the scanned table's 16 tasks, each task keeps its number, given in order of first appearance")
    func numbersPastTheScannedTable() {
        for seed in 0..<20 as Range<UInt64> {
            let outcome = Simulation.run(SimulationOptions(seed: seed), name: "forty") { await Self.fortyTasks($0) }
            #expect(outcome.succeeded, "\(outcome.failures)")
            // First appearances in the steps are 1, 2, 3, … with no gap.
            var seen = Set<UInt32>()
            var next: UInt32 = 1
            for number in outcome.trace.steps where number != 0 && !seen.contains(number) {
                #expect(number == next)
                seen.insert(number)
                next += 1
            }
            #expect(seen.count > 40)
            // Each event names the task whose job ran at its step, by that number, twice per task.
            var events: [String: Int] = [:]
            for entry in outcome.trace.entries where entry.event.kind == "note" {
                let number = outcome.trace.steps[entry.step - 1]
                #expect(entry.task == "T\(number)")
                events[entry.task, default: 0] += 1
            }
            #expect(events.count == 40)
            #expect(events.values.allSatisfy { $0 == 2 })
        }
    }

    @Test("Past the scanned table's 16 tasks, a named task's events carry its name")
    func namesPastTheScannedTable() {
        let outcome = Simulation.run(SimulationOptions(seed: 7), name: "named") { sim in
            let tasks = (0..<30).map { index in
                sim.spawn(name: "worker-\(index)") {
                    sim.record("start")
                    await Task.yield()
                    sim.record("end")
                }
            }
            for task in tasks { _ = try await task.value }
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        var byTask: [String: [String]] = [:]
        for entry in outcome.trace.entries where entry.event.kind == "note" {
            byTask[entry.task, default: []].append("\(entry.event)")
        }
        #expect(byTask.count == 30)
        for index in 0..<30 { #expect(byTask["worker-\(index)"] == ["start", "end"]) }
    }

    @Test("An exploration counts the digests single runs of the same seeds give")
    func explorationMatchesRuns() {
        let seeds = 0..<60 as Range<UInt64>
        let report = Explorer.explore(seeds: seeds, name: "forty", shrink: false) { await Self.fortyTasks($0) }
        let digests = Set(
            seeds.map { seed in
                Simulation.run(SimulationOptions(seed: seed), name: "forty") { await Self.fortyTasks($0) }.trace.digest
            }
        )
        #expect(report.passed)
        #expect(report.traceDigests == digests)
        #expect(report.distinctTraces > 50)
    }
}
