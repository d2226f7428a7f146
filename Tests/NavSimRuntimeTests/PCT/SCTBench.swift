import NavSimRuntime
import Synchronization

/// Ports of SCTBench's public `reorder_N` and `twostage` programs: threads become spawned tasks, shared
/// variables become simulated atomics and locks (each access a scheduling point, where a thread could
/// be preempted), and the assertion becomes an expectation.
enum SCTBench {
    /// `reorder_N_bad` (N - 1 setters, 1 checker): `setters` threads write `a = 1; b = -1`, `checkers`
    /// threads evaluate `(a == 0 && b == 0) || (a == 1 && b == -1)` and fail when it is false. The bug needs
    /// one preemption: a setter stopped between its writes while a checker reads `a` and then `b` (depth 2).
    static func reorder(setters: Int, checkers: Int) -> @Sendable (SimulationContext) async throws -> Void {
        { sim in
            let a = SimulatedAtomic(0, name: "a")
            let b = SimulatedAtomic(0, name: "b")
            var tasks: [SimulationTask<Void>] = []
            for index in 0..<setters {
                tasks.append(
                    sim.spawn(name: "set\(index)") {
                        await a.store(1)
                        await b.store(-1)
                    }
                )
            }
            for index in 0..<checkers {
                tasks.append(
                    sim.spawn(name: "check\(index)") {
                        // `if (!((a == 0 && b == 0) || (a == 1 && b == -1)))`, read as C reads it: left to
                        // right, short-circuited, each read of `a` or `b` a load of its own.
                        var holds = false
                        if await a.load() == 0 { holds = await b.load() == 0 }
                        if !holds, await a.load() == 1 { holds = await b.load() == -1 }
                        sim.expect(holds, "Bug found!")
                    }
                )
            }
            for task in tasks { try await task.value }
        }
    }

    /// `twostage_bad` (`twostage_20`: 20 writers, 1 reader): `writers` threads set `data1 = 1` under one
    /// lock, then `data2 = data1 + 1` under another; `readers` threads read `data1` then `data2`, each under its lock, and fail when
    /// `data2 != data1 + 1`. The bug needs a writer preempted between its two stages (depth 2).
    static func twostage(writers: Int, readers: Int) -> @Sendable (SimulationContext) async throws -> Void {
        { sim in
            let data1Lock = SimulatedMutex("data1")
            let data2Lock = SimulatedMutex("data2")
            let data1 = SharedValues()
            var tasks: [SimulationTask<Void>] = []
            for index in 0..<writers {
                tasks.append(
                    sim.spawn(name: "writer\(index)") {
                        await data1Lock.withLock { data1.set(1, at: 0) }
                        // `data2Value = data1Value + 1` under data2's lock alone: the read of data1 is
                        // unguarded in C, so it is a plain read here (no lock, no scheduling point).
                        await data2Lock.withLock { data1.set(data1.racyFirst() + 1, at: 1) }
                    }
                )
            }
            for index in 0..<readers {
                tasks.append(
                    sim.spawn(name: "reader\(index)") {
                        let first = await data1Lock.withLock { data1.get(0) }
                        guard first != 0 else { return }
                        let second = await data2Lock.withLock { data1.get(1) }
                        sim.expect(second == first + 1, "Bug found!")
                    }
                )
            }
            for task in tasks { try await task.value }
        }
    }

    /// A bug that needs exactly one preemption: `writer` stores 1 then 0; `reader` loads once and fails
    /// on 1. It is found only when a change point stops the writer between its two stores and the
    /// reader runs then.
    static let onePreemption: @Sendable (SimulationContext) async throws -> Void = { sim in
        let flag = SimulatedAtomic(0, name: "flag")
        let writer = sim.spawn(name: "writer") {
            await flag.store(1)
            await flag.store(0)
        }
        let reader = sim.spawn(name: "reader") {
            let seen = await flag.load()
            sim.expect(seen == 0, "the reader saw the writer's intermediate value")
        }
        try await writer.value
        try await reader.value
    }

    /// How many of `seeds` fail, each run on its own (exploration stops at the first).
    static func failures(
        _ body: @escaping @Sendable (SimulationContext) async throws -> Void,
        strategy: SchedulingStrategy,
        seeds: Range<UInt64> = 0..<10_000
    ) -> Int {
        var strategy = strategy
        if case .some = strategy.depth, strategy.horizon == nil {
            strategy = strategy.withHorizon(Explorer.measureHorizon(body))
        }
        var found = 0
        for seed in seeds where !Simulation.run(SimulationOptions(seed: seed, strategy: strategy), body).succeeded {
            found += 1
        }
        return found
    }
}

/// The two shared integers of `twostage`, each guarded by its simulated lock by convention.
final class SharedValues: Sendable {
    private let values = [SharedCell(0, name: "data1Value"), SharedCell(0, name: "data2Value")]
    /// `data1Value` for the writers' unguarded read in C (`data2Value = data1Value + 1` under data2's
    /// lock): a racy read the cell would report, which the C program does not check either.
    private let first = Atomic<Int>(0)

    func get(_ index: Int) -> Int { values[index].read() }
    func set(_ value: Int, at index: Int) {
        values[index].write(value)
        if index == 0 { first.store(value, ordering: .sequentiallyConsistent) }
    }
    func racyFirst() -> Int { first.load(ordering: .sequentiallyConsistent) }
}
