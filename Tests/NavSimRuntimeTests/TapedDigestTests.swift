import Testing

@testable import NavSimRuntime

/// A domain event with arguments of every kind the digester mixes.
private struct Decided: TraceEventValue {
    let navigation: Int
    let url: String
    let policy: String?
    var kindName: String { "decided" }
    var description: String { "decided nav#\(navigation) \(url) \(policy ?? "-")" }
    func digest(into digester: inout TraceDigester) {
        digester.combine(kindName)
        digester.combine(navigation)
        digester.combine(url)
        digester.combine(policy)
    }
}

/// An exploration's passing runs keep only their digest (``Simulation/runRecording(_:name:capacity:keepsEntries:_:)``
/// with `keepsEntries: false`): each event is fed to the digest as it happens instead of being kept. The digest
/// must be the one the whole trace gives, for every kind of entry, and a failing run is shown with its events.
@Suite("Digests fed as events happen")
struct TapedDigestTests {
    /// Spawns, timers, notes, values with long and short strings, actors, a thrown error, a failure and at times
    /// an end: every kind of entry the runtime records.
    static let program: @Sendable (SimulationContext) async throws -> Void = { sim in
        let ledger = Ledger(name: "Ledger with a name longer than eight bytes")
        let workers = (0..<3).map { worker in
            sim.spawn(name: "worker\(worker)") {
                for round in 0..<2 {
                    await ledger.add("w\(worker).\(round)", sim)
                    try await sim.clock.sleep(for: .microseconds(1_500 * (worker + round) + 1))
                    sim.record(
                        value: Decided(
                            navigation: worker * 10 + round,
                            url: String(repeating: "https://example.com/", count: worker + 1),
                            policy: round == 0 ? nil : "allow"),
                        actor: worker == 1 ? nil : "WebView#\(worker)")
                }
                if worker == 2 { throw CancellationError() }
            }
        }
        sim.record("root note")
        for worker in workers { _ = try? await worker.value }
        if sim.seed % 5 == 0 { sim.fail("seed \(sim.seed) fails on purpose") }
        if sim.seed % 7 == 0 { sim.end("seed \(sim.seed) ends") }
    }

    @Test(
        "A run that keeps only its digest has the whole trace's digest and steps",
        arguments: [SchedulingStrategy.random, .pct(depth: 2, horizon: 120), .fifo])
    func sameDigest(strategy: SchedulingStrategy) {
        for seed in UInt64(0)..<60 {
            let options = SimulationOptions(seed: seed, strategy: strategy)
            let kept = Simulation.run(options, name: "root", Self.program)
            let taped = Simulation.runRecording(options, name: "root", keepsEntries: false, Self.program)
            #expect(!kept.trace.entries.isEmpty)
            #expect(taped.trace.entries.isEmpty)
            #expect(taped.tapedDigest != nil)
            #expect(taped.digest == kept.trace.digest, "seed \(seed)")
            #expect(taped.trace.steps == kept.trace.steps, "seed \(seed)")
            #expect(taped.failure?.message == kept.failure?.message, "seed \(seed)")
        }
    }

    @Test("A wake-up is recorded under its sleeper's label, named or not, in both kinds of run")
    func wakeLabels() throws {
        // A spawned task has a name; an `async let` child has none, and is labelled by its number.
        let program: @Sendable (SimulationContext) async throws -> Void = { sim in
            let sleeper = sim.spawn(name: "sleeper") { try await sim.clock.sleep(for: .milliseconds(5)) }
            async let child: Void = { try? await sim.clock.sleep(for: .milliseconds(3)) }()
            try await sim.clock.sleep(for: .milliseconds(1))
            _ = await child
            try await sleeper.value
        }
        for seed in UInt64(0)..<20 {
            let options = SimulationOptions(seed: seed)
            let kept = Simulation.run(options, name: "root", program)
            let wakes = kept.trace.entries.filter { if case .wakes = $0.event { true } else { false } }
            try #require(wakes.count == 3)
            #expect(wakes[0].task == "root")
            #expect(wakes[1].task.first == "T" && wakes[1].task.dropFirst().allSatisfy(\.isNumber), "\(wakes[1].task)")
            #expect(wakes[2].task == "sleeper")
            let taped = Simulation.runRecording(options, name: "root", keepsEntries: false, program)
            #expect(taped.digest == kept.trace.digest, "seed \(seed)")
        }
    }

