import NavSim
import NavSimTestBudget
import Synchronization
import Testing

/// Chunks of a body, one per scheduling point: a stand-in for a file read or a network stream.
struct BodyChunks: AsyncSequence {
    let count: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var remaining: Int
        mutating func next() async -> [UInt8]? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            await Task.yield()  // the read
            return Array("chunk".utf8)
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: count) }
}

/// WebKit's adapter for Swift scheme handlers (`WKURLSchemeHandlerAdapter`): a task of work per scheme
/// task, kept by task and cancelled in `stop`; the work writes what an `AsyncSequence` yields.
final class StreamingSchemeHandler: URLSchemeHandler {
    /// Whether the loop checks cancellation before each write (the fix) or not (the bug).
    let checksCancellation: Bool
    let running = Mutex<[Int: URLSchemeWork]>([:])

    init(checksCancellation: Bool) { self.checksCancellation = checksCancellation }

    func start(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        let checks = checksCancellation
        let work = context.work {
            if checks, Task.isCancelled { return }  // stopped before the work began
            task.didReceive(URLSchemeResponse(url: task.request))
            for await chunk in BodyChunks(count: 4) {
                if checks, Task.isCancelled { return }
                task.didReceive(chunk)
            }
            if checks, Task.isCancelled { return }
            task.didFinish()
        }
        running.withLock { $0[task.id] = work }
    }

    func stop(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        running.withLock { $0.removeValue(forKey: task.id) }?.cancel()
    }
}

@Suite("A scheme handler keeps its work and cancels it in stop")
struct CancellableSchemeWorkTests {
    static func program(checksCancellation: Bool) -> @Sendable (SimulationContext) async throws -> Void {
        { sim in
            let configuration = try WebViewConfigurationBuilder()
                .setURLSchemeHandler(
                    StreamingSchemeHandler(checksCancellation: checksCancellation), forURLScheme: "app"
                )
                .build(log: sim.findingLog())
            let webView = sim.makeWebView(configuration: configuration)
            let load = sim.spawn(name: "load") { await webView.load("app://local/index.html") }
            // Leave after a number of scheduling points the seed picks: before, during or after the body.
            for _ in 0..<(sim.seed % 12) { await Task.yield() }
            await webView.close()
            _ = try await load.value
        }
    }

    @Test("Checking cancellation in the loop: no write after stop in 10,000 schedules, and stops do land mid-body")
    func checkedLoopPasses() throws {
        let report = Explorer.explore(
            seeds: TestBudget.seeds(10_000), name: "cancel-checked", shrink: false,
            Self.program(checksCancellation: true))
        #expect(report.passed, "\(report.firstFailure.map { "\($0.failure)" } ?? "")")
        #expect(report.schedulesRun == TestBudget.schedules(10_000))
        #expect(report.distinctTraces > 100)
    }

    @Test("A loop that never checks keeps writing after stop: WebKit's exception is found")
    func uncheckedLoopIsFound() throws {
        let report = Explorer.explore(
            seeds: 0..<1_000, name: "cancel-unchecked", shrink: false, Self.program(checksCancellation: false))
        let failure = try #require(report.firstFailure)
        #expect(failure.failure.kind == .finding)
        #expect(failure.failure.message == "This task has already been stopped")
    }

    @Test("Cancel reaches work that sleeps on the clock, and work cancelled before it starts starts cancelled")
    func cancellationReachesTheWork() throws {
        let outcome = Simulation.run(name: "cancel-sleep") { sim in
            let handler = SleepingHandler()
            let configuration = try WebViewConfigurationBuilder()
                .setURLSchemeHandler(handler, forURLScheme: "app")
                .build(log: sim.findingLog())
            let webView = sim.makeWebView(configuration: configuration)
            let load = sim.spawn(name: "load") { await webView.load("app://local/") }
            try await sim.clock.sleep(for: .milliseconds(1))
            await webView.close()
            _ = try await load.value
            return handler.seen.withLock { $0 }
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        // The running work's sleep ends with CancellationError when the page closes at 1 ms, not at 1 s
        // (the load waits for its work); the work cancelled before it started starts cancelled.
        #expect(outcome.value == ["queued cancelled: true", "sleep ended: CancellationError"])
        #expect(outcome.elapsed == .milliseconds(1))
    }
}

/// Sleeps a second before answering, and starts a second piece of work that it cancels at once.
final class SleepingHandler: URLSchemeHandler {
    let seen = Mutex<[String]>([])
    let running = Mutex<URLSchemeWork?>(nil)

    func start(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        let work = context.work { [self] in
            do {
                try await context.clock.sleep(for: .seconds(1))
                task.didReceive(URLSchemeResponse(url: task.request))
                task.didFinish()
            } catch {
                seen.withLock { $0.append("sleep ended: \(type(of: error))") }
            }
        }
        running.withLock { $0 = work }
        let queued = context.work { [self] in
            seen.withLock { $0.append("queued cancelled: \(Task.isCancelled)") }
        }
        queued.cancel()
        #expect(queued.isCancelled)
    }

    func stop(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        running.withLock { $0 }?.cancel()
    }
}
