import NavSim
import NavSimTestBudget
import Synchronization
import Testing

/// RACE-CASES 4 (react-native-webview PR #4004): the decision is delegated to script code through a
/// bridge; when the script's handler is not registered yet, the callback throws, the exception is
/// swallowed on the script side, and the decision handler, kept in a map, is never called.
final class ScriptDecisionBridge: Sendable {
    struct NotReady: Error {}
    private let registered = Atomic<Bool>(false)

    /// The page registers its `onShouldStartLoadWithRequest` handler.
    func register() { registered.store(true, ordering: .sequentiallyConsistent) }

    /// The script's decision; throws before the handler is registered.
    func shouldStartLoad(_ url: String) throws -> Bool {
        guard registered.load(ordering: .sequentiallyConsistent) else { throw NotReady() }
        return !url.hasSuffix("/blocked")
    }
}

final class ScriptDecisionDelegate: NavigationDelegate, Sendable {
    let sim: SimulationContext
    let bridge: ScriptDecisionBridge
    let answersInDefer: Bool
    /// Decision handlers waiting for the script, by navigation, as the bridge keeps them.
    let pending = Mutex<[NavigationID: DecisionHandler<NavigationActionPolicy>]>([:])

    init(sim: SimulationContext, bridge: ScriptDecisionBridge, answersInDefer: Bool) {
        self.sim = sim
        self.bridge = bridge
        self.answersInDefer = answersInDefer
    }

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) {
        let navigation = action.navigation
        let url = action.request.href
        pending.withLock { $0[navigation] = decisionHandler }
        _ = sim.spawn(name: "js-thread") { [self] in
            await Task.yield()  // the message crosses to the script thread
            if answersInDefer {
                var allow = false
                defer { answer(navigation, allow ? .allow : .cancel) }
                do { allow = try bridge.shouldStartLoad(url) } catch {
                    sim.record("script threw \(error)", actor: "JS")
                }
            } else {
                do {
                    answer(navigation, try bridge.shouldStartLoad(url) ? .allow : .cancel)
                } catch {
                    sim.record("script threw \(error)", actor: "JS")  // swallowed: nothing answers
                }
            }
        }
    }

    private func answer(_ navigation: NavigationID, _ policy: NavigationActionPolicy) {
        pending.withLock { $0.removeValue(forKey: navigation) }?(policy)
    }
}

@Suite("RACE-CASES 4: a decision callback that throws")
struct RaceCase4Tests {
    static func program(answersInDefer: Bool, deadline: DecisionDeadline? = nil)
        -> @Sendable (SimulationContext) async throws -> NavigationOutcome.Result
    {
        { sim in
            let bridge = ScriptDecisionBridge()
            let configuration = WebViewConfigurationBuilder()
                .set(decisionDeadline: deadline)
                .build(log: sim.findingLog(failingAt: deadline == nil ? .violation : .warning))
            let delegate = ScriptDecisionDelegate(sim: sim, bridge: bridge, answersInDefer: answersInDefer)
            let webView = sim.makeWebView(configuration: configuration, navigationDelegate: delegate)
            let page = sim.spawn(name: "page-init") {
                await Task.yield()
                bridge.register()
            }
            let outcome = await webView.load("https://example.com/next", type: .linkActivated)
            try await page.value
            return outcome.result
        }
    }

    @Test("Explore finds the hang; the failing seed replays identically twice")
    func findsTheHang() throws {
        let report = Explorer.explore(seeds: 0..<1_000, name: "race4", Self.program(answersInDefer: false))
        let failure = try #require(report.firstFailure)
        #expect(failure.failure.kind == .hang)
        #expect(report.schedulesRun <= 1_000)
        print("RACE-CASES 4: hang found after \(report.schedulesRun) schedule(s), seed \(failure.seed)")
        let first = Simulation.replay(failure.schedule, name: "race4", Self.program(answersInDefer: false))
        let second = Simulation.replay(failure.schedule, name: "race4", Self.program(answersInDefer: false))
        #expect(first.failure?.kind == .hang)
        #expect(first.timeline == second.timeline)
        #expect(first.timeline == failure.trace.timeline)
    }

    @Test("With a decision deadline, the pending decision is reported and the fail-closed policy applied")
    func deadlineReportsIt() throws {
        let deadline = DecisionDeadline(.seconds(5), policy: .failClosed)
        let report = Explorer.explore(
            seeds: 0..<1_000,
            name: "race4-deadline",
            Self.program(answersInDefer: false, deadline: deadline)
        )
        let failure = try #require(report.firstFailure)
        #expect(failure.failure.kind == .finding)
        #expect(
            failure.failure.message.hasPrefix(
                "No decision for nav#1 from webView:decidePolicyForNavigationAction:decisionHandler: within 5"))
        #expect(failure.failure.message.hasSuffix("applied fail-closed: cancel"))
        #expect(failure.failure.time == .seconds(5))
    }

    @Test("Fixed: answering in defer passes 10,000 schedules")
    func fixedPasses() {
        let report = Explorer.explore(
            seeds: TestBudget.seeds(10_000), name: "race4-fixed", shrink: false, Self.program(answersInDefer: true))
        #expect(report.passed)
        #expect(report.schedulesRun == TestBudget.schedules(10_000))
        #expect(report.distinctTraces > 1)
    }
}
