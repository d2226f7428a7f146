import NavSim
import NavSimWebKit
import Testing

/// A delegate no other test uses, so that the first run below is the first of its class in the process. It does
/// not implement the response decision: the facade learns that once per class (`OptionalMethodCache`).
final class FirstSeenDelegate: NSObject, WKNavigationDelegate {
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        decisionHandler(.allow)
    }
}

/// RACE-CASES 1's delegate as a class of its own that no other test uses: its first run in the process is cold.
final class FirstSeenClassicDelegate: ClassicDelegate {}

/// A UI delegate and a replying handler no other test uses, implementing none of their `async` forms.
final class FirstSeenUIDelegate: NSObject, WKUIDelegate {}

final class FirstSeenReplyHandler: NSObject, WKScriptMessageHandlerWithReply {}

@Suite("A seed's schedule does not depend on what ran before in the process")
struct ColdClassTraceTests {
    /// Found while checking that WebKit race cases replay their explored trace byte for byte: a failure found at
    /// the first seed of an exploration replayed, in the same process, to another trace. The first run of a
    /// delegate class probes the `async` methods it does not implement in a task of the web view's, which later
    /// runs skip; that run marks itself a warm-up (`SimulationContext.markWarmUp`) and `Simulation.run` runs the
    /// seed again, now warm.
    @Test("The same seed gives the same trace the first time a delegate class is used and afterwards")
    func sameTraceColdAndWarm() {
        let program: @Sendable (SimulationContext) async throws -> Void = { sim in
            await sim.withWebKit {
                let delegate = FirstSeenDelegate()
                let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
                webView.navigationDelegate = delegate
                webView.load(URLRequest(url: URL(string: "https://example.com/")!))
                await webView.navigationsSettled()
            }
        }
        let cold = Simulation.run(SimulationOptions(seed: 0), name: "first-seen", program)
        let warm = Simulation.run(SimulationOptions(seed: 0), name: "first-seen", program)
        #expect(cold.succeeded && warm.succeeded)
        #expect(cold.trace.serialized == warm.trace.serialized)
        #expect(!cold.trace.serialized.contains("decidePolicyFor response"), "no probe task in the returned run")
    }

    /// The verdict the cold probe changed: RACE-CASES 1's fixed program, in WebKit's spelling, failed at seed 1
    /// when its delegate's class had not run before in the process (the probe's task let the second load's
    /// decision overtake the first navigation).
    @Test("RACE-CASES 1's fixed program passes at its first run in the process, as at every later one")
    func fixedRaceCase1PassesCold() {
        let program = WebKitRaceCase1Tests.program(returnsAfterDeciding: true) {
            FirstSeenClassicDelegate(returnsAfterDeciding: $0)
        }
        let cold = Simulation.run(SimulationOptions(seed: 1), name: "webkit-race1-fixed", program)
        #expect(cold.succeeded, "\(cold.failures)")
        let warm = Simulation.run(SimulationOptions(seed: 1), name: "webkit-race1-fixed", program)
        #expect(warm.succeeded, "\(warm.failures)")
        #expect(cold.trace.serialized == warm.trace.serialized)
    }

    @Test("A UI delegate's panels and a replying handler's async forms: cold and warm give one trace")
    func panelsAndRepliesColdAndWarm() {
        let page = PageModel(script: [
            PageScriptStep(.postMessageWithReply(name: "bridge", body: .string("ping"))),
            PageScriptStep(.alert("Saved")),
            PageScriptStep(.confirm("Sure?")),
            PageScriptStep(.prompt("Name", defaultText: "Ann")),
        ])
        let pages = StaticPageSource(["https://example.com/": PageResponse(page: page)])
        let program: @Sendable (SimulationContext) async throws -> Void = { sim in
            await sim.withWebKit(pageSource: pages) {
                let configuration = WKWebViewConfiguration()
                configuration.userContentController.addScriptMessageHandler(
                    FirstSeenReplyHandler(), contentWorld: .page, name: "bridge")
                let webView = WKWebView(frame: .zero, configuration: configuration)
                let ui = FirstSeenUIDelegate()
                webView.uiDelegate = ui
                webView.load(URLRequest(url: URL(string: "https://example.com/")!))
                await webView.navigationsSettled()
                withExtendedLifetime(ui) {}
            }
        }
        let cold = Simulation.run(SimulationOptions(seed: 2), name: "first-seen-ui", program)
        let warm = Simulation.run(SimulationOptions(seed: 2), name: "first-seen-ui", program)
        #expect(cold.succeeded && warm.succeeded)
        #expect(cold.trace.serialized == warm.trace.serialized)
    }
}
