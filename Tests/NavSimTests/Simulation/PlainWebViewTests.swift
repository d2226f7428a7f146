import NavSim
import Testing

@Suite("A WebView made in a simulation without sim.makeWebView")
struct PlainWebViewTests {
    @Test("A plain WebView on the simulation's clock joins the run's timeline")
    func plainWebViewJoinsTheTimeline() {
        let outcome = Simulation.run(name: "plain") { sim in
            let webView = WebView(
                configuration: Preset.default.builder().build(log: sim.findingLog()), clock: sim.clock)
            await webView.load("https://example.com/product/7", type: .linkActivated)
        }
        #expect(outcome.succeeded)
        #expect(outcome.timeline.contains("decidePolicyForAction nav#1 https://example.com/product/7"))
        #expect(outcome.timeline.contains("actionDecided nav#1 cancel by NativePage"))
        let made = Simulation.run(name: "plain") { sim in
            let webView = sim.makeWebView(configuration: Preset.default.builder().build(log: sim.findingLog()))
            await webView.load("https://example.com/product/7", type: .linkActivated)
        }
        #expect(made.timeline == outcome.timeline)
    }

    @Test("A web view given its own event sink keeps it: the clock does not add a second")
    func anExplicitSinkWins() {
        let log = WebViewEventLog()
        let outcome = Simulation.run(name: "own sink") { sim in
            let webView = WebView(configuration: .standard, clock: sim.clock, events: log)
            await webView.load("https://example.com/")
        }
        #expect(!log.events.isEmpty)
        #expect(!outcome.timeline.contains("decidePolicyForAction"))
    }
}
