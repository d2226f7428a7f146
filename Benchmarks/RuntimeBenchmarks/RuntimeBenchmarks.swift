import Benchmark
import BenchmarkSupport
import Foundation
import NavSim

/// The shipped scenarios an exploration benchmark runs: every race's fixed version (they pass, so every
/// seed runs) and the default preset's browsing mix.
private let exploredScenarios = [
    "race1-fallthrough-fixed", "race2-deeplink-shadowing-fixed", "race3-bridge-forwards-fixed",
    "race4-throwing-callback-fixed", "race5-stop-marks-inactive-later-fixed", "race6-finish-inside-stop-fixed",
    "race7-push-pop-push-fixed", "preset-default",
]

/// A shipped scenario, read from the repository's `scenarios/` folder.
private func shippedScenario(_ name: String) -> Scenario? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return try? Scenario(contentsOf: root.appendingPathComponent("scenarios/\(name).json").path)
}

/// Four tasks that yield `yields` times each: `8 × yields + 8` jobs (a yield is two jobs: its
/// continuation job and the task's).
private func program(yields: Int) -> @Sendable (SimulationContext) async -> Void {
    { _ in
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<yields {
                        await Task.yield()
                    }
                }
            }
        }
    }
}

/// One task that runs `operation` `count` times: a primitive's cost per operation, beside a job's.
private func repeated(
    _ count: Int,
    _ operation: @escaping @Sendable (SimulationContext) async -> Void
) -> @Sendable (SimulationContext) async -> Void {
    { sim in
        for _ in 0..<count {
            await operation(sim)
        }
    }
}

/// A program that uses the primitives as an app does: a serial queue, the main queue, a lock around a
/// dictionary, an atomic flag and a group. One iteration of the explore benchmark is one schedule of it.
private let primitivesScenario: @Sendable (SimulationContext) async -> Void = { _ in
    let lock = SimulatedMutex("pending")
    let pending = SharedCell([Int: Int](), name: "pending")
    let started = SimulatedAtomic(false, name: "started")
    let replies = SimulatedQueue(label: "replies")
    let group = SimulatedGroup()
    for id in 0..<4 {
        replies.async(group: group) {
            await lock.withLock { pending.modify { $0[id] = id } }
        }
        SimulatedQueue.main.async(group: group) {
            if await started.compareExchange(expected: false, desired: true).exchanged {
                _ = await lock.withLock { pending.read().count }
            }
        }
    }
    await group.wait()
}

