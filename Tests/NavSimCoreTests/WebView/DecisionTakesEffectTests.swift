import NavSimCore
import NavSimTestSupport
import Synchronization
import Testing

/// A delegate that records its calls, holds the decision handlers the test asks it to hold, and allows
/// everything else.
final class HoldingRecordingDelegate: NavigationDelegate, Sendable {
    struct State {
        var calls: [String] = []
        var actions: [DecisionHandler<NavigationActionPolicy>] = []
        var responses: [DecisionHandler<NavigationResponsePolicy>] = []
    }

    let state = Mutex(State())
    let holdsAction: @Sendable (NavigationAction) -> Bool
    let holdsResponse: @Sendable (NavigationResponse) -> Bool

    init(
        holdsAction: @escaping @Sendable (NavigationAction) -> Bool = { _ in false },
        holdsResponse: @escaping @Sendable (NavigationResponse) -> Bool = { _ in false }
    ) {
        self.holdsAction = holdsAction
        self.holdsResponse = holdsResponse
    }

    var calls: [String] { state.withLock { $0.calls } }
    var heldActions: Int { state.withLock { $0.actions.count } }
    var heldResponses: Int { state.withLock { $0.responses.count } }

    /// Takes the held action handlers out (the delegate no longer keeps them).
    func takeActions() -> [DecisionHandler<NavigationActionPolicy>] {
        state.withLock { state in
            defer { state.actions = [] }
            return state.actions
        }
    }

    func takeResponses() -> [DecisionHandler<NavigationResponsePolicy>] {
        state.withLock { state in
            defer { state.responses = [] }
            return state.responses
        }
    }

    private func note(_ call: String) { state.withLock { $0.calls.append(call) } }

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) {
        note("decidePolicyForAction \(action.request.path)\(action.isRedirect ? " redirect" : "")")
        if holdsAction(action) {
            state.withLock { $0.actions.append(decisionHandler) }
        } else {
            decisionHandler(.allow)
        }
    }

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor response: NavigationResponse,
        decisionHandler: DecisionHandler<NavigationResponsePolicy>
    ) {
        note("decidePolicyForResponse \(response.url.path)")
        if holdsResponse(response) {
            state.withLock { $0.responses.append(decisionHandler) }
        } else {
            decisionHandler(.allow)
        }
    }

    func webView(_ webView: isolated WebView, didStartProvisionalNavigation navigation: NavigationID) {
        note("didStartProvisionalNavigation \(navigation)")
    }

    func webView(_ webView: isolated WebView, didReceiveServerRedirectForProvisionalNavigation navigation: NavigationID)
    {
        note("didReceiveServerRedirect \(navigation)")
    }

    func webView(_ webView: isolated WebView, didCommit navigation: NavigationID) { note("didCommit \(navigation)") }

    func webView(_ webView: isolated WebView, didFinish navigation: NavigationID) { note("didFinish \(navigation)") }

    func webView(
        _ webView: isolated WebView,
        didFailProvisionalNavigation navigation: NavigationID,
        withError error: NavigationError
    ) {
        note("didFailProvisionalNavigation \(navigation) \(error.code)")
    }

    func webView(_ webView: isolated WebView, didFail navigation: NavigationID, withError error: NavigationError) {
        note("didFail \(navigation) \(error.code)")
    }
}

/// Calls `decide` and then starts a load, both on the web view's isolation, so the load runs before the
/// task that waits for the decision resumes: an app calling `decisionHandler(.allow)` and loading at once.
private func decideThenLoad(
    _ webView: isolated WebView,
    _ url: String,
    _ decide: () -> Void
) async -> NavigationOutcome {
    decide()
    return await webView.load(url)
}

private func waitUntil(_ condition: () -> Bool) async {
    while !condition() { await Task.yield() }
}

