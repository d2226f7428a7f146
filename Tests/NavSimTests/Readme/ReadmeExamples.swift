import NavSim
import NavSimTesting
import Testing

// The README's Swift examples, compiled and run. `ReadmeCommandTests` checks that every Swift block of the
// README appears here line for line (indentation aside), so the README cannot show code that does not build.

@Test func checkoutAnswersEveryDecision() async {
    let mainActor = WebViewIsolation.mainActor.simulationParameters
    await expectAllSchedulesPass(seeds: 0..<1_000, parameters: mainActor) { sim in
        let configuration = Preset.payment.builder().build(log: sim.findingLog())
        let webView = sim.makeWebView(configuration: configuration)
        await webView.load("https://example.com/checkout")
    }
}

final class ClassicDelegate: NavigationDelegate {
    func webView(
        _ webView: isolated WebView, decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) {
        if action.request.pathSegments.first == "product" {
            decisionHandler(.cancel)  // forgot `return`
        }
        decisionHandler(.allow)
    }
}

@Test func theClassicDelegateExamplePrintsWhatItsCommentSays() async {
    let webView = WebView(navigationDelegate: ClassicDelegate())
    await webView.load("https://example.com/product/1234")
    print(webView.findings.map(\.message))
    // ["Completion handler passed to -[NavSimTests.ClassicDelegate webView:decidePolicyForNavigationAction:decisionHandler:] was called more than once"]
    #expect(
        webView.findings.map(\.message) == [
            "Completion handler passed to -[NavSimTests.ClassicDelegate webView:decidePolicyForNavigationAction:decisionHandler:] was called more than once"
        ])
}

struct BlockTrackers: StaticNavigationActionHandler {
    let name = "BlockTrackers"
    let trackers = HostPattern("tracker.example", includeSubdomains: true)
    func claim(_ action: NavigationAction) -> HandlerClaim {
        action.request.hostMatches(trackers, for: .refusal) ? .decides(.cancel) : .passes
    }
}

@Test func theChainExampleBlocksTrackersAndOpensProductsNatively() async throws {
    let chain = try NavigationChain {
        BlockTrackers()
        try NativePageHandler(patterns: ["/product/:id(int)"])
        AllowAllHandler()
    }
    let webView = WebView(configuration: WebViewConfigurationBuilder().set(navigationChain: chain).build())
    #expect(await webView.load("https://ads.tracker.example/pixel").decidedBy == "BlockTrackers")
    #expect(await webView.load("https://example.com/product/7", type: .linkActivated).decidedBy == "NativePage")
    #expect(await webView.load("https://example.com/about").decidedBy == "AllowAll")
    // A rule that refuses matches its host under every scheme.
    #expect(BlockTrackers().claim(NavigationAction(url: "javascript://tracker.example/%0aalert(1)")) != .passes)
}

@MainActor final class PendingLoads {
    var inFlight: Set<String> = []
    var started = 0
    func startOnce(_ url: String, _ sim: SimulationContext) async {
        guard inFlight.insert(url).inserted else { return }  // check and act in one main-actor turn
        started += 1
        try? await sim.clock.sleep(for: .milliseconds(1))  // then ask the server
    }
}

@Test func aURLStartsOnce() async {
    await expectAllSchedulesPass(seeds: 0..<1_000) { sim in
        let loads = PendingLoads()
        async let first: Void = loads.startOnce("https://example.com/a", sim)
        async let second: Void = loads.startOnce("https://example.com/a", sim)
        _ = await (first, second)
        let started = await loads.started
        sim.expect(started == 1, "started \(started) times")
    }
}
