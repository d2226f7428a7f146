import NavSim
import Synchronization
import Testing

/// RACE-CASES 5's lock held across a scheme-task call, with a real `Mutex` instead of a `SimulatedMutex`:
/// the reader's queue holds it while its task call waits for the main thread, and `stop`, run on the main
/// thread meanwhile, takes it again.
final class RealLockSchemeHandler: URLSchemeHandler {
    let active = Mutex(Set<Int>())

    func start(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        active.withLock { _ = $0.insert(task.id) }
        let response = URLSchemeResponse(url: task.request, mimeType: "text/html")
        SimulatedQueue(label: "reader").async { [self] in
            active.withLock { active in
                guard active.contains(task.id) else { return }
                task.didReceive(response)
                task.didFinish()
            }
        }
    }

    func stop(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        active.withLock { _ = $0.remove(task.id) }
    }

    static let program: @Sendable (SimulationContext) async throws -> Void = { sim in
        let configuration = try WebViewConfigurationBuilder()
            .setURLSchemeHandler(RealLockSchemeHandler(), forURLScheme: "app")
            .build(log: sim.findingLog())
        let webView = sim.makeWebView(configuration: configuration, isolation: .mainActor)
        let article = sim.spawn(name: "open-article") { await webView.load("app://local/article.html") }
        await Task.yield()
        await webView.load("https://example.com/", type: .linkActivated)
        _ = try await article.value
    }
}

@Suite("A real lock held across a scheme-task call that waits for the main thread")
struct RealLockAcrossCallTests {
    #if os(Linux) || os(macOS)
        @Test("It traps as a recursive lock, and the message points to SimulatedMutex")
        func trapsWithAHint() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                for seed in 0..<200 as Range<UInt64> {
                    _ = Simulation.run(SimulationOptions(seed: seed), name: "real-lock", RealLockSchemeHandler.program)
                }
            }
            let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(stderr.contains("Use SimulatedMutex for that lock"), "\(stderr)")
            #if os(Linux)
                #expect(stderr.contains("Recursive call to lock Mutex"), "\(stderr)")
            #endif
        }
    #endif
}
