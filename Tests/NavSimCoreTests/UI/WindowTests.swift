import NavSimCore
import Synchronization
import Testing

/// A UI delegate that creates new windows the way it is told.
final class WindowDelegate: UIDelegate, Sendable {
    enum Mode: Sendable {
        case refuse, ownConfiguration, givenConfiguration, givenAndReAddBridge, freshControllerAndReAddBridge
    }
    let mode: Mode
    let actions = Mutex<[NavigationAction]>([])

    init(_ mode: Mode) { self.mode = mode }

    func webView(
        _ webView: isolated WebView,
        createWebViewWith configuration: WebViewConfiguration,
        for action: NavigationAction,
        windowFeatures: WindowFeatures
    ) -> WebView? {
        actions.withLock { $0.append(action) }
        switch mode {
        case .refuse: return nil
        case .ownConfiguration: return WebView(id: 2, configuration: webView.configuration)
        case .givenConfiguration: return WebView(id: 2, configuration: configuration)
        case .givenAndReAddBridge:
            // The screen for the popup registers its handler again on the shared controller.
            configuration.userContentController.add(RecordingBridge(), name: "bridge")
            return WebView(id: 2, configuration: configuration)
        case .freshControllerAndReAddBridge:
            // The fix: the window gets a controller of its own before its web view is created.
            var configuration = configuration
            configuration.userContentController = UserContentController(log: webView.log)
            configuration.userContentController.add(RecordingBridge(), name: "bridge")
            return WebView(id: 2, configuration: configuration)
        }
    }
}

@Suite("New windows (WEBKIT-CONTRACT §7)")
struct WindowTests {
    static func opener(_ delegate: WindowDelegate?) async -> WebView {
        let configuration = WebViewConfigurationBuilder().add(strategy: RecordingBridge(), name: "bridge").build()
        let webView = WebView(configuration: configuration)
        await webView.setUIDelegate(delegate)
        await webView.load("https://example.com/")
        return webView
    }

    @Test("createWebView gets an action whose targetFrame is nil; nil cancels the navigation")
    func nilCancels() async throws {
        let delegate = WindowDelegate(.refuse)
        let webView = await Self.opener(delegate)
        #expect(await webView.openWindow("/popup") == nil)
        let action = try #require(delegate.actions.withLock { $0.first })
        #expect(action.targetFrame == nil)
        #expect(action.opensNewWindow)
        #expect(action.request.href == "https://example.com/popup")
        #expect(action.sourceFrame?.isMainFrame == true)
        #expect(await webView.openedWindows.isEmpty)
    }

    @Test("Without a UI delegate no window opens")
    func noDelegate() async {
        let webView = await Self.opener(nil)
        #expect(await webView.openWindow("/popup") == nil)
    }

    @Test("A web view created with another configuration: WebKit's message")
    func wrongConfiguration() async throws {
        let webView = await Self.opener(WindowDelegate(.ownConfiguration))
        #expect(await webView.openWindow("/popup") == nil)
        let finding = try #require(webView.findings.first)
        #expect(finding.message == "Returned WKWebView was not created with the given configuration.")
        #expect(finding.kind == .createWebViewWrongConfiguration)
        #expect(finding.severity == .violation)
        #expect(finding.handler == "NavSimCoreTests.WindowDelegate")
    }

    @Test("A web view created with the given configuration gets the request loaded into it")
    func loadsIntoNewWindow() async throws {
        let webView = await Self.opener(WindowDelegate(.givenConfiguration))
        let window = try #require(await webView.openWindow("/popup"))
        #expect(await window.state.url?.href == "https://example.com/popup")
        #expect(await webView.openedWindows.map(\.id) == [2])
        #expect(webView.findings.isEmpty)
    }

    @Test("The given configuration shares the opener's controller: re-adding 'bridge' is a duplicate")
    func sharedController() async throws {
        let webView = await Self.opener(WindowDelegate(.givenAndReAddBridge))
        _ = try #require(await webView.openWindow("/popup"))
        #expect(
            webView.findings.map(\.message) == [
                "Attempt to add script message handler with name 'bridge' when one already exists."
            ]
        )
    }

    @Test(
        "A window given a controller of its own registers 'bridge' again without a duplicate, and keeps the given configuration"
    )
    func freshController() async throws {
        let webView = await Self.opener(WindowDelegate(.freshControllerAndReAddBridge))
        let window = try #require(await webView.openWindow("/popup"))
        #expect(webView.findings.isEmpty)
        #expect(window.configuration.userContentController !== webView.configuration.userContentController)
        #expect(window.configuration.userContentController.names() == ["bridge"])
        #expect(webView.configuration.userContentController.names() == ["bridge"])
        #expect(await window.state.url?.href == "https://example.com/popup")
    }

    @Test("A window's user scripts are its controller's: a fresh controller runs none of the opener's")
    func windowScriptsFollowItsController() async throws {
        let configuration = WebViewConfigurationBuilder()
            .add(
                userScript: UserScript(
                    source: "", injectionTime: .atDocumentStart, forMainFrameOnly: true, name: "opener-script")
            )
            .build()
        let log = WebViewEventLog()
        let opener = WebView(configuration: configuration, events: log)
        await opener.load("https://example.com/")
        var fresh = configuration.copy()
        fresh.userContentController = UserContentController()
        let windowLog = WebViewEventLog()
        let window = WebView(id: 2, configuration: fresh, events: windowLog)
        await window.load("https://example.com/popup")
        #expect(log.events.contains { $0.detail.contains("opener-script") })
        #expect(!windowLog.events.contains { $0.detail.contains("opener-script") })
    }
}
