import NavSim
import NavSimWebKit
import NavSimWebKitFixtures
import Synchronization
import Testing

/// Serves `app://` from memory, answering at once; with `finishesInStop`, RACE-CASES 6's "fix" #1606.
final class MemorySchemeHandler: NSObject, WKURLSchemeHandler {
    let finishesInStop: Bool
    let answers: Bool
    var started: Set<ObjectIdentifier> = []
    var hashes: [Int: String] = [:]

    init(answers: Bool = true, finishesInStop: Bool = false) {
        self.answers = answers
        self.finishesInStop = finishesInStop
    }

    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask) {
        started.insert(ObjectIdentifier(urlSchemeTask))
        hashes[urlSchemeTask.hash] = urlSchemeTask.request.url?.absoluteString
        guard answers, let url = urlSchemeTask.request.url else { return }  // the file read never ends
        urlSchemeTask.didReceive(
            URLResponse(url: url, mimeType: "text/html", expectedContentLength: 5, textEncodingName: nil))
        urlSchemeTask.didReceive(Data("hello".utf8))
        urlSchemeTask.didFinish()
    }

    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask) {
        #expect(started.contains(ObjectIdentifier(urlSchemeTask)), "the task at stop is the one at start")
        if finishesInStop { urlSchemeTask.didFinish() }
    }
}

/// Answers panels in the plain spelling, or drops the confirm's handler.
final class PanelDelegate: NSObject, WKUIDelegate {
    let dropsConfirm: Bool

    init(dropsConfirm: Bool) { self.dropsConfirm = dropsConfirm }

    func webView(
        _ webView: WKWebView,
        runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping (Bool) -> Void
    ) {
        if !dropsConfirm { completionHandler(true) }
    }

    func webView(
        _ webView: WKWebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: WKFrameInfo
    ) async -> String? {
        "typed \(prompt)"
    }
}

/// Replies in the `async` form, reading the body as apps do.
final class ReplyingHandler: NSObject, WKScriptMessageHandlerWithReply {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
        async -> (Any?, String?)
    {
        guard let body = message.body as? [String: Any], let count = body["count"] as? Double else {
            return (nil, "bad body")
        }
        return (["doubled": count * 2], nil)
    }
}

@Suite("WebKit's behaviour through the facade")
struct WebKitBehaviourTests {
    @Test("A scheme handler serves a page; its tasks are objects: keys, hashes, the same at stop")
    func schemeHandlerServes() {
        let outcome = runWebKit { () -> [String] in
            let handler = MemorySchemeHandler()
            let configuration = WKWebViewConfiguration()
            configuration.setURLSchemeHandler(handler, forURLScheme: "app")
            let webView = WKWebView(frame: .zero, configuration: configuration)
            webView.load(URLRequest(url: URL(string: "app://local/index.html")!))
            await webView.navigationsSettled()
            return [webView.url?.absoluteString ?? "nil", "\(handler.started.count)", "\(handler.hashes.count)"]
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value == ["app://local/index.html", "1", "1"])
    }

    @Test("RACE-CASES 6B in WebKit's spelling: didFinish inside stop, found; the fix passes 10,000 schedules")
    func finishInsideStop() throws {
        let program: @Sendable (Bool) -> @Sendable (SimulationContext) async throws -> Void = { finishesInStop in
            { sim in
                await sim.withWebKit {
                    let handler = MemorySchemeHandler(answers: false, finishesInStop: finishesInStop)
                    let configuration = WKWebViewConfiguration()
                    configuration.setURLSchemeHandler(handler, forURLScheme: "app")
                    let webView = WKWebView(frame: .zero, configuration: configuration)
                    webView.load(URLRequest(url: URL(string: "app://local/index.html")!))
                    webView.load(URLRequest(url: URL(string: "https://example.com/")!))  // location.replace
                    await webView.navigationsSettled()
                }
            }
        }
        try checkRaceCase(
            "webkit-race6b",
            buggy: program(true),
            fixed: program(false),
            message: "This task has already been stopped"
        )
    }

    @Test("Registering a scheme WebKit handles itself is WebKit's exception, recorded")
    func nativeSchemeRefused() {
        let outcome = runWebKit {
            let configuration = WKWebViewConfiguration()
            configuration.setURLSchemeHandler(MemorySchemeHandler(), forURLScheme: "https")
        }
        #expect(messages(outcome) == ["'https' is a URL scheme that WKWebView handles natively"])
    }

    @Test("Panels: an answered confirm, an async prompt, and a dropped handler named with the app's class")
    func panels() {
        let answered = runWebKit { () -> [String] in
            let delegate = PanelDelegate(dropsConfirm: false)
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            webView.uiDelegate = delegate
            let confirmed = await webView.core.runConfirm("Sure?")
            let typed = await webView.core.runPrompt("Name")
            await webView.navigationsSettled()
            return ["\(confirmed)", typed ?? "nil"]
        }
        #expect(answered.succeeded, "\(answered.failures)")
        #expect(answered.value == ["true", "typed Name"])
        let dropped = runWebKit {
            let delegate = PanelDelegate(dropsConfirm: true)
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            webView.uiDelegate = delegate
            _ = await webView.core.runConfirm("Sure?")
        }
        #expect(
            messages(dropped) == [
                "Completion handler passed to -[NavSimWebKitTests.PanelDelegate webView:runJavaScriptConfirmPanelWithMessage:initiatedByFrame:completionHandler:] was not called"
            ]
        )
    }

    @Test("A message handler with reply answers the page's promise in the async form")
    func replyAsync() {
        let outcome = runWebKit { () -> String in
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            webView.configuration.userContentController.addScriptMessageHandler(
                ReplyingHandler(), contentWorld: .page, name: "native")
            webView.load(URLRequest(url: URL(string: "https://example.com/")!))
            await webView.navigationsSettled()
            let reply = await webView.core.postMessageWithReply(
                name: "native", body: .dictionary(["count": .number(21)]))
            await webView.navigationsSettled()
            return "\(reply)"
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value?.contains("doubled: 42") == true, "\(String(describing: outcome.value))")
    }

    @Test("A load made off the main actor is the Main Thread Checker's finding")
    func offMainThread() {
        let outcome = Simulation.run(SimulationOptions(seed: 3), name: "app") { sim in
            let environment = sim.webKitEnvironment()
            let webView = await WebKitEnvironment.$current.withValue(environment) {
                await MainActor.run { WKWebView(frame: .zero, configuration: WKWebViewConfiguration()) }
            }
            let background = sim.spawn(name: "background") {
                BackgroundLoader.load(webView, URL(string: "https://example.com/")!)
            }
            try await background.value
            await webView.navigationsSettled()
        }
        #expect(
            messages(outcome).first
                == "Main Thread Checker: UI API called on a background thread: -[WKWebView loadRequest:]"
        )
    }

    @Test("Outside a simulation: real time, the same delegate calls")
    @MainActor
    func realTime() async {
        let recorder = Recorder()
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.navigationDelegate = recorder
        let navigation = webView.load(URLRequest(url: URL(string: "https://example.com/real")!))
        #expect(navigation != nil)
        #expect(webView.url?.absoluteString == "https://example.com/real", "the pending request shows at once")
        #expect(webView.isLoading)
        await webView.navigationsSettled()
        #expect(!webView.isLoading)
        #expect(
            recorder.calls == [
                "decideAction /real", "didStartProvisionalNavigation", "decideResponse /real", "didCommit", "didFinish",
            ]
        )
        let answer = try? await webView.evaluateJavaScript("document.title")
        #expect(answer is NSNull)
    }
}