@Suite("A decision takes effect when its handler is called (WEBKIT-CONTRACT §2, WebKit's policy listener)")
struct DecisionTakesEffectTests {
    @Test("allow, then a new load at once: the first starts, fails with -999, then the second is decided")
    func allowThenLoad() async {
        let delegate = HoldingRecordingDelegate(holdsAction: { $0.request.path == "/first" })
        let webView = WebView(navigationDelegate: delegate)
        async let first = webView.load("https://example.com/first")
        await waitUntil { delegate.heldActions == 1 }
        let handlers = delegate.takeActions()
        let second = await decideThenLoad(webView, "https://example.com/second") { handlers[0](.allow) }
        #expect(second.result == .finished)
        #expect(await first.result == .superseded)
        #expect(
            delegate.calls == [
                "decidePolicyForAction /first",
                "didStartProvisionalNavigation nav#1",
                "didFailProvisionalNavigation nav#1 -999",
                "decidePolicyForAction /second",
                "didStartProvisionalNavigation nav#2",
                "decidePolicyForResponse /second",
                "didCommit nav#2",
                "didFinish nav#2",
            ]
        )
        #expect(webView.findings.isEmpty, "the answer was on time: no late decision")
    }

    @Test("cancel, then a new load at once: the first is cancelled, never superseded")
    func cancelThenLoad() async {
        let delegate = HoldingRecordingDelegate(holdsAction: { $0.request.path == "/first" })
        let webView = WebView(navigationDelegate: delegate)
        async let first = webView.load("https://example.com/first")
        await waitUntil { delegate.heldActions == 1 }
        let handlers = delegate.takeActions()
        _ = await decideThenLoad(webView, "https://example.com/second") { handlers[0](.cancel) }
        #expect(await first.result == .cancelled)
        #expect(delegate.calls.prefix(2) == ["decidePolicyForAction /first", "decidePolicyForAction /second"])
        #expect(webView.findings.isEmpty)
    }

    @Test("allow, then stopLoading at once: the navigation had started, so it fails provisionally")
    func allowThenStop() async {
        let delegate = HoldingRecordingDelegate(holdsAction: { _ in true })
        let webView = WebView(navigationDelegate: delegate)
        async let first = webView.load("https://example.com/first")
        await waitUntil { delegate.heldActions == 1 }
        let handlers = delegate.takeActions()
        await stopAfter(webView) { handlers[0](.allow) }
        #expect(await first.result == .superseded)
        #expect(
            delegate.calls == [
                "decidePolicyForAction /first",
                "didStartProvisionalNavigation nav#1",
                "didFailProvisionalNavigation nav#1 -999",
            ]
        )
    }

    @Test("A response cancelled, then a new load at once: 102 for the first, not -999, and no late note")
    func responseCancelThenLoad() async {
        let delegate = HoldingRecordingDelegate(holdsResponse: { $0.url.path == "/first" })
        let webView = WebView(navigationDelegate: delegate)
        async let first = webView.load("https://example.com/first")
        await waitUntil { delegate.heldResponses == 1 }
        let handlers = delegate.takeResponses()
        _ = await decideThenLoad(webView, "https://example.com/second") { handlers[0](.cancel) }
        #expect(await first.result == .failedProvisional(.frameLoadInterrupted))
        #expect(
            Array(delegate.calls.prefix(5)) == [
                "decidePolicyForAction /first",
                "didStartProvisionalNavigation nav#1",
                "decidePolicyForResponse /first",
                "didFailProvisionalNavigation nav#1 102",
                "decidePolicyForAction /second",
            ]
        )
        #expect(webView.findings.isEmpty)
    }

    @Test("A response allowed, then a new load at once: the first, not yet committed, fails with -999")
    func responseAllowThenLoad() async {
        let delegate = HoldingRecordingDelegate(holdsResponse: { $0.url.path == "/first" })
        let webView = WebView(navigationDelegate: delegate)
        async let first = webView.load("https://example.com/first")
        await waitUntil { delegate.heldResponses == 1 }
        let handlers = delegate.takeResponses()
        _ = await decideThenLoad(webView, "https://example.com/second") { handlers[0](.allow) }
        #expect(await first.result == .superseded)
        #expect(delegate.calls.contains("didFailProvisionalNavigation nav#1 -999"))
        #expect(!delegate.calls.contains("didCommit nav#1"))
        #expect(webView.findings.isEmpty, "the answer was on time: no late decision")
    }

    @Test("A redirect allowed, then a new load at once: the redirect is reported, then -999 (network)")
    func redirectAllowThenLoadNetwork() async {
        let delegate = HoldingRecordingDelegate(holdsAction: { $0.isRedirect })
        let source = StaticPageSource(["https://example.com/first": PageResponse(redirect: "/target")])
        let webView = WebView(pageSource: source, navigationDelegate: delegate)
        async let first = webView.load("https://example.com/first")
        await waitUntil { delegate.heldActions == 1 }
        let handlers = delegate.takeActions()
        _ = await decideThenLoad(webView, "https://example.com/second") { handlers[0](.allow) }
        #expect(await first.result == .superseded)
        #expect(
            Array(delegate.calls.prefix(6)) == [
                "decidePolicyForAction /first",
                "didStartProvisionalNavigation nav#1",
                "decidePolicyForAction /target redirect",
                "didReceiveServerRedirect nav#1",
                "didFailProvisionalNavigation nav#1 -999",
                "decidePolicyForAction /second",
            ]
        )
        #expect(webView.findings.isEmpty)
    }

    @Test("A redirect allowed, then a new load at once: the redirect is reported, then -999 (scheme handler)")
    func redirectAllowThenLoadScheme() async throws {
        let delegate = HoldingRecordingDelegate(holdsAction: { $0.isRedirect })
        let handler = RecordingSchemeHandler(onStart: .hold)
        let configuration = try WebViewConfigurationBuilder().setURLSchemeHandler(handler, forURLScheme: "app").build()
        let webView = WebView(configuration: configuration, navigationDelegate: delegate)
        async let first = webView.load("app://local/first")
        var started = handler.started.makeAsyncIterator()
        let task = try #require(await started.next())
        #expect(
            task.didPerformRedirection(
                URLSchemeResponse(url: task.request, statusCode: 302), newRequest: ParsedURL("app://local/target")))
        await waitUntil { delegate.heldActions == 1 }
        let handlers = delegate.takeActions()
        _ = await decideThenLoad(webView, "https://example.com/second") { handlers[0](.allow) }
        #expect(await first.result == .superseded)
        #expect(
            Array(delegate.calls.prefix(6)) == [
                "decidePolicyForAction /first",
                "didStartProvisionalNavigation nav#1",
                "decidePolicyForAction /target redirect",
                "didReceiveServerRedirect nav#1",
                "didFailProvisionalNavigation nav#1 -999",
                "decidePolicyForAction /second",
            ]
        )
        #expect(webView.findings.isEmpty)
    }
}

/// Calls `decide`, then `stopLoading()`, both on the web view's isolation.
private func stopAfter(_ webView: isolated WebView, _ decide: () -> Void) {
    decide()
    webView.stopLoading()
}

@Suite("A panel's answer takes effect when its handler is called")
struct PanelAnswerTakesEffectTests {
    @Test("confirm answered, then a new load at once: the answer is recorded before the load")
    func answerThenLoad() async {
        let events = WebViewEventLog()
        let webView = WebView(events: events)
        let delegate = PanelDelegate(.hold)
        await webView.setUIDelegate(delegate)
        async let answer = webView.runConfirm("sure?")
        while delegate.held.withLock({ $0 == nil }) { await Task.yield() }
        let handler = delegate.held.withLock { $0! }
        _ = await decideThenLoad(webView, "https://example.com/next") { handler(true) }
        #expect(await answer == true)
        let kinds = events.events.filter { $0.kind == .panel || $0.kind == .load }
            .map { $0.kind == .load ? "load" : $0.detail }
        #expect(
            kinds == [
                "runJavaScriptConfirmPanelWithMessage asked of NavSimCoreTests.PanelDelegate",
                "runJavaScriptConfirmPanelWithMessage answered true",
                "load",
            ]
        )
    }
}