let benchmarks: @Sendable () -> Void = {
    // Brief in CI's threshold check (BriefRuns); as written here everywhere else.
    Benchmark.defaultConfiguration = BriefRuns.capped(
        .init(
            metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal],
            warmupIterations: 2,
            maxDuration: .seconds(3),
            maxIterations: 1_000,
            // Malloc counts are committed thresholds (Benchmarks/Thresholds) that CI checks. They move by a few
            // allocations from run to run (50,078 to 50,083 for 100,000 jobs: the task allocator's slabs and
            // the executor's queues grow at slightly different moments), which failed the check at random with
            // no slack at all. A count within 20 allocations and 0.5 % passes (the check fails beyond either),
            // while one more allocation per job (+100,000) or per 102-job schedule (+1,000 per 1,000 schedules) still fails.
            thresholds: [.mallocCountTotal: .init(relative: [.p90: 0.5], absolute: [.p90: 20])]
        ))

    // Names have no spaces: package-benchmark looks thresholds up by the raw name but writes
    // them with spaces replaced.

    // One long schedule of 99,998 jobs: the executor's cost per job.
    // Jobs per second = 99,998 / wall time of one iteration.
    for strategy in [SchedulingStrategy.random, .fifo, .pct(depth: 2, horizon: 100_000)] {
        Benchmark("executor-100k-jobs-\(strategy)") { benchmark in
            for _ in benchmark.scaledIterations {
                let outcome = Simulation.run(
                    SimulationOptions(seed: 1, strategy: strategy),
                    name: "jobs",
                    program(yields: 12_499)
                )
                blackHole(outcome.steps)
            }
        }
    }

    // Many short schedules of 102 jobs: what exploration costs. An iteration is one schedule.
    for strategy in [SchedulingStrategy.random, .pct(depth: 2, horizon: 100)] {
        // Only the relative tolerance (0.5 %, about 480 of PCT's 95,762 per 1,000 schedules): these counts move
        // by more than 20 between processes and between brief and full runs (CI failed at 20 with no change),
        // while one more allocation per schedule (+1,000, 1 %) still fails.
        let configuration = Benchmark.Configuration(
            scalingFactor: .kilo, thresholds: [.mallocCountTotal: .init(relative: [.p90: 0.5])])
        Benchmark("schedules-100-jobs-\(strategy)", configuration: configuration) { benchmark in
            for seed in benchmark.scaledIterations {
                let outcome = Simulation.run(
                    SimulationOptions(seed: UInt64(seed), strategy: strategy),
                    name: "schedule",
                    program(yields: 12)
                )
                blackHole(outcome.steps)
            }
        }
    }

    // Each primitive's cost per operation, beside the raw job cost above: one task does 10,000 operations
    // of one kind (an iteration); per operation = wall time / 10,000. Every lock and atomic operation is a
    // scheduling point (one step); a main-actor hop is two jobs (there and back). Items sent to a queue run
    // before the iteration ends (the task waits for them with a group), so each figure includes running the
    // item: a job on the queue's worker (serial), a task (concurrent) or a main-lane job (main).
    // These measure time only: no malloc metric, so no malloc tolerance either (thresholds check warned of
    // a tolerance for a metric the benchmark does not record).
    let primitives = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .throughput], maxDuration: .seconds(3), thresholds: [:])
    func primitive(_ name: String, _ body: @escaping @Sendable (SimulationContext) async -> Void) {
        Benchmark("primitive-10k-\(name)", configuration: primitives) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(Simulation.run(name: name, body).steps)
            }
        }
    }

    primitive("task-yield", repeated(10_000) { _ in await Task.yield() })
    primitive("main-actor-hop", repeated(10_000) { _ in await MainActor.run {} })
    primitive("mutex-withLock") { _ in
        let lock = SimulatedMutex("bench")
        for _ in 0..<10_000 { await lock.withLock {} }
    }
    primitive("mutex-lock-unlock") { _ in
        let lock = SimulatedMutex("bench")
        for _ in 0..<10_000 {
            await lock.lock()
            lock.unlock()
        }
    }
    primitive("atomic-load") { _ in
        let flag = SimulatedAtomic(0, name: "bench")
        for _ in 0..<10_000 { blackHole(await flag.load()) }
    }
    let atomicOperations: [(String, @Sendable (SimulatedAtomic<Int>) async -> Void)] = [
        ("store", { await $0.store(1) }),
        ("exchange", { blackHole(await $0.exchange(1)) }),
        ("compare-exchange", { blackHole(await $0.compareExchange(expected: 1, desired: 1).exchanged) }),
    ]
    for (name, operation) in atomicOperations {
        primitive("atomic-\(name)") { _ in
            let atomic = SimulatedAtomic(1, name: "bench")
            for _ in 0..<10_000 { await operation(atomic) }
        }
    }
    primitive("semaphore-signal-wait") { _ in
        let semaphore = SimulatedSemaphore(value: 0)
        for _ in 0..<10_000 {
            semaphore.signal()
            await semaphore.wait()
        }
    }
    primitive("shared-cell-modify") { _ in
        let cell = SharedCell(0, name: "bench")
        for _ in 0..<10_000 { cell.modify { $0 += 1 } }
    }
    // enter, notify, leave: each leave empties the group and sends the notify block to a serial queue.
    primitive("group-enter-notify-leave") { _ in
        let group = SimulatedGroup(name: "bench")
        let notified = SimulatedGroup(name: "notified")
        let queue = SimulatedQueue(label: "bench")
        for _ in 0..<10_000 {
            group.enter()
            notified.enter()
            group.notify(queue: queue) { notified.leave() }
            group.leave()
        }
        await notified.wait()
    }
    // enter, leave, wait on the empty group: the wait is a scheduling point.
    primitive("group-enter-leave-wait") { _ in
        let group = SimulatedGroup(name: "bench")
        for _ in 0..<10_000 {
            group.enter()
            group.leave()
            await group.wait()
        }
    }
    let queueKinds: [(String, @Sendable () -> SimulatedQueue)] = [
        ("serial-queue-async", { SimulatedQueue(label: "bench") }),
        ("concurrent-queue-async", { SimulatedQueue(label: "bench", attributes: .concurrent) }),
        ("main-queue-async", { SimulatedQueue.main }),
    ]
    for (name, makeQueue) in queueKinds {
        primitive(name) { _ in
            let queue = makeQueue()
            let group = SimulatedGroup()
            for _ in 0..<10_000 { queue.async(group: group) {} }
            await group.wait()
        }
    }
    // A work item sent to a serial queue and cancelled before it starts: the worker skips it.
    primitive("work-item-cancel") { _ in
        let queue = SimulatedQueue(label: "bench")
        let group = SimulatedGroup()
        for _ in 0..<10_000 {
            let item = SimulatedWorkItem {}
            queue.async(execute: item)
            item.cancel()
        }
        queue.async(group: group) {}
        await group.wait()
    }
    primitive("serial-queue-sync") { _ in
        let queue = SimulatedQueue(label: "bench")
        for _ in 0..<10_000 { blackHole(await queue.sync { 1 }) }
    }
    // Every item due at the same virtual instant: a task and a timer per item, then the queue's job.
    primitive("serial-queue-asyncAfter") { _ in
        let queue = SimulatedQueue(label: "bench")
        let group = SimulatedGroup()
        let deadline = VirtualClock.Instant.now() + .milliseconds(1)
        for _ in 0..<10_000 {
            group.enter()
            queue.asyncAfter(deadline: deadline) { group.leave() }
        }
        await group.wait()
    }

    // Explore over a program that uses the primitives: an iteration is one schedule (target: 5,000 a
    // second on one core).
    Benchmark(
        "explore-primitives-scenario",
        configuration: .init(metrics: [.wallClock, .cpuTotal, .throughput], scalingFactor: .kilo, thresholds: [:])
    ) { benchmark in
        for seed in benchmark.scaledIterations {
            let outcome = Simulation.run(SimulationOptions(seed: UInt64(seed)), name: "primitives", primitivesScenario)
            blackHole(outcome.steps)
        }
    }

    // Exploring a shipped scenario as `navsim explore` does, on one thread: an iteration is 100 schedules
    // (seeds 0..<100, none shrunk), the program set up once, as an exploration sets it up. Schedules per
    // second = 100 × iterations per second; the malloc count is per 100 schedules, held to 0.5 %.
    for name in exploredScenarios {
        guard let scenario = shippedScenario(name) else { continue }
        // Only the relative tolerance: `thresholds check` fails a change beyond either tolerance it is given,
        // and 20 allocations in about 20,000 (400,000 for preset-default) would leave no room for the few
        // that move from process to process.
        let configuration = BriefRuns.capped(
            Benchmark.Configuration(
                maxDuration: .seconds(3), maxIterations: 200,
                thresholds: [.mallocCountTotal: .init(relative: [.p90: 0.5])]))
        Benchmark("explore-\(name)", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                let report = ScenarioRunner.explore(scenario, seeds: 0..<100, shrink: false)
                blackHole(report.schedulesRun)
            }
        }
    }

    // Explore on one thread and on two (`navsim explore --jobs`): an iteration is 2,000 schedules of
    // race4-throwing-callback-fixed. The target is a wall time on two threads at most 1/1.7 of one thread's,
    // read side by side from one run on a quiet machine with two cores; time only, as the threads' split of
    // the seeds does not change what is allocated.
    if let scenario = shippedScenario("race4-throwing-callback-fixed") {
        for jobs in [1, 2] {
            Benchmark(
                "explore-race4-throwing-callback-fixed-jobs-\(jobs)",
                configuration: .init(
                    metrics: [.wallClock, .cpuTotal, .throughput], maxDuration: .seconds(3), maxIterations: 50,
                    thresholds: [:])
            ) { benchmark in
                for _ in benchmark.scaledIterations {
                    let report = ScenarioRunner.explore(scenario, seeds: 0..<2_000, shrink: false, jobs: jobs)
                    blackHole(report.schedulesRun)
                }
            }
        }
    }
}