    @Test("More task and actor pairs than a run remembers, each recorded again after its slot was taken: one digest")
    func morePairsThanSlots() {
        // Actor names longer than a small string, made anew at each event: their storage is freed and reused while
        // the run goes on, and a pair is found again only through the strings its slot holds.
        let program: @Sendable (SimulationContext) async throws -> Void = { sim in
            let tasks = (0..<2).map { task in
                sim.spawn(name: "recorder number \(task) with a long name") {
                    for round in 0..<3 {
                        for actor in 0..<(TapedHeader.slots + 2) {
                            sim.record(
                                value: Decided(navigation: round, url: "u\(actor)", policy: nil),
                                actor: "an actor with a long name, number \(actor)")
                            if actor % 3 == 0 { await Task.yield() }
                        }
                    }
                }
            }
            for task in tasks { _ = try? await task.value }
        }
        for seed in UInt64(0)..<20 {
            let options = SimulationOptions(seed: seed)
            let kept = Simulation.run(options, name: "root", program)
            let taped = Simulation.runRecording(options, name: "root", keepsEntries: false, program)
            #expect(taped.digest == kept.trace.digest, "seed \(seed)")
        }
    }

    @Test("The digest differs when an argument does")
    func argumentsCount() {
        let program: (Int) -> @Sendable (SimulationContext) async -> Void = { navigation in
            { sim in sim.record(value: Decided(navigation: navigation, url: "a", policy: nil)) }
        }
        let options = SimulationOptions(seed: 1)
        let one = Simulation.runRecording(options, name: "root", keepsEntries: false, program(1))
        let two = Simulation.runRecording(options, name: "root", keepsEntries: false, program(2))
        #expect(one.digest != two.digest)
        #expect(one.digest == Simulation.run(options, name: "root", program(1)).trace.digest)
    }

    @Test("An exploration counts the digests full runs give, and shows its failing run with its events")
    func exploration() throws {
        let report = Explorer.explore(seeds: 1..<40, name: "root", shrink: false, Self.program)
        let failure = try #require(report.firstFailure)
        #expect(failure.seed == 5)
        var digests = Set<UInt64>()
        for seed in UInt64(1)...5 {
            digests.insert(Simulation.run(SimulationOptions(seed: seed), name: "root", Self.program).trace.digest)
        }
        #expect(report.traceDigests == digests)
        let replayed = Simulation.replay(failure.schedule, name: "root", Self.program)
        #expect(!failure.trace.entries.isEmpty)
        #expect(failure.trace.timeline == replayed.timeline)
        #expect(failure.failure.message == "seed 5 fails on purpose")
    }

    @Test("A hang found while keeping only the digest is reported with each task's last event")
    func hangShowsLastEvent() throws {
        let report = Explorer.explore(seeds: 0..<4, name: "stuck", shrink: false) { sim in
            sim.record("waiting for an answer")
            try await sim.clock.sleep(for: .seconds(1))
            await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
        }
        let failure = try #require(report.firstFailure)
        #expect(failure.failure.kind == .hang)
        #expect(failure.failure.pendingTasks.contains { $0.contains("last event 'waiting for an answer'") })
    }

