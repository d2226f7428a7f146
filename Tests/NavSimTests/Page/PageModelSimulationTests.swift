import NavSim
import NavSimTestSupport
import Synchronization
import Testing

/// Records the messages the page posts, with their frames.
final class FrameRecordingBridge: ScriptMessageStrategy {
    static let identifier = "bridge"
    let messages = Mutex<[ScriptMessage]>([])
    func didReceive(_ message: ScriptMessage) { messages.withLock { $0.append(message) } }
}

/// Answers `alert` after a delay, on a spawned task, as a user dismissing it.
final class SlowAlertDelegate: UIDelegate, Sendable {
    let sim: SimulationContext
    init(sim: SimulationContext) { self.sim = sim }

    func webView(
        _ webView: isolated WebView,
        runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: FrameInfo,
        completionHandler: CompletionHandler<Void>
    ) {
        let sim = self.sim
        sim.spawn(name: "user") {
            try await sim.clock.sleep(for: .milliseconds(10))
            completionHandler()
        }
    }
}

@Suite("The page model under the deterministic runtime")
struct PageModelSimulationTests {
    static let origin = "https://example.com/"

    @Test("Steps run at their times; messages carry their frame and its origin")
    func framesAndTimes() throws {
        let outcome = Simulation.run(SimulationOptions(seed: 1), name: "frames") { sim in
            let bridge = FrameRecordingBridge()
            let configuration = WebViewConfigurationBuilder().add(strategy: bridge).build(log: sim.findingLog())
            let page = PageModel(
                frames: [PageFrame(id: FrameID(1), url: "https://ads.example.net/frame")],
                script: [
                    PageScriptStep(
                        at: .milliseconds(20), frame: FrameID(1), .postMessage(name: "bridge", body: .number(2))),
                    PageScriptStep(at: .milliseconds(10), .postMessage(name: "bridge", body: .number(1))),
                ]
            )
            let source = StaticPageSource([Self.origin: PageResponse(page: page)])
            let webView = sim.makeWebView(configuration: configuration, pageSource: source)
            await webView.load(Self.origin)
            let messages = bridge.messages.withLock { $0 }
            return messages.map { "\($0.body) \($0.frame.isMainFrame) \($0.frame.securityOrigin)" }
        }
        #expect(outcome.succeeded)
        #expect(outcome.value == ["1 true https://example.com", "2 false https://ads.example.net"])
        #expect(outcome.elapsed == .milliseconds(20))
        #expect(outcome.timeline.contains("pageScript nav#1 frame#1 postMessage bridge 2"))
    }

    @Test("evaluateJavaScript waits while an alert blocks the page's script, on every schedule")
    func evaluationWaitsForPanel() {
        let report = Explorer.explore(seeds: 0..<200, name: "js-after-panel", shrink: false) { sim in
            let page = PageModel(
                script: [PageScriptStep(.alert("Saved"))],
                javaScript: ["document.title": .value(.string("Home"))]
            )
            let source = StaticPageSource([Self.origin: PageResponse(page: page)])
            let webView = sim.makeWebView(
                configuration: WebViewConfigurationBuilder().build(log: sim.findingLog()),
                pageSource: source
            )
            await webView.setUIDelegate(SlowAlertDelegate(sim: sim))
            let load = sim.spawn(name: "load") { await webView.load(Self.origin) }
            try await sim.clock.sleep(for: .milliseconds(1))
            let title = await webView.evaluateJavaScript("document.title")
            sim.expect(title == .success(.string("Home")), "the page answers the script")
            sim.expect(sim.now == .milliseconds(10), "the evaluation waited for the alert: \(sim.now)")
            _ = try await load.value
        }
        #expect(report.passed, "\(report.firstFailure.map { "\($0.failure)" } ?? "")")
    }

