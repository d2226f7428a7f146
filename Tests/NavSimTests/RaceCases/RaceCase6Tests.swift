import NavSim
import NavSimTestBudget
import Synchronization
import Testing

/// RACE-CASES 6 (cordova-ios #1605, PR #1606, #1638, PR #1640): a scheme handler that reads files in the
/// background.
final class BackgroundReadHandler: URLSchemeHandler {
    enum Version: String, Sendable {
        /// The response goes through the main queue while the background read sends the data directly:
        /// the data can arrive first.
        case a
        /// The "fix" #1606: `didFinish` inside `stop`, to end the task cleanly.
        case b
        /// The fix #1640: respond on the web view's isolation before the read, never touch the task in `stop`.
        case fixed
    }

    let version: Version
    /// What `index.html` does once committed, if modelled.
    let indexPage: PageModel?
    private let stopped = Mutex<Set<Int>>([])

    init(_ version: Version, indexPage: PageModel? = nil) {
        self.version = version
        self.indexPage = indexPage
    }

    func start(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        let page = task.request.path == "/index.html" ? indexPage : nil
        let response = URLSchemeResponse(url: task.request, mimeType: "text/html", page: page)
        if version == .a {
            context.work { [self] in
                await Task.yield()  // dispatched to the main queue
                whileRunning(task) { task.didReceive(response) }
            }
        } else {
            task.didReceive(response)
        }
        context.work { [self] in
            await Task.yield()  // the background read
            whileRunning(task) { task.didReceive(Array("<html>index</html>".utf8)) }
            await Task.yield()
            whileRunning(task) { task.didFinish() }
        }
    }

    func stop(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        stopped.withLock { _ = $0.insert(task.id) }
        if version == .b { task.didFinish() }
    }

    /// Calls the task unless it was stopped, under the lock `stop` takes.
    private func whileRunning(_ task: URLSchemeTask, _ call: () -> Bool) {
        stopped.withLock { stopped in
            if !stopped.contains(task.id) { _ = call() }
        }
    }
}

@Suite("RACE-CASES 6: background read, then a \"fix\" inside stop")
struct RaceCase6Tests {
    /// Loads `index.html` and replaces it after `yields` scheduling points.
    static func program(
        _ version: BackgroundReadHandler.Version,
        yields: Int = 1
    ) -> @Sendable (SimulationContext) async throws -> Void {
        { sim in
            let configuration = try WebViewConfigurationBuilder()
                .setURLSchemeHandler(BackgroundReadHandler(version), forURLScheme: "app")
                .build(log: sim.findingLog())
            let webView = sim.makeWebView(configuration: configuration)
            let index = sim.spawn(name: "load-index") { await webView.load("app://localhost/index.html") }
            for _ in 0..<yields { await Task.yield() }
            // The page immediately runs `location.replace(…)`.
            await webView.load("app://localhost/next.html")
            _ = try await index.value
        }
    }

    /// Loads `index.html`, whose own script runs `location.replace('next.html')` as soon as it commits.
    static func pageProgram(_ version: BackgroundReadHandler.Version)
        -> @Sendable (SimulationContext) async throws -> Void
    {
        { sim in
            let index = PageModel(script: [PageScriptStep(.replaceLocation("app://localhost/next.html"))])
            let configuration = try WebViewConfigurationBuilder()
                .setURLSchemeHandler(BackgroundReadHandler(version, indexPage: index), forURLScheme: "app")
                .build(log: sim.findingLog())
            let webView = sim.makeWebView(configuration: configuration)
            await webView.load("app://localhost/index.html")
            sim.expect(await webView.state.url?.href == "app://localhost/next.html", "the page replaced itself")
        }
    }

