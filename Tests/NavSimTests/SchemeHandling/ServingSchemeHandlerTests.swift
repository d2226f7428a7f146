import NavSim
import Testing

@Suite("The built-in serving handler's stop behaviours, explored")
struct ServingSchemeHandlerTests {
    static func program(_ behavior: ServingSchemeHandler.StopBehavior)
        -> @Sendable (SimulationContext) async throws -> Void
    {
        { sim in
            let handler = ServingSchemeHandler(chunks: 3, onStop: behavior)
            let configuration = try WebViewConfigurationBuilder()
                .setURLSchemeHandler(handler, forURLScheme: "app")
                .build(log: sim.findingLog())
            let webView = sim.makeWebView(configuration: configuration)
            let first = sim.spawn(name: "load") { await webView.load("app://local/index.html") }
            // Leave while the worker writes: a few scheduling points in.
            for _ in 0..<4 { await Task.yield() }
            await webView.load("https://example.com/")
            _ = try await first.value
        }
    }

    @Test(
        "Apps' broken stops are found with WebKit's message",
        arguments: [ServingSchemeHandler.StopBehavior.ignore, .finishInsideStop, .markInactiveLater, .keepWriting]
    )
    func brokenStops(behavior: ServingSchemeHandler.StopBehavior) throws {
        let report = Explorer.explore(seeds: 0..<500, name: "stop-\(behavior)", shrink: false, Self.program(behavior))
        let failure = try #require(report.firstFailure)
        #expect(failure.failure.message == "This task has already been stopped")
    }

    @Test("Marking the task inactive in stop, under the worker's lock, passes 2,000 schedules")
    func correctStop() {
        let report = Explorer.explore(
            seeds: 0..<2_000, name: "stop-markInactive", shrink: false, Self.program(.markInactive))
        #expect(report.passed, "\(report.firstFailure.map { "\($0.failure)" } ?? "")")
        #expect(report.distinctTraces > 1)
    }
}
