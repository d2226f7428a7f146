import NavSim
import NavSimTestBudget
import Synchronization
import Testing

/// RACE-CASES 5 (wikipedia-ios PR #2982): a scheme handler serves a file on a worker; `stop` marks the
/// task inactive later, on the worker's queue, so the worker can still see it active and call `didFinish`.
final class WorkerFileHandler: URLSchemeHandler {
    let marksInactiveInStop: Bool
    private let active = Mutex<Set<Int>>([])

    init(marksInactiveInStop: Bool) { self.marksInactiveInStop = marksInactiveInStop }

    func start(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        active.withLock { _ = $0.insert(task.id) }
        context.work { [self] in
            await Task.yield()  // the worker reads the file
            guard isActive(task) else { return }
            task.didReceive(URLSchemeResponse(url: task.request))
            await Task.yield()
            guard isActive(task) else { return }
            task.didReceive(Array("<html>article</html>".utf8))
            await Task.yield()
            if marksInactiveInStop {
                // Fixed: check and call under one lock.
                active.withLock { active in
                    if active.contains(task.id) { task.didFinish() }
                }
            } else {
                guard isActive(task) else { return }
                task.didFinish()
            }
        }
    }

    func stop(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        if marksInactiveInStop {
            active.withLock { _ = $0.remove(task.id) }
        } else {
            // The bug: a deferred barrier on the worker's queue marks the task inactive later.
            context.work { [self] in
                active.withLock { _ = $0.remove(task.id) }
            }
        }
    }

    private func isActive(_ task: URLSchemeTask) -> Bool { active.withLock { $0.contains(task.id) } }
}

@Suite("RACE-CASES 5: stop marks the task inactive later")
struct RaceCase5Tests {
    static func program(fixed: Bool) -> @Sendable (SimulationContext) async throws -> Void {
        { sim in
            let configuration = try WebViewConfigurationBuilder()
                .setURLSchemeHandler(WorkerFileHandler(marksInactiveInStop: fixed), forURLScheme: "app")
                .build(log: sim.findingLog())
            let webView = sim.makeWebView(configuration: configuration)
            let article = sim.spawn(name: "load-article") { await webView.load("app://local/article.html") }
            await Task.yield()
            // The reader navigates away while the worker reads.
            await webView.load("https://example.com/", type: .linkActivated)
            _ = try await article.value
        }
    }

    @Test("Explore finds 'This task has already been stopped'; the failing seed replays identically twice")
    func findsTheRace() throws {
        let report = Explorer.explore(seeds: 0..<1_000, name: "race5", Self.program(fixed: false))
        let failure = try #require(report.firstFailure)
        #expect(failure.failure.kind == .finding)
        #expect(failure.failure.message == "This task has already been stopped")
        print("RACE-CASES 5: found after \(report.schedulesRun) schedule(s), seed \(failure.seed)")
        let first = Simulation.replay(failure.schedule, name: "race5", Self.program(fixed: false))
        let second = Simulation.replay(failure.schedule, name: "race5", Self.program(fixed: false))
        #expect(first.failure?.message == "This task has already been stopped")
        #expect(first.timeline == second.timeline)
        #expect(first.trace.digest == second.trace.digest)
        #expect(first.timeline == failure.trace.timeline)
    }

    @Test("Only under some interleavings: some schedules pass")
    func onlySometimes() {
        let outcomes = (0..<200 as Range<UInt64>).map { seed in
            Simulation.run(SimulationOptions(seed: seed), name: "race5", Self.program(fixed: false))
        }
        #expect(outcomes.contains { $0.succeeded })
        #expect(outcomes.contains { !$0.succeeded })
    }

    @Test("Fixed: mark inactive synchronously in stop, check under one lock: 10,000 schedules pass")
    func fixedPasses() {
        let report = Explorer.explore(
            seeds: TestBudget.seeds(10_000), name: "race5-fixed", shrink: false, Self.program(fixed: true))
        #expect(report.passed, "\(report.firstFailure.map { "\($0.failure)" } ?? "")")
        #expect(report.schedulesRun == TestBudget.schedules(10_000))
        #expect(report.distinctTraces > 1)
    }
}
