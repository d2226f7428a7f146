import NavSimCore
import Synchronization
import Testing

final class BridgeStrategy: ScriptMessageStrategy {
    static let identifier = "bridge"
    let messages = Mutex<[ScriptMessage]>([])
    func didReceive(_ message: ScriptMessage) { messages.withLock { $0.append(message) } }
}

final class ReplyingStrategy: ScriptMessageReplyStrategy {
    enum Mode { case once, twice, never }
    static let identifier = "reply"
    let mode: Mode
    init(mode: Mode) { self.mode = mode }
    func didReceive(_ message: ScriptMessage, replyHandler: ScriptReplyHandler) {
        switch mode {
        case .once: replyHandler(.string("ok"), nil)
        case .twice:
            replyHandler(.string("ok"), nil)
            replyHandler(nil, "again")
        case .never: break
        }
    }
}

@Suite("Script messages (WEBKIT-CONTRACT §6)")
struct ScriptMessageTests {
    @Test("RACE-CASES 7: push, pop, push adds 'bridge' twice: WebKit's duplicate-name exception")
    func pushPopPush() {
        let controller = UserContentController()
        // Screen appears: adds its handler.
        #expect(controller.add(BridgeStrategy(), name: "bridge"))
        // Screen pops without removing it, then pushes again.
        #expect(controller.add(BridgeStrategy(), name: "bridge") == false)
        let finding = controller.log.all.first
        #expect(finding?.message == "Attempt to add script message handler with name 'bridge' when one already exists.")
        #expect(finding?.exception == "NSInvalidArgumentException")
        #expect(finding?.severity == .violation)
    }

    @Test("RACE-CASES 7 fixed: remove on disappear, or the builder's replace-by-name")
    func pushPopPushFixed() {
        let controller = UserContentController()
        controller.add(BridgeStrategy(), name: "bridge")
        controller.removeScriptMessageHandler(forName: "bridge")
        controller.add(BridgeStrategy(), name: "bridge")
        #expect(controller.log.all.isEmpty)

        let configuration = WebViewConfigurationBuilder()
            .add(strategy: BridgeStrategy())
            .add(strategy: BridgeStrategy())
            .build()
        #expect(configuration.strategies.count == 1)
        #expect(configuration.userContentController.names() == ["bridge"])
        #expect(configuration.userContentController.log.all.isEmpty)
    }

    @Test("The same name in another content world is allowed; removing an unknown name does nothing")
    func worlds() {
        let controller = UserContentController()
        controller.add(BridgeStrategy(), name: "bridge", world: .page)
        controller.add(BridgeStrategy(), name: "bridge", world: .defaultClient)
        controller.removeScriptMessageHandler(forName: "missing")
        #expect(controller.log.all.isEmpty)
        #expect(controller.names(in: .defaultClient) == ["bridge"])
    }

    @Test("A message reaches its strategy with its frame and security origin")
    func dispatchCarriesFrame() async throws {
        let strategy = BridgeStrategy()
        let configuration = WebViewConfigurationBuilder().add(strategy: strategy).build()
        let webView = WebView(configuration: configuration)
        await webView.load("https://example.com/")
        let iframe = FrameInfo(id: FrameID(2), request: ParsedURL("https://ads.example.net/frame"))
        #expect(await webView.postMessage(name: "bridge", body: .string("main")) == .delivered)
        #expect(await webView.postMessage(name: "bridge", body: .number(2), frame: iframe) == .delivered)
        let messages = strategy.messages.withLock { $0 }
        try #require(messages.count == 2)
        #expect(messages[0].frame.isMainFrame)
        #expect(messages[0].frame.securityOrigin.description == "https://example.com")
        #expect(messages[1].frame.isMainFrame == false)
        #expect(messages[1].frame.securityOrigin.description == "https://ads.example.net")
        #expect(messages[1].body == .number(2))
    }

    @Test("Posting to an unknown name: the handler is undefined in the page")
    func undefinedHandler() async {
        let webView = WebView()
        #expect(await webView.postMessage(name: "nope", body: .null) == .undefined)
        #expect(
            webView.findings.map(\.message) == [
                "TypeError: undefined is not an object (evaluating 'window.webkit.messageHandlers.nope.postMessage')"
            ]
        )
    }

    @Test("Replies: once fulfils; twice raises; dropped rejects with WebKit's message")
    func replies() async {
        for (mode, expected, finding) in [
            (ReplyingStrategy.Mode.once, ScriptReply.fulfilled(.string("ok")), nil as String?),
            (
                .twice, .fulfilled(.string("ok")),
                "replyHandler passed to userContentController:didReceiveScriptMessage:replyHandler: should not be called twice"
            ),
            (
                .never, .rejected("WKWebView API client did not respond to this postMessage"),
                "WKWebView API client did not respond to this postMessage"
            ),
        ] {
            let configuration = WebViewConfigurationBuilder().add(strategy: ReplyingStrategy(mode: mode)).build()
            let webView = WebView(configuration: configuration)
            let reply = await webView.postMessageWithReply(name: "reply", body: .string("ping"))
            #expect(reply == expected)
            #expect(webView.findings.map(\.message) == (finding.map { [$0] } ?? []))
        }
    }

    @Test("A dropped reply is not a crash; a second reply is")
    func replySeverity() async {
        let dropped = WebView(
            configuration: WebViewConfigurationBuilder().add(strategy: ReplyingStrategy(mode: .never)).build())
        _ = await dropped.postMessageWithReply(name: "reply", body: .null)
        #expect(dropped.findings.first?.severity == .warning)
        let twice = WebView(
            configuration: WebViewConfigurationBuilder().add(strategy: ReplyingStrategy(mode: .twice)).build())
        _ = await twice.postMessageWithReply(name: "reply", body: .null)
        #expect(twice.findings.first?.severity == .violation)
    }

    @Test("The dispatcher sees registrations made after it was created")
    func dispatcherRefreshes() {
        let controller = UserContentController()
        var dispatcher = ScriptMessageDispatcher(controller: controller)
        #expect(dispatcher.strategy(for: "bridge", in: .page) == nil)
        controller.add(BridgeStrategy(), name: "bridge")
        #expect(dispatcher.strategy(for: "bridge", in: .page) != nil)
        controller.removeAllScriptMessageHandlers()
        #expect(dispatcher.strategy(for: "bridge", in: .page) == nil)
    }
}
