import NavSim
import NavSimTestBudget
import NavSimTestSupport
import Testing

/// RACE-CASES 6 as cordova-ios wrote it (#1605, PR #1606, #1638, PR #1640): the web view on the main
/// thread, a scheme handler that looks the file up and reads it on the global queue, and sends its task
/// calls back with `DispatchQueue.main.async`; the page's `location.replace` stops the task at once.
final class CordovaSchemeHandler: URLSchemeHandler {
    enum Version: Sendable {
        /// The file's attributes (the response) and its contents are read by two blocks on the global
        /// queue, each sending its calls back to the main queue: the data can get there first.
        case a
        /// The "fix" #1606: the response goes first, from `start`, and `stop` ends the task with `didFinish`.
        case b
        /// The fix #1640: the response from `start` before the read, the data back on the main queue, and
        /// `stop` never touches the task.
        case fixed
    }

    let version: Version
    /// The tasks `stop` was called for, read and written on the main thread only.
    let stopped = SharedCell(Set<Int>(), name: "stoppedTasks")
    /// The file system: each access is a scheduling point, as a thread may be preempted in a read.
    let files = SimulatedMutex("fileSystem")

    init(_ version: Version) { self.version = version }

    func start(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        let response = URLSchemeResponse(url: task.request, mimeType: "text/html")
        if version == .a {
            SimulatedQueue.global().async { [self] in
                await files.withLock {}  // stat: the MIME type and length
                SimulatedQueue.main.async { [self] in
                    if !stopped.read().contains(task.id) { task.didReceive(response) }
                }
            }
        } else {
            task.didReceive(response)
        }
        SimulatedQueue.global().async { [self] in
            let data = await files.withLock { Array("<html>index</html>".utf8) }  // the read
            SimulatedQueue.main.async { [self] in
                guard !stopped.read().contains(task.id) else { return }
                task.didReceive(data)
                task.didFinish()
            }
        }
    }

    func stop(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        stopped.modify { _ = $0.insert(task.id) }
        if version == .b { task.didFinish() }
    }

    /// Loads `index.html` on a web view on the main actor, and replaces it at once (`location.replace`).
    static func program(_ version: Version) -> @Sendable (SimulationContext) async throws -> Void {
        { sim in
            let configuration = try WebViewConfigurationBuilder()
                .setURLSchemeHandler(CordovaSchemeHandler(version), forURLScheme: "app")
                .build(log: sim.findingLog())
            let webView = sim.makeWebView(configuration: configuration, isolation: .mainActor)
            let index = sim.spawn(name: "load-index") { await webView.load("app://localhost/index.html") }
            await Task.yield()
            await webView.load("app://localhost/next.html")  // the page's location.replace
            _ = try await index.value
        }
    }
}

@Suite("RACE-CASES 6 written as cordova-ios wrote it: the global queue and DispatchQueue.main.async")
struct DispatchRaceCase6Tests {
    @Test("Version A: the data reaches the main queue before the response, found and replayed byte for byte")
    func versionA() async throws {
        let failure = try await DispatchRaceCaseTests.explore("race6a-queues", CordovaSchemeHandler.program(.a))
        #expect(failure.failure.message == "No response has been sent for this task", "\(failure.failure)")
        let outcomes = await offThePool {
            (0..<200 as Range<UInt64>).map { seed in
                Simulation.run(SimulationOptions(seed: seed), name: "race6a-queues", CordovaSchemeHandler.program(.a))
            }
        }
        #expect(outcomes.contains { $0.succeeded }, "only under some interleavings")
    }

    @Test("Version B: didFinish inside stop, found and replayed byte for byte; it fails on every stop")
    func versionB() async throws {
        let failure = try await DispatchRaceCaseTests.explore("race6b-queues", CordovaSchemeHandler.program(.b))
        #expect(failure.failure.message == "This task has already been stopped", "\(failure.failure)")
        let outcomes = await offThePool {
            (0..<500 as Range<UInt64>).map { seed in
                Simulation.run(SimulationOptions(seed: seed), name: "race6b-queues", CordovaSchemeHandler.program(.b))
            }
        }
        for (seed, outcome) in outcomes.enumerated() {
            let stopped = outcome.timeline.contains("stop task#1")
            #expect(stopped == (outcome.failure?.message == "This task has already been stopped"), "seed \(seed)")
        }
        #expect(outcomes.contains { $0.timeline.contains("stop task#1") })
    }

    @Test("The fix (#1640) on the main queue passes 10,000 schedules")
    func fixed() async {
        let report = await Explorer.exploreDetached(
            seeds: TestBudget.seeds(10_000), name: "race6-queues-fixed", shrink: false,
            CordovaSchemeHandler.program(.fixed))
        #expect(report.passed, "\(report.firstFailure?.report ?? "")")
        #expect(report.schedulesRun == TestBudget.schedules(10_000))
        #expect(report.distinctTraces > 1)
    }
}
