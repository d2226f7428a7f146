import NavSim
import Testing

/// An app's navigation delegate, declared `@MainActor` as UIKit code is: it keeps its log on the main
/// actor and reaches it from WebKit's callbacks with `MainActor.assumeIsolated`.
@MainActor
final class AppNavigationDelegate: NavigationDelegate {
    var log: [String] = []
    var decisions = 0

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) {
        let id = webView.id
        MainActor.assumeIsolated {
            log.append("\(id) decidePolicyForAction")
            decisions += 1
        }
        decisionHandler(.allow)
    }

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor response: NavigationResponse,
        decisionHandler: DecisionHandler<NavigationResponsePolicy>
    ) {
        let id = webView.id
        MainActor.assumeIsolated { log.append("\(id) decidePolicyForResponse") }
        decisionHandler(.allow)
    }

    func webView(_ webView: isolated WebView, didStartProvisionalNavigation navigation: NavigationID) {
        let id = webView.id
        MainActor.assumeIsolated { log.append("\(id) didStartProvisionalNavigation") }
    }

    func webView(_ webView: isolated WebView, didCommit navigation: NavigationID) {
        let id = webView.id
        MainActor.assumeIsolated { log.append("\(id) didCommit") }
    }

    func webView(_ webView: isolated WebView, didFinish navigation: NavigationID) {
        let id = webView.id
        MainActor.assumeIsolated { log.append("\(id) didFinish") }
    }
}

@Suite("Web views on the main actor")
struct MainActorWebViewTests {
    static let order = [
        "decidePolicyForAction", "didStartProvisionalNavigation", "decidePolicyForResponse", "didCommit", "didFinish",
    ]

    static func twoWebViews(_ sim: SimulationContext) async throws -> [String] {
        let delegate = AppNavigationDelegate()
        let configuration = WebViewConfigurationBuilder().build(log: sim.findingLog())
        let pages = DefaultPageSource()
        let first = sim.makeWebView(id: 1, configuration: configuration, pageSource: pages, isolation: .mainActor)
        let second = sim.makeWebView(id: 2, configuration: configuration, pageSource: pages, isolation: .mainActor)
        await first.setNavigationDelegate(delegate)
        await second.setNavigationDelegate(delegate)
        let tabs = [first, second].map { webView in
            sim.spawn(name: "tab\(webView.id)") { await webView.load("https://example.com/\(webView.id)") }
        }
        for tab in tabs { _ = try await tab.value }
        return await delegate.log
    }

    @Test("A @MainActor delegate gets its calls on the main actor, in WebKit's order for each web view")
    func delegatesInWebKitsOrder() {
        var interleavings: Set<[String]> = []
        for seed in 0..<300 as Range<UInt64> {
            let outcome = Simulation.run(SimulationOptions(seed: seed), name: "two", Self.twoWebViews)
            #expect(outcome.succeeded, "seed \(seed): \(outcome.failures)")
            let log = outcome.value ?? []
            for id in [1, 2] {
                let calls = log.filter { $0.hasPrefix("WebView#\(id) ") }.map { $0.split(separator: " ")[1] }
                #expect(calls.map(String.init) == Self.order, "seed \(seed): \(log)")
            }
            interleavings.insert(log)
        }
        // The two web views' calls are serialised on the main actor: either may go first.
        #expect(interleavings.count >= 2)
    }

    @Test("A web view on the main actor runs on it: assumeIsolated holds inside its isolation")
    func webViewRunsOnTheMainActor() {
        let outcome = Simulation.run(name: "isolation") { sim in
            let webView = sim.makeWebView(configuration: .standard, isolation: .mainActor)
            let onMain = await Self.isOnMainActor(webView)
            let own = sim.makeWebView(id: 2, configuration: .standard)
            let ownOnMain = await Self.isOnMainActor(own)
            return [onMain, ownOnMain]
        }
        #expect(outcome.value == [true, false], "\(outcome.failures)")
    }

    @Test("Changing the content controller of a web view on the main actor from another queue is a finding")
    func contentControllerOffTheMainThread() throws {
        let outcome = Simulation.run(SimulationOptions(seed: 4), name: "controller") { sim in
            let configuration = WebViewConfigurationBuilder().build(log: sim.findingLog())
            let webView = sim.makeWebView(configuration: configuration, isolation: .mainActor)
            await MainActor.run {
                _ = webView.configuration.userContentController.add(PageScriptMessageStrategy(), name: "onMain")
            }
            let group = SimulatedGroup()
            SimulatedQueue(label: "com.example.bridge").async(group: group) {
                _ = webView.configuration.userContentController.add(PageScriptMessageStrategy(), name: "bridge")
            }
            await group.wait()
        }
        let failure = try #require(outcome.failure)
        #expect(
            failure.message
                == "Main Thread Checker: UI API called on a background thread: "
                + "-[WKUserContentController addScriptMessageHandler:name:]"
        )
        #expect(outcome.failures.count == 1, "\(outcome.failures)")
    }

    static func isOnMainActor(_ webView: isolated WebView) -> Bool {
        MainActor.sharedUnownedExecutor == webView.unownedExecutor
    }
}

extension UnownedSerialExecutor {
    static func == (lhs: UnownedSerialExecutor, rhs: UnownedSerialExecutor) -> Bool {
        unsafeBitCast(lhs, to: (UInt, UInt).self) == unsafeBitCast(rhs, to: (UInt, UInt).self)
    }
}
