import NavSim
import NavSimTestBudget
import NavSimTestSupport
import Synchronization
import Testing

/// RACE-CASES 5 as wikipedia-ios wrote it (PR #2982): the web view on the main thread, a scheme handler
/// that reads on its own serial queue, a set of active tasks behind a lock, and `stop` that marks the task
/// inactive later, with a block on the same queue.
final class ArticleSchemeHandler: URLSchemeHandler {
    enum Version: Sendable {
        /// `stop` sends the removal to the worker queue: the worker still sees the task active.
        case deferredStop
        /// The worker holds the lock across its task calls, which wait for the main thread; `stop`, on the
        /// main thread, waits for the lock: a deadlock on a device.
        case lockAcrossCall
        /// Every task call and the active set stay on the main thread: `stop` removes at once, the
        /// worker sends its calls to the main queue, which checks the set first.
        case mainQueue
    }

    let version: Version
    let queue = SimulatedQueue(label: "org.wikimedia.schemehandler")
    let lock = SimulatedMutex("activeTasks")
    let active = SharedCell(Set<Int>(), name: "activeTasks")

    init(_ version: Version) { self.version = version }

    func start(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        active.modify { _ = $0.insert(task.id) }
        let response = URLSchemeResponse(url: task.request, mimeType: "text/html")
        let body = Array("<html>article</html>".utf8)
        queue.async { [self] in
            switch version {
            case .deferredStop:
                for call in Self.calls(task, response, body) {
                    let isActive = await lock.withLock { active.read().contains(task.id) }  // the file read
                    if isActive { call() }
                }
            case .lockAcrossCall:
                await lock.lock()
                if active.read().contains(task.id) {
                    for call in Self.calls(task, response, body) { call() }
                }
                lock.unlock()
            case .mainQueue:
                for call in Self.calls(task, response, body) {
                    await lock.withLock {}  // the file read
                    SimulatedQueue.main.async { [self] in
                        if active.read().contains(task.id) { call() }
                    }
                }
            }
        }
    }

    func stop(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        switch version {
        case .deferredStop:
            queue.async { [self] in await lock.withLock { active.modify { _ = $0.remove(task.id) } } }
        case .lockAcrossCall:
            SimulatedQueue.main.async { [self] in await lock.withLock { active.modify { _ = $0.remove(task.id) } } }
        case .mainQueue:
            active.modify { _ = $0.remove(task.id) }
        }
    }

    static func calls(_ task: URLSchemeTask, _ response: URLSchemeResponse, _ body: [UInt8]) -> [@Sendable () -> Void] {
        [{ task.didReceive(response) }, { task.didReceive(body) }, { task.didFinish() }]
    }

    static func program(_ version: Version) -> @Sendable (SimulationContext) async throws -> Void {
        { sim in
            let configuration = try WebViewConfigurationBuilder()
                .setURLSchemeHandler(ArticleSchemeHandler(version), forURLScheme: "app")
                .build(log: sim.findingLog())
            let webView = sim.makeWebView(configuration: configuration, isolation: .mainActor)
            let article = sim.spawn(name: "open-article") { await webView.load("app://local/article.html") }
            await Task.yield()
            await webView.load("https://example.com/", type: .linkActivated)  // the reader navigates away
            _ = try await article.value
        }
    }
}

/// An app's decision manager: the delegate parks each decision handler under an id in a dictionary
/// behind a lock and asks the page's script; the script's reply arrives on the replies queue, and a
/// timeout on the main queue cancels the navigation if the reply is late.
final class DecisionManager: NavigationDelegate, Sendable {
    let fixed: Bool
    let lock = SimulatedMutex("pendingDecisions")
    let pending = SharedCell([Int: DecisionHandler<NavigationActionPolicy>](), name: "pendingDecisions")
    let replies = SimulatedQueue(label: "com.example.replies")
    let nextID = Mutex(0)

