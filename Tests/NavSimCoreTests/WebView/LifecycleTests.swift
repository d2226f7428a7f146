import NavSimCore
import NavSimTestSupport
import Synchronization
import Testing

@Suite("Navigation lifecycle (WEBKIT-CONTRACT §2)")
struct LifecycleTests {
    @Test("Main-frame delegate calls come in WebKit's order")
    func delegateOrder() async {
        let delegate = RecordingDelegate()
        let events = WebViewEventLog()
        let source = StaticPageSource(["https://example.com/": PageResponse(title: "Home")])
        let webView = WebView(pageSource: source, navigationDelegate: delegate, events: events)
        let outcome = await webView.load("https://example.com/")
        #expect(outcome.result == .finished)
        #expect(
            delegate.recorded == [
                "decidePolicyForAction https://example.com/",
                "didStartProvisionalNavigation",
                "decidePolicyForResponse https://example.com/",
                "didCommit",
                "didFinish",
            ]
        )
        #expect(await webView.state.title == "Home")
    }

    @Test("A server redirect asks the action policy again, then reports the redirect; url becomes the target")
    func redirect() async {
        let delegate = RecordingDelegate()
        let source = StaticPageSource(["https://example.com/old": PageResponse(redirect: "/new")])
        let webView = WebView(pageSource: source, navigationDelegate: delegate)
        let outcome = await webView.load("https://example.com/old")
        #expect(outcome.result == .finished)
        #expect(
            delegate.recorded == [
                "decidePolicyForAction https://example.com/old",
                "didStartProvisionalNavigation",
                "decidePolicyForAction https://example.com/new",
                "didReceiveServerRedirect",
                "decidePolicyForResponse https://example.com/new",
                "didCommit",
                "didFinish",
            ]
        )
        #expect(await webView.state.url?.href == "https://example.com/new")
    }

    @Test("A cancelled action calls nothing more: no start, commit or failure")
    func cancelledAction() async {
        let delegate = RecordingDelegate(actionPolicy: .cancel)
        let webView = WebView(navigationDelegate: delegate)
        #expect(await webView.load("https://example.com/").result == .cancelled)
        #expect(delegate.recorded == ["decidePolicyForAction https://example.com/"])
        let state = await webView.state
        #expect(state.isLoading == false)
        #expect(state.url == nil)
    }

    @Test("A cancelled response stops the provisional load with 'Frame load interrupted' (102)")
    func cancelledResponse() async {
        let delegate = RecordingDelegate(responsePolicy: .cancel)
        let webView = WebView(navigationDelegate: delegate)
        let outcome = await webView.load("https://example.com/")
        #expect(outcome.result == .failedProvisional(.frameLoadInterrupted))
        #expect(delegate.recorded.last == "didFailProvisionalNavigation 102")
    }

    @Test("Failure before commit calls didFailProvisionalNavigation and the url reverts")
    func failureBeforeCommit() async {
        let delegate = RecordingDelegate()
        let source = StaticPageSource(["https://down.example.com/": PageResponse(failure: .cannotFindHost)])
        let webView = WebView(pageSource: source, navigationDelegate: delegate)
        await webView.load("https://example.com/")
        let outcome = await webView.load("https://down.example.com/")
        #expect(outcome.result == .failedProvisional(.cannotFindHost))
        #expect(delegate.recorded.last == "didFailProvisionalNavigation -1003")
        #expect(await webView.state.url?.href == "https://example.com/")
    }

    @Test("Failure after commit calls didFail")
    func failureAfterCommit() async {
        let delegate = RecordingDelegate()
        let source = StaticPageSource(["https://example.com/": PageResponse(failureAfterCommit: .networkConnectionLost)]
        )
        let webView = WebView(pageSource: source, navigationDelegate: delegate)
        #expect(await webView.load("https://example.com/").result == .failed(.networkConnectionLost))
        #expect(delegate.recorded.suffix(2) == ["didCommit", "didFail -1005"])
    }

    @Test("A fragment-only navigation calls no delegate method; only the URL changes")
    func sameDocument() async {
        let delegate = RecordingDelegate()
        let webView = WebView(navigationDelegate: delegate)
        await webView.load("https://example.com/page")
        let before = delegate.recorded.count
        let outcome = await webView.load("https://example.com/page#section")
        #expect(outcome.result == .sameDocument)
        #expect(delegate.recorded.count == before)
        #expect(await webView.state.url?.href == "https://example.com/page#section")
    }

    @Test("Without a delegate, loadable requests are allowed and unknown schemes ignored")
    func defaultsWithoutDelegate() async {
        let webView = WebView()
        #expect(await webView.load("https://example.com/").result == .finished)
        #expect(await webView.load("tel:+15550100").result == .cancelled)
        let custom = WebView(configuration: WebViewConfigurationBuilder().register(customScheme: "app").build())
        let outcome = await custom.load("app://bundle/index.html")
        #expect(outcome.actionPolicy == .allow)
    }

    @Test("A response whose MIME type cannot be shown is ignored by default")
    func unshowableMIMEType() async {
        let source = StaticPageSource(["https://example.com/file.zip": PageResponse(mimeType: "application/zip")])
        let webView = WebView(pageSource: source)
        #expect(await webView.load("https://example.com/file.zip").result == .failedProvisional(.frameLoadInterrupted))
    }

    @Test("stopLoading before the action policy ends the load quietly; the late decision is ignored")
    func stopLoading() async {
        let delegate = HoldingDelegate()
        let webView = WebView(navigationDelegate: delegate)
        async let load = webView.load("https://example.com/")
        while delegate.held.withLock({ $0.isEmpty }) { await Task.yield() }
        await webView.stopLoading()
        #expect(await webView.state.isLoading == false)
        delegate.held.withLock { $0[0](.allow) }
        #expect(await load.result == .superseded)
    }

    @Test("The trace records the action decision with the deciding handler")
    func traceNamesTheDecider() async {
        let events = WebViewEventLog()
        let webView = WebView(configuration: Preset.default.configuration(), events: events)
        await webView.load("https://example.com/product/7", type: .linkActivated)
        let decided = events.events.first { $0.kind == .actionDecided }
        #expect(decided?.detail == "cancel by NativePage: openNativeScreen(product: 7)")
    }
}
