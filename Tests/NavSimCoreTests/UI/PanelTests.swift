import NavSimCore
import Synchronization
import Testing

/// A UI delegate whose panels answer as told: once, twice, never, or later through ``held``.
final class PanelDelegate: UIDelegate, Sendable {
    enum Mode: Sendable { case once, twice, never, hold }
    let mode: Mode
    let asked = Mutex<[String]>([])
    let held = Mutex<CompletionHandler<Bool>?>(nil)

    init(_ mode: Mode) { self.mode = mode }

    func webView(
        _ webView: isolated WebView,
        runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: FrameInfo,
        completionHandler: CompletionHandler<Void>
    ) {
        asked.withLock { $0.append("alert \(message) from \(frame.securityOrigin)") }
        switch mode {
        case .once: completionHandler()
        case .twice:
            completionHandler()
            completionHandler()
        case .never, .hold: break
        }
    }

    func webView(
        _ webView: isolated WebView,
        runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: FrameInfo,
        completionHandler: CompletionHandler<Bool>
    ) {
        asked.withLock { $0.append("confirm \(message)") }
        switch mode {
        case .once: completionHandler(true)
        case .twice:
            completionHandler(true)
            completionHandler(false)
        case .never: break
        case .hold: held.withLock { $0 = completionHandler }
        }
    }

    func webView(
        _ webView: isolated WebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: FrameInfo,
        completionHandler: CompletionHandler<String?>
    ) {
        asked.withLock { $0.append("prompt \(prompt)") }
        switch mode {
        case .once: completionHandler("typed")
        case .twice:
            completionHandler("typed")
            completionHandler(nil)
        case .never, .hold: break
        }
    }
}

/// A UI delegate that implements nothing: WebKit's defaults apply.
final class SilentUIDelegate: UIDelegate {}

@Suite("JavaScript panels (WEBKIT-CONTRACT §7, §1)")
struct PanelTests {
    @Test("Not implemented: alert acts as OK, confirm as false, prompt as nil")
    func defaults() async {
        await checkDefaults(nil)
        await checkDefaults(SilentUIDelegate())
    }

    private func checkDefaults(_ delegate: sending (any UIDelegate)?) async {
        let webView = WebView()
        await webView.setUIDelegate(delegate)
        await webView.runAlert("hello")
        #expect(await webView.runConfirm("sure?") == false)
        #expect(await webView.runPrompt("name?", defaultText: "x") == nil)
        #expect(webView.findings.isEmpty)
    }

    @Test("Implemented: the delegate's answers reach the page")
    func implemented() async {
        let webView = WebView()
        let delegate = PanelDelegate(.once)
        await webView.setUIDelegate(delegate)
        await webView.runAlert("hello")
        #expect(await webView.runConfirm("sure?"))
        #expect(await webView.runPrompt("name?") == "typed")
        #expect(delegate.asked.withLock { $0 } == ["alert hello from null", "confirm sure?", "prompt name?"])
        #expect(webView.findings.isEmpty)
    }

    @Test(
        "Called twice: WebKit's message names the panel's selector",
        arguments: [
            "webView:runJavaScriptAlertPanelWithMessage:initiatedByFrame:completionHandler:",
            "webView:runJavaScriptConfirmPanelWithMessage:initiatedByFrame:completionHandler:",
            "webView:runJavaScriptTextInputPanelWithPrompt:defaultText:initiatedByFrame:completionHandler:",
        ]
    )
    func calledTwice(selector: String) async throws {
        let webView = WebView()
        await webView.setUIDelegate(PanelDelegate(.twice))
        if selector.contains("Alert") {
            await webView.runAlert("a")
        } else if selector.contains("Confirm") {
            #expect(await webView.runConfirm("c"), "the first call wins")
        } else {
            #expect(await webView.runPrompt("p") == "typed", "the first call wins")
        }
        let finding = try #require(webView.findings.first)
        #expect(
            finding.message
                == "Completion handler passed to -[NavSimCoreTests.PanelDelegate \(selector)] was called more than once"
        )
        #expect(finding.exception == "NSInternalInconsistencyException")
        #expect(webView.findings.count == 1)
    }

    @Test("Released uncalled: 'was not called', and the page goes on with the default answer")
    func notCalled() async throws {
        let webView = WebView()
        await webView.setUIDelegate(PanelDelegate(.never))
        #expect(await webView.runConfirm("c") == false)
        let finding = try #require(webView.findings.first)
        #expect(
            finding.message
                == "Completion handler passed to -[NavSimCoreTests.PanelDelegate webView:runJavaScriptConfirmPanelWithMessage:initiatedByFrame:completionHandler:] was not called"
        )
    }

    @Test("The legacy SDK ignores a second call silently")
    func legacy() async {
        let configuration = WebViewConfigurationBuilder().set(completionHandlerBehavior: .legacy).build()
        let webView = WebView(configuration: configuration)
        await webView.setUIDelegate(PanelDelegate(.twice))
        #expect(await webView.runConfirm("c"))
        #expect(webView.findings.isEmpty)
    }

    @Test("A panel blocks the page's script until answered, then the script goes on")
    func panelBlocksScript() async throws {
        let bridge = RecordingBridge()
        let configuration = WebViewConfigurationBuilder().add(strategy: bridge, name: "bridge").build()
        let page = PageModel(script: [
            PageScriptStep(.confirm("Leave?")),
            PageScriptStep(.postMessage(name: "bridge", body: .string("after"))),
        ])
        let source = StaticPageSource(["https://example.com/": PageResponse(page: page)])
        let webView = WebView(configuration: configuration, pageSource: source)
        let delegate = PanelDelegate(.hold)
        await webView.setUIDelegate(delegate)
        async let load = webView.load("https://example.com/")
        while delegate.held.withLock({ $0 == nil }) { await Task.yield() }
        #expect(bridge.bodies.isEmpty, "the script waits for the panel")
        delegate.held.withLock { handler in
            handler?(true)
            handler = nil
        }
        #expect(await load.result == .finished)
        #expect(bridge.bodies == ["\"after\""])
        #expect(webView.findings.isEmpty)
    }
}

/// A script message strategy that records bodies and frames.
final class RecordingBridge: ScriptMessageStrategy {
    static let identifier = "bridge"
    private let messages = Mutex<[ScriptMessage]>([])
    var bodies: [String] { messages.withLock { $0.map { "\($0.body)" } } }
    var received: [ScriptMessage] { messages.withLock { $0 } }
    func didReceive(_ message: ScriptMessage) { messages.withLock { $0.append(message) } }
}