    init(fixed: Bool) { self.fixed = fixed }

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) {
        let id = nextID.withLock { id in
            id += 1
            return id
        }
        replies.async { [self] in
            await lock.withLock { pending.modify { $0[id] = decisionHandler } }
            // The page's script answers after 100 ms, on the replies queue.
            replies.asyncAfter(deadline: .now() + .milliseconds(100)) { [self] in await answer(id, .allow) }
        }
        SimulatedQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) { [self] in await answer(id, .cancel) }
    }

    /// Answers a parked decision once: the reply and the timeout race for it.
    func answer(_ id: Int, _ policy: NavigationActionPolicy) async {
        if fixed {
            let handler = await lock.withLock { pending.modify { $0.removeValue(forKey: id) } }
            handler?(policy)
        } else {
            let handler = await lock.withLock { pending.read()[id] }
            handler?(policy)
            await lock.withLock { pending.modify { $0[id] = nil } }
        }
    }

    static func program(fixed: Bool) -> @Sendable (SimulationContext) async throws -> Void {
        { sim in
            let configuration = WebViewConfigurationBuilder().build(log: sim.findingLog())
            let webView = sim.makeWebView(
                configuration: configuration, navigationDelegate: DecisionManager(fixed: fixed), isolation: .mainActor)
            await webView.load("https://example.com/product/7", type: .linkActivated)
        }
    }
}

@Suite("Race cases written as the apps wrote them: main queue, serial queues, locks")
struct DispatchRaceCaseTests {
    static func explore(
        _ name: String,
        strategy: SchedulingStrategy = .random,
        _ body: @escaping @Sendable (SimulationContext) async throws -> Void
    ) async throws -> ExplorationFailure {
        let report = await Explorer.exploreDetached(seeds: 0..<1_000, strategy: strategy, name: name, body)
        let failure = try #require(report.firstFailure, "\(name): no failure in 1,000 schedules")
        let first = Simulation.replay(failure.schedule, name: name, body)
        let second = Simulation.replay(failure.schedule, name: name, body)
        #expect(first.trace.serialized == failure.trace.serialized)
        #expect(second.trace.serialized == failure.trace.serialized)
        if let shrunk = failure.shrunk {
            #expect(Simulation.replay(shrunk.schedule, name: name, body).trace.serialized == shrunk.trace.serialized)
        }
        return failure
    }

    @Test("RACE-CASES 5 with its dispatch queues: the deferred stop is found and replayed byte for byte")
    func raceCase5DeferredStop() async throws {
        let failure = try await Self.explore("race5-queues", ArticleSchemeHandler.program(.deferredStop))
        #expect(failure.failure.message == "This task has already been stopped")
    }

    @Test("A lock held across a scheme-task call deadlocks with the main thread, as on a device, naming both")
    func raceCase5LockAcrossCall() async throws {
        let body = ArticleSchemeHandler.program(.lockAcrossCall)
        let found = await offThePool {
            (0..<1_000 as Range<UInt64>).first { seed in
                Simulation.run(SimulationOptions(seed: seed), name: "race5-lock", body).failure?.kind == .deadlock
            }
        }
        let seed = try #require(found)
        let outcome = Simulation.run(SimulationOptions(seed: seed), name: "race5-lock", body)
        let failure = try #require(outcome.failure)
        #expect(failure.message.contains("waits for the main thread to run -[WKURLSchemeTask"), "\(failure)")
        #expect(failure.message.contains("waits for lock 'activeTasks'"), "\(failure)")
        let again = try #require(outcome.schedule)
        #expect(Simulation.replay(again, name: "race5-lock", body).trace.serialized == outcome.trace.serialized)
    }

    @Test("RACE-CASES 5 fixed on the main queue passes 10,000 schedules")
    func raceCase5Fixed() async {
        let report = await Explorer.exploreDetached(
            seeds: TestBudget.seeds(10_000), name: "race5-main", shrink: false, ArticleSchemeHandler.program(.mainQueue)
        )
        #expect(report.passed, "\(report.firstFailure?.report ?? "")")
        #expect(report.distinctTraces > 1)
    }

    @Test("The decision manager's reply and timeout both answer: WebKit's 'called more than once'")
    func decisionManager() async throws {
        let failure = try await Self.explore("decisions", DecisionManager.program(fixed: false))
        #expect(failure.failure.message.hasSuffix("was called more than once"), "\(failure.failure)")
    }

    @Test("The decision manager that takes and removes under one lock passes 10,000 schedules")
    func decisionManagerFixed() async {
        let report = await Explorer.exploreDetached(
            seeds: TestBudget.seeds(10_000), name: "decisions-fixed", shrink: false,
            DecisionManager.program(fixed: true))
        #expect(report.passed, "\(report.firstFailure?.report ?? "")")
        #expect(report.distinctTraces > 1)
    }
}
