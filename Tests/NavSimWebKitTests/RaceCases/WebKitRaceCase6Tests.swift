import NavSim
import NavSimTestBudget
import NavSimWebKit
import NavSimWebKitFixtures
import Testing

/// RACE-CASES 6, version A, in WebKit's spelling (cordova-ios #1605): the app's scheme handler
/// (`BackgroundFileSchemeHandler`, a fixture written with `import WebKit` and plain `DispatchQueue`s) answers
/// the response on the main queue and the data from a background read; the page replaces itself at once.
@Suite("RACE-CASES 6A in WebKit's spelling: background read, data before the response")
struct WebKitRaceCase6Tests {
    static func program(_ version: BackgroundFileSchemeHandler.Version)
        -> @Sendable (SimulationContext) async throws -> Void
    {
        { sim in
            try await sim.withWebKit {
                let configuration = WKWebViewConfiguration()
                configuration.setURLSchemeHandler(BackgroundFileSchemeHandler(version), forURLScheme: "app")
                let webView = WKWebView(frame: .zero, configuration: configuration)
                webView.load(URLRequest(url: URL(string: "app://localhost/index.html")!))
                // The page runs `location.replace('next.html')` as soon as it can.
                let page = sim.spawn(name: "location.replace") {
                    await MainActor.run {
                        _ = webView.load(URLRequest(url: URL(string: "app://localhost/next.html")!))
                    }
                }
                try await page.value
                await webView.navigationsSettled()
            }
        }
    }

    /// Version A fails two ways, each under some interleavings only: the background read's data overtakes
    /// the response still waiting in the main queue (RACE-CASES 6A), or the task is stopped between the
    /// background check and the call WebKit runs on the main thread (`callOnMainRunLoopAndWait`): a check
    /// made off the main thread does not hold when the call arrives.
    @Test("Found by exploration, replayed byte for byte, and the fix passes 10,000 schedules")
    func raceCase6A() throws {
        let buggy = Self.program(.a)
        var messages: [String: UInt64] = [:]
        var passed = 0
        for seed in 0..<200 as Range<UInt64> {
            let outcome = Simulation.run(SimulationOptions(seed: seed), name: "webkit-race6a", buggy)
            if let failure = outcome.failure {
                if messages[failure.message] == nil { messages[failure.message] = seed }
            } else {
                passed += 1
            }
        }
        #expect(passed > 0, "a race: some interleavings pass")
        #expect(messages["This task has already been stopped"] != nil, "\(messages)")
        let seed = try #require(messages["No response has been sent for this task"], "\(messages)")
        let outcome = Simulation.run(SimulationOptions(seed: seed), name: "webkit-race6a", buggy)
        let schedule = try #require(outcome.schedule)
        let first = Simulation.replay(schedule, name: "webkit-race6a", buggy)
        let second = Simulation.replay(schedule, name: "webkit-race6a", buggy)
        #expect(first.failure?.message == "No response has been sent for this task")
        #expect(first.trace.serialized == outcome.trace.serialized)
        #expect(second.trace.serialized == outcome.trace.serialized)
        let fixed = Explorer.explore(
            seeds: TestBudget.seeds(10_000), name: "webkit-race6a-fixed", shrink: false, Self.program(.fixed))
        #expect(fixed.passed, "\(String(describing: fixed.firstFailure?.failure))")
        #expect(fixed.schedulesRun == TestBudget.schedules(10_000))
    }
}
