import Foundation
import NavSimRuntime
import Testing

@Suite("Schedule")
struct ScheduleTests {
    @Test(
        "A schedule round-trips through its short string",
        arguments: [
            SchedulingStrategy.random, .fifo, .pct(depth: 3), .pct(depth: 2, horizon: 57),
        ])
    func roundTrip(strategy: SchedulingStrategy) throws {
        let schedule = Schedule(
            seed: 18_446_744_073_709_551_615,
            strategy: strategy,
            parameters: ["scenario": "race4.yaml", "hash": "ab;c=d&e%f é"],
            choices: [0, 1, 61, 62, 1_000, 3]
        )
        let text = schedule.encoded
        #expect(text.hasPrefix("navsim1;\(NavSimRuntime.version);18446744073709551615;\(strategy);"))
        #expect(text.hasSuffix(";01Z(62)(1000)3"))
        let parsed = try Schedule(parsing: "  \(text)\n", expecting: schedule.parameters)
        #expect(parsed == schedule)
    }

    @Test("A schedule round-trips through JSON and a file")
    func fileRoundTrip() throws {
        let schedule = Schedule(
            seed: 7, strategy: .pct(depth: 2, horizon: 40), parameters: ["k": "v"], choices: [1, 0, 2])
        let json = try JSONEncoder().encode(schedule)
        #expect(try JSONDecoder().decode(Schedule.self, from: json) == schedule)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-\(UUID()).schedule")
        defer { try? FileManager.default.removeItem(at: url) }
        try schedule.write(to: url)
        #expect(try Schedule(contentsOf: url, expecting: ["k": "v"]) == schedule)
        try json.write(to: url)
        #expect(try Schedule(contentsOf: url) == schedule)
    }

    @Test("A schedule from another NavSim version is refused clearly")
    func otherVersionRefused() throws {
        let text = Schedule(seed: 1, strategy: .random, choices: [1]).encoded
            .replacingOccurrences(of: ";\(NavSimRuntime.version);", with: ";0.0.9;")
        let error = #expect(throws: ScheduleError.self) { try Schedule(parsing: text) }
        #expect(error?.code == .versionMismatch)
        #expect(error?.message.contains("recorded by NavSim 0.0.9") == true)
    }

    @Test("A schedule recorded with other parameters is refused, naming the difference")
    func otherParametersRefused() throws {
        let text = Schedule(seed: 1, strategy: .random, parameters: ["scenario": "aaa"]).encoded
        let error = #expect(throws: ScheduleError.self) { try Schedule(parsing: text, expecting: ["scenario": "bbb"]) }
        #expect(error?.code == .parameterMismatch)
        #expect(error?.message.contains("scenario: recorded 'aaa', now 'bbb'") == true)
    }

    @Test(
        "Malformed text and other formats are refused",
        arguments: [
            "", "hello", "navsim1;0.1.0;x;random;;0", "navsim1;0.1.0;1;zigzag;;0", "navsim1;0.1.0;1;random;;0!",
            "navsim9;0.1.0;1;random;;0",
        ])
    func malformedRefused(text: String) {
        #expect(throws: ScheduleError.self) { try Schedule(parsing: text) }
    }

    @Test("Replay reproduces a run exactly, and continues from the seed past a prefix")
    func replayExact() throws {
        let original = Simulation.run(SimulationOptions(seed: 77), name: "eight") { try await Programs.eightTasks($0) }
        let schedule = try #require(original.schedule)
        let parsed = try Schedule(parsing: schedule.encoded)
        let again = Simulation.replay(parsed, name: "eight") { try await Programs.eightTasks($0) }
        #expect(again.trace.serialized == original.trace.serialized)

        var prefix = schedule
        prefix.choices = Array(schedule.choices.prefix(5)).map { $0 == 0 ? 1 : 0 }
        let first = Simulation.replay(prefix, name: "eight") { try await Programs.eightTasks($0) }
        let second = Simulation.replay(prefix, name: "eight") { try await Programs.eightTasks($0) }
        #expect(first.trace.serialized == second.trace.serialized)
        #expect(first.trace.serialized != original.trace.serialized)
        #expect(first.schedule?.choices.prefix(5) == prefix.choices[...])
    }
}
