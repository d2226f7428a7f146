import NavSimCore
import NavSimTestSupport
import Synchronization
import Testing

/// RACE-CASES 1: the classic flag-driven delegate that cancels without `return`.
final class FallThroughDelegate: NavigationDelegate {
    let returnsAfterCancel: Bool
    init(returnsAfterCancel: Bool) { self.returnsAfterCancel = returnsAfterCancel }

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) {
        let segments = Array(action.request.pathSegments)
        if action.request.href == "https://example.com/" {
            decisionHandler(.cancel)
            if returnsAfterCancel { return }
        }
        if segments.count >= 2, segments[0] == "product" || segments[0] == "shop" {
            decisionHandler(.cancel)
            if returnsAfterCancel { return }
        }
        decisionHandler(.allow)
    }
}

/// RACE-CASES 3: a JavaScript bridge that cancels its own scheme and forwards the same handler.
final class BridgeDelegate: NavigationDelegate {
    let returnsAfterCancel: Bool
    init(returnsAfterCancel: Bool) { self.returnsAfterCancel = returnsAfterCancel }

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) {
        if action.request.scheme == "wvjbscheme" {
            decisionHandler(.cancel)  // the bridge injects its script here
            if returnsAfterCancel { return }
        }
        // Forward to the app's delegate, which allows.
        decisionHandler(.allow)
    }
}

/// A delegate that keeps decision handlers, to call them later or drop them.
final class HoldingDelegate: NavigationDelegate, Sendable {
    let held = Mutex<[DecisionHandler<NavigationActionPolicy>]>([])

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) {
        held.withLock { $0.append(decisionHandler) }
    }
}

/// A delegate that never calls and never keeps the handler.
final class ForgetfulDelegate: NavigationDelegate {
    func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) {}
}

@Suite("Decision contract (WEBKIT-CONTRACT §1)")
struct DecisionContractTests {
    static let calledTwice =
        "Completion handler passed to -[NavSimCoreTests.FallThroughDelegate webView:decidePolicyForNavigationAction:decisionHandler:] was called more than once"

    @Test("RACE-CASES 1: cancel without return falls through to allow: called more than once")
    func fallThroughIsCalledTwice() async throws {
        // Given the classic delegate without `return`
        let webView = WebView(navigationDelegate: FallThroughDelegate(returnsAfterCancel: false))
        // When a product page loads
        let outcome = await webView.load("https://example.com/product/1234")
        // Then the first call (cancel) applies and the second raises WebKit's exception
        #expect(outcome.result == .cancelled)
        let finding = try #require(webView.findings.first)
        #expect(finding.message == Self.calledTwice)
        #expect(finding.kind == .completionHandlerCalledTwice)
        #expect(finding.severity == .violation)
        #expect(finding.exception == "NSInternalInconsistencyException")
        #expect(finding.navigation == outcome.navigation)
        #expect(finding.handler == "NavSimCoreTests.FallThroughDelegate")
        #expect(webView.findings.count == 1)
    }

    @Test("RACE-CASES 1 fixed: return after deciding, no finding")
    func fallThroughFixed() async {
        let webView = WebView(navigationDelegate: FallThroughDelegate(returnsAfterCancel: true))
        #expect(await webView.load("https://example.com/product/1234").result == .cancelled)
        #expect(await webView.load("https://example.com/about").result == .finished)
        #expect(webView.findings.isEmpty)
    }

    @Test("RACE-CASES 3: the bridge decides and forwards; modern SDK raises, legacy SDK is silent")
    func bridgeDecidesTwice() async {
        let modern = WebView(navigationDelegate: BridgeDelegate(returnsAfterCancel: false))
        #expect(await modern.load("wvjbscheme://__BRIDGE_LOADED__", type: .linkActivated).result == .cancelled)
        #expect(
            modern.findings.map(\.message) == [
                "Completion handler passed to -[NavSimCoreTests.BridgeDelegate webView:decidePolicyForNavigationAction:decisionHandler:] was called more than once"
            ]
        )

        let legacyConfiguration = WebViewConfigurationBuilder().set(completionHandlerBehavior: .legacy).build()
        let legacy = WebView(
            configuration: legacyConfiguration,
            navigationDelegate: BridgeDelegate(returnsAfterCancel: false)
        )
        #expect(await legacy.load("wvjbscheme://__BRIDGE_LOADED__").result == .cancelled)
        #expect(legacy.findings.isEmpty)

        let fixed = WebView(navigationDelegate: BridgeDelegate(returnsAfterCancel: true))
        #expect(await fixed.load("wvjbscheme://__BRIDGE_LOADED__").result == .cancelled)
        #expect(fixed.findings.isEmpty)
    }

    @Test("A handler released without a call raises 'was not called' when it is released")
    func releasedUncalled() async throws {
        let webView = WebView(navigationDelegate: ForgetfulDelegate())
        let outcome = await webView.load("https://example.com/")
        #expect(outcome.result == .abandoned)
        let finding = try #require(webView.findings.first)
        #expect(
            finding.message
                == "Completion handler passed to -[NavSimCoreTests.ForgetfulDelegate webView:decidePolicyForNavigationAction:decisionHandler:] was not called"
        )
        #expect(finding.kind == .completionHandlerNotCalled)
        #expect(await webView.state.isLoading == false)
    }

    @Test("A completion handler records its findings when called twice or dropped, not before")
    func completionHandlerUnit() {
        let log = FindingLog()
        let delivered = Mutex<[NavigationActionPolicy?]>([])
        let site = CompletionHandlerSite(className: "Delegate", selector: "sel:", log: log)
        do {
            let handler = CompletionHandler<NavigationActionPolicy>(site: site) { value in
                delivered.withLock { $0.append(value) }
            }
            handler(.allow)
            #expect(log.count == 0)
            handler(.cancel)
            #expect(
                log.all.map(\.message) == ["Completion handler passed to -[Delegate sel:] was called more than once"])
            #expect(handler.callCount == 2)
        }
        #expect(delivered.withLock { $0 } == [.allow])
        do {
            _ = CompletionHandler<NavigationActionPolicy>(site: site) { value in delivered.withLock { $0.append(value) }
            }
        }
        #expect(log.all.last?.message == "Completion handler passed to -[Delegate sel:] was not called")
        #expect(delivered.withLock { $0 } == [.allow, nil])
    }

    @Test("A late call for a superseded navigation is a no-op, never applied to the new load")
    func supersededDecisionIsIgnored() async throws {
        // Given a delegate that holds its handlers
        let delegate = HoldingDelegate()
        let webView = WebView(navigationDelegate: delegate)
        // When a first load waits for its decision and a second load supersedes it
        async let first = webView.load("https://example.com/first")
        while delegate.held.withLock({ $0.count }) < 1 { await Task.yield() }
        async let second = webView.load("https://example.com/second")
        while delegate.held.withLock({ $0.count }) < 2 { await Task.yield() }
        let handlers = delegate.held.withLock { $0 }
        // Then the old handler's late allow is ignored and the new one is cancelled independently
        handlers[0](.allow)
        handlers[1](.cancel)
        let (firstOutcome, secondOutcome) = await (first, second)
        #expect(firstOutcome.result == .superseded)
        #expect(secondOutcome.result == .cancelled)
        #expect(await webView.state.url == nil)
        let notes = webView.findings.filter { $0.kind == .lateDecision }
        #expect(notes.count == 1)
        #expect(notes.first?.severity == .note)
        #expect(webView.findings.allSatisfy { $0.severity == .note })
    }
}