    @Test("With the page's own location.replace: B fails on every stop, the fix passes 10,000 schedules")
    func pageDriven() {
        var stoppedRuns = 0
        for seed in 0..<500 as Range<UInt64> {
            let outcome = Simulation.run(SimulationOptions(seed: seed), name: "race6b-page", Self.pageProgram(.b))
            let stopped = outcome.timeline.contains("schemeTask nav#1 stop task#1")
            if stopped { stoppedRuns += 1 }
            #expect(stopped == (outcome.failure?.message == "This task has already been stopped"), "seed \(seed)")
        }
        #expect(stoppedRuns > 0)
        let reportB = Explorer.explore(seeds: 0..<1_000, name: "race6b-page", shrink: false, Self.pageProgram(.b))
        print(
            "RACE-CASES 6B (page script): found after \(reportB.schedulesRun) schedule(s); \(stoppedRuns)/500 stopped")
        #expect(reportB.firstFailure?.failure.message == "This task has already been stopped")
        let reportA = Explorer.explore(seeds: 0..<1_000, name: "race6a-page", shrink: false, Self.pageProgram(.a))
        print("RACE-CASES 6A (page script): found after \(reportA.schedulesRun) schedule(s)")
        #expect(reportA.firstFailure?.failure.message == "No response has been sent for this task")
        let fixed = Explorer.explore(
            seeds: TestBudget.seeds(10_000), name: "race6-page-fixed", shrink: false, Self.pageProgram(.fixed))
        #expect(fixed.passed, "\(fixed.firstFailure.map { "\($0.failure)" } ?? "")")
        #expect(fixed.schedulesRun == TestBudget.schedules(10_000))
    }

    @Test("Version A: explore finds 'No response has been sent for this task'; replays identically twice")
    func versionA() throws {
        let report = Explorer.explore(seeds: 0..<1_000, name: "race6a", Self.program(.a))
        let failure = try #require(report.firstFailure)
        #expect(failure.failure.message == "No response has been sent for this task")
        print("RACE-CASES 6A: found after \(report.schedulesRun) schedule(s), seed \(failure.seed)")
        let first = Simulation.replay(failure.schedule, name: "race6a", Self.program(.a))
        let second = Simulation.replay(failure.schedule, name: "race6a", Self.program(.a))
        #expect(first.failure?.message == "No response has been sent for this task")
        #expect(first.timeline == second.timeline)
        #expect(first.trace.digest == second.trace.digest)
        #expect(first.timeline == failure.trace.timeline)
        let outcomes = (0..<200 as Range<UInt64>).map { seed in
            Simulation.run(SimulationOptions(seed: seed), name: "race6a", Self.program(.a))
        }
        #expect(outcomes.contains { $0.succeeded }, "only under some interleavings")
    }

    @Test("Version B: explore finds 'This task has already been stopped'; replays identically twice")
    func versionB() throws {
        let report = Explorer.explore(seeds: 0..<1_000, name: "race6b", Self.program(.b))
        let failure = try #require(report.firstFailure)
        #expect(failure.failure.message == "This task has already been stopped")
        print("RACE-CASES 6B: found after \(report.schedulesRun) schedule(s), seed \(failure.seed)")
        let first = Simulation.replay(failure.schedule, name: "race6b", Self.program(.b))
        let second = Simulation.replay(failure.schedule, name: "race6b", Self.program(.b))
        #expect(first.timeline == second.timeline)
        #expect(first.trace.digest == second.trace.digest)
        #expect(first.timeline == failure.trace.timeline)
    }

    @Test("Version B fails on every schedule that stops the task, and only on those")
    func versionBFailsOnEveryStop() {
        var stoppedRuns = 0
        for seed in 0..<1_000 as Range<UInt64> {
            let outcome = Simulation.run(SimulationOptions(seed: seed), name: "race6b", Self.program(.b, yields: 6))
            let stopped = outcome.timeline.contains("schemeTask nav#1 stop task#1")
            if stopped { stoppedRuns += 1 }
            #expect(
                stopped == (outcome.failure?.message == "This task has already been stopped"),
                "seed \(seed): stopped=\(stopped), failure=\(outcome.failure.map { "\($0)" } ?? "none")"
            )
            #expect(outcome.failures.allSatisfy { $0.message == "This task has already been stopped" })
        }
        #expect(stoppedRuns > 0)
        #expect(stoppedRuns < 1_000, "some schedules complete the task first: it is never stopped")
        print("RACE-CASES 6B: \(stoppedRuns) of 1,000 schedules stopped the task; every one failed")
    }

    @Test("Fixed (#1640): 10,000 schedules pass")
    func fixedPasses() {
        let report = Explorer.explore(
            seeds: TestBudget.seeds(10_000), name: "race6-fixed", shrink: false, Self.program(.fixed))
        #expect(report.passed, "\(report.firstFailure.map { "\($0.failure)" } ?? "")")
        #expect(report.schedulesRun == TestBudget.schedules(10_000))
        #expect(report.distinctTraces > 1)
    }
}