    @Test("A script that throws: 'A JavaScript exception occurred'; an unknown one is null")
    func evaluationErrors() {
        let outcome = Simulation.run(SimulationOptions(seed: 3), name: "js") { sim in
            let page = PageModel(javaScript: ["boom()": .exception("ReferenceError: boom")])
            let source = StaticPageSource([Self.origin: PageResponse(page: page)])
            let webView = sim.makeWebView(configuration: .standard, pageSource: source)
            await webView.load(Self.origin)
            return [await webView.evaluateJavaScript("boom()"), await webView.evaluateJavaScript("1 + 1")]
        }
        #expect(
            outcome.value == [
                .failure(
                    JavaScriptError(
                        .exceptionOccurred, message: "A JavaScript exception occurred: ReferenceError: boom")),
                .success(.null),
            ]
        )
    }

    @Test("A pipeline that waits for several async replies reports completion after the last one")
    func asyncPipeline() {
        let report = Explorer.explore(seeds: 0..<200, name: "pipeline", shrink: false) { sim in
            let page = PageModel(javaScript: [
                "return await bridge.profile()": .resolves(.string("profile"), after: .milliseconds(30)),
                "return await bridge.cart()": .resolves(.string("cart"), after: .milliseconds(10)),
                "return await bridge.token()": .rejects("expired", after: .milliseconds(20)),
            ])
            let source = StaticPageSource([Self.origin: PageResponse(page: page)])
            let webView = sim.makeWebView(configuration: .standard, pageSource: source)
            await webView.load(Self.origin)
            // The app's pipeline: three calls at once; it reports completion only when all have replied.
            let replies = await withTaskGroup(of: String.self) { group in
                for body in [
                    "return await bridge.profile()", "return await bridge.cart()", "return await bridge.token()",
                ] {
                    group.addTask {
                        let result = await webView.callAsyncJavaScript(body, arguments: ["v": .number(1)])
                        return (try? result.get()).map { "\($0)" } ?? "rejected"
                    }
                }
                var replies: [String] = []
                for await reply in group { replies.append(reply) }
                return replies
            }
            sim.record("pipeline complete", actor: "App")
            sim.expect(sim.now == .milliseconds(30), "completion after the last reply")
            sim.expect(
                replies == ["\"cart\"", "rejected", "\"profile\""],
                "replies arrive as promises settle"
            )
        }
        #expect(report.passed, "\(report.firstFailure.map { "\($0.failure)" } ?? "")")
    }

    @Test("A promise pending when the page is left fails the call")
    func pageLeft() {
        let outcome = Simulation.run(SimulationOptions(seed: 5), name: "left") { sim in
            let page = PageModel(javaScript: ["slow()": .resolves(.number(1), after: .milliseconds(50))])
            let source = StaticPageSource([Self.origin: PageResponse(page: page)])
            let webView = sim.makeWebView(configuration: .standard, pageSource: source)
            await webView.load(Self.origin)
            let call = sim.spawn(name: "call") { await webView.callAsyncJavaScript("slow()") }
            try await sim.clock.sleep(for: .milliseconds(5))
            await webView.load("https://example.com/next")
            return try await call.value
        }
        #expect(outcome.value.map { (try? $0.get()) == nil } == true)
        if case .failure(let error)? = outcome.value { #expect(error.code == .pageLeft) }
    }

    @Test("Subresources through a scheme handler; location.replace stops the page's running tasks")
    func subresourceStoppedByReplace() throws {
        let outcome = Simulation.run(SimulationOptions(seed: 7), name: "replace") { sim in
            let handler = ServingSchemeHandler(latency: .milliseconds(50), chunks: 2)
            let configuration = try WebViewConfigurationBuilder()
                .setURLSchemeHandler(handler, forURLScheme: "app")
                .build(log: sim.findingLog())
            let page = PageModel(script: [
                PageScriptStep(.loadSubresource("app://local/fast.css")),
                PageScriptStep(at: .milliseconds(1), .loadSubresource("app://local/slow.json")),
                PageScriptStep(at: .milliseconds(5), .replaceLocation("https://example.com/next")),
            ])
            let source = StaticPageSource([Self.origin: PageResponse(page: page)])
            let webView = sim.makeWebView(configuration: configuration, pageSource: source)
            await webView.load(Self.origin)
            return (await webView.state.url?.href, await webView.runningSchemeTasks.count)
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value?.0 == "https://example.com/next")
        #expect(outcome.value?.1 == 0)
        #expect(outcome.timeline.contains("schemeTask nav#1 stop task#1 app://local/fast.css"))
        #expect(outcome.timeline.contains("schemeTask nav#1 stop task#2 app://local/slow.json"))
        #expect(outcome.timeline.contains("pageScript nav#1 page left") == false, "the script had no step left")
    }
}