    /// The digest as it was defined before taping and the tail's loads: each word mixed in turn, a string's last
    /// bytes copied into a little-endian word. Digests are kept across versions: this pins their values.
    static func reference(_ bytes: [UInt8]) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ word: UInt64) {
            value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
            value ^= value >> 29
        }
        mix(0x5354_5200 ^ UInt64(bytes.count))
        var index = 0
        while index + 8 <= bytes.count {
            var word: UInt64 = 0
            for byte in 0..<8 { word |= UInt64(bytes[index + byte]) << UInt64(8 * byte) }
            mix(word)
            index += 8
        }
        if index < bytes.count {
            var tail: UInt64 = 0
            for byte in index..<bytes.count { tail |= UInt64(bytes[byte]) << UInt64(8 * (byte - index)) }
            mix(tail)
        }
        return value
    }

    @Test("Bytes of every length mix to the values they always had, mixed or taped")
    func bytesOfEveryLength() {
        let tape = DigestTape(capacity: 16)
        for length in 0..<70 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            let string = String(decoding: bytes.map { $0 & 0x7F | 0x20 }, as: UTF8.self)
            var mixed = TraceDigester()
            bytes.withUnsafeBufferPointer { mixed.combine(bytes: $0) }
            #expect(mixed.value == Self.reference(bytes), "length \(length)")
            var taping = TraceDigester(taping: tape)
            taping.combine(3)
            bytes.withUnsafeBufferPointer { taping.combine(bytes: $0) }
            taping.combine(string)
            var direct = TraceDigester()
            direct.combine(3)
            bytes.withUnsafeBufferPointer { direct.combine(bytes: $0) }
            direct.combine(string)
            let pending = PendingDigest(
                start: TraceDigester().value, tape: tape, count: taping.tapeCount, generation: tape.generation)
            #expect(pending.value == direct.value, "length \(length)")
        }
    }

    @Test(
        "Digests mixed four at a time, on tapes of different lengths, are the ones mixed one at a time",
        arguments: [0, 1, 3, 4, 5, 9])
    func lockstep(runs: Int) {
        // Lengths that differ in each group of four, one tape empty, and starts that differ: each chain must mix
        // its own words and its own tail.
        let pending = (0..<runs).map { run in
            let tape = DigestTape(capacity: 16)
            tape.handOver()
            var taping = TraceDigester(taping: tape)
            for word in 0..<((run * 7) % 11) * 5 { taping.combine(word &* 31 &+ run) }
            taping.combine(String(repeating: "x", count: run))
            var start = TraceDigester()
            start.combine([UInt32(run)])
            return PendingDigest(start: start.value, tape: tape, count: taping.tapeCount, generation: tape.generation)
        }
        var values = [UInt64(7)]
        PendingDigest.mix(pending, into: &values)
        #expect(values == pending.map(\.value))
        #expect(Set(pending.map(\.value)).count == runs)
    }

    @Test(
        "A digest read after its tape was handed to another run stops the process instead of reading that run's words")
    func staleTape() async {
        await #expect(processExitsWith: .failure) {
            let tape = DigestTape(capacity: 16)
            tape.handOver()
            let pending = PendingDigest(start: 1, tape: tape, count: 0, generation: tape.generation)
            tape.handOver()
            _ = pending.value
        }
    }

    @Test("An exploration's digests, read at the end of each chunk of runs, are the runs' own")
    func chunkedExploration() throws {
        // 23 seeds: five chunks of four and one of three, and runs of different lengths in each chunk.
        let program: @Sendable (SimulationContext) async throws -> Void = { sim in
            for index in 0..<Int(sim.seed % 6) {
                sim.record(
                    value: Decided(navigation: index, url: String(repeating: "u", count: index * 9), policy: nil))
                await Task.yield()
            }
        }
        let report = Explorer.explore(seeds: 0..<23, name: "root", shrink: false, program)
        var digests = Set<UInt64>()
        for seed in UInt64(0)..<23 {
            digests.insert(Simulation.run(SimulationOptions(seed: seed), name: "root", program).trace.digest)
        }
        #expect(report.schedulesRun == 23)
        #expect(report.traceDigests == digests)
        #expect(report.traceDigests.count == 6)
    }
}
