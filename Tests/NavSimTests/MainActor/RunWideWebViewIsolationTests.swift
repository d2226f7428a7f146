import NavSim
import Testing

/// `SimulationOptions.webViewIsolation`: every web view of a run on the main actor, with no `isolation:` per
/// `makeWebView` call.
@Suite("Web views on the main actor for a whole run")
struct RunWideWebViewIsolationTests {
    struct Run: Sendable, Equatable {
        /// Whether each web view runs on the main actor.
        var onMainActor: [Bool]
        /// The delegate's calls, "WebView#<id> <call>".
        var log: [String]
    }

    /// Two tabs loading at once through one `@MainActor` delegate; neither web view says where it runs.
    static func twoTabs(_ sim: SimulationContext) async throws -> Run {
        let delegate = AppNavigationDelegate()
        let configuration = WebViewConfigurationBuilder().build(log: sim.findingLog())
        let webViews = [1, 2].map { sim.makeWebView(id: WebViewID($0), configuration: configuration) }
        var onMainActor: [Bool] = []
        for webView in webViews {
            onMainActor.append(await MainActorWebViewTests.isOnMainActor(webView))
            await webView.setNavigationDelegate(delegate)
        }
        let tabs = webViews.map { webView in
            sim.spawn(name: "tab\(webView.id)") { await webView.load("https://example.com/\(webView.id)") }
        }
        for tab in tabs { _ = try await tab.value }
        return Run(onMainActor: onMainActor, log: await delegate.log)
    }

    static var mainActorOptions: SimulationOptions {
        var options = SimulationOptions()
        options.webViewIsolation = .mainActor
        return options
    }

    @Test("With the option, both web views and their @MainActor delegate calls are serialised on the main actor")
    func optionPlacesEveryWebView() {
        var interleavings: Set<[String]> = []
        for seed in 0..<300 as Range<UInt64> {
            var options = Self.mainActorOptions
            options.seed = seed
            let outcome = Simulation.run(options, name: "two", Self.twoTabs)
            #expect(outcome.succeeded, "seed \(seed): \(outcome.failures)")
            let run = outcome.value ?? Run(onMainActor: [], log: [])
            #expect(run.onMainActor == [true, true])
            for id in [1, 2] {
                let calls = run.log.filter { $0.hasPrefix("WebView#\(id) ") }.map {
                    String($0.split(separator: " ")[1])
                }
                #expect(calls == MainActorWebViewTests.order, "seed \(seed): \(run.log)")
            }
            interleavings.insert(run.log)
        }
        // One line, either web view first.
        #expect(interleavings.count >= 2)
    }

    @Test("Without it, each web view has its own actor and the delegate's main-actor assumption fails")
    func withoutTheOptionOwnActors() throws {
        let outcome = Simulation.run(SimulationOptions(seed: 1), name: "two", Self.twoTabs)
        #expect(outcome.value?.onMainActor == [false, false])
        let failure = try #require(outcome.failure)
        #expect(failure.kind == .isolation)
    }

    @Test("explore takes it as a parameter; the schedule records it, and its replay places the web views again")
    func exploreAndReplay() async throws {
        let report = await Explorer.exploreDetached(
            seeds: 0..<200, parameters: WebViewIsolation.mainActor.simulationParameters, name: "two", Self.twoTabs)
        #expect(report.passed, "\(report.firstFailure?.report ?? "")")
        let outcome = Simulation.run(Self.mainActorOptions, name: "two", Self.twoTabs)
        let schedule = try #require(outcome.schedule)
        #expect(schedule.parameters == ["webViews": "mainActor"])
        let parsed = try Schedule(parsing: schedule.encoded)
        let replay = Simulation.replay(parsed, name: "two", Self.twoTabs)
        #expect(replay.value == outcome.value)
        #expect(replay.value?.onMainActor == [true, true])
        #expect(replay.trace.serialized == outcome.trace.serialized)
    }

    @Test("isolation: on a call still wins; a value that names no isolation fails the run, naming the fix")
    func perCallAndBadValue() throws {
        let outcome = Simulation.run(Self.mainActorOptions, name: "own") { sim in
            await MainActorWebViewTests.isOnMainActor(sim.makeWebView(configuration: .standard, isolation: .ownActor))
        }
        #expect(outcome.value == false)
        let bad = Simulation.run(SimulationOptions(parameters: ["webViews": "main"]), name: "bad") { sim in
            await MainActorWebViewTests.isOnMainActor(sim.makeWebView(configuration: .standard))
        }
        #expect(bad.value == false)
        #expect(
            bad.failure?.message
                == "simulation parameter 'webViews' is 'main': expected 'ownActor' or 'mainActor' "
                + "(set it with SimulationOptions.webViewIsolation or WebViewIsolation.simulationParameters)")
    }
}
