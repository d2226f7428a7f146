import NavSimCore
import Synchronization
import Testing

final class PreferencesDelegate: NavigationDelegateWithPreferences, Sendable {
    let calls = Mutex<[String]>([])

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        preferences: WebpagePreferences,
        decisionHandler: DecisionHandler<NavigationActionDecision>
    ) {
        calls.withLock { $0.append("preferences") }
        decisionHandler(.allow, WebpagePreferences(preferredContentMode: .desktop))
        decisionHandler(.allow, preferences)
    }

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) {
        calls.withLock { $0.append("plain") }
        decisionHandler(.cancel)
    }
}

final class DoubleResponseDelegate: NavigationDelegate {
    func webView(
        _ webView: isolated WebView,
        decidePolicyFor response: NavigationResponse,
        decisionHandler: DecisionHandler<NavigationResponsePolicy>
    ) {
        decisionHandler(.allow)
        decisionHandler(.cancel)
    }
}

@Suite("Delegate variants and the response contract")
struct DelegateVariantTests {
    @Test("When the preferences variant is implemented, the plain action method is never called")
    func preferencesVariantWins() async {
        let delegate = PreferencesDelegate()
        let webView = WebView(navigationDelegate: delegate)
        #expect(await webView.load("https://example.com/").result == .finished)
        #expect(delegate.calls.withLock { $0 } == ["preferences"])
        #expect(
            webView.findings.map(\.message) == [
                "Completion handler passed to -[NavSimCoreTests.PreferencesDelegate webView:decidePolicyForNavigationAction:preferences:decisionHandler:] was called more than once"
            ]
        )
    }

    @Test("The response decision handler follows the same once-only contract")
    func responseHandlerCalledTwice() async {
        let webView = WebView(navigationDelegate: DoubleResponseDelegate())
        #expect(await webView.load("https://example.com/").result == .finished)
        #expect(
            webView.findings.map(\.message) == [
                "Completion handler passed to -[NavSimCoreTests.DoubleResponseDelegate webView:decidePolicyForNavigationResponse:decisionHandler:] was called more than once"
            ]
        )
    }

    @Test("A superseded navigation's handler must still be called: dropping it raises 'was not called'")
    func supersededHandlerDropped() async {
        let delegate = HoldingDelegate()
        let webView = WebView(navigationDelegate: delegate)
        async let first = webView.load("https://example.com/first")
        while delegate.held.withLock({ $0.isEmpty }) { await Task.yield() }
        async let second = webView.load("https://example.com/second")
        while delegate.held.withLock({ $0.count }) < 2 { await Task.yield() }
        // The app answers the new navigation and drops the old handler uncalled.
        // The handlers live only in this scope: in a debug build a local keeps its value to the end of
        // its scope, so the old handler must not outlive it, or it is never released and the load hangs.
        do {
            let handlers = delegate.held.withLock { held in
                defer { held.removeAll() }
                return held
            }
            handlers[1](.allow)
        }
        let (firstOutcome, secondOutcome) = await (first, second)
        #expect(secondOutcome.result == .finished)
        #expect(firstOutcome.result == .abandoned)
        #expect(
            webView.findings.contains {
                $0.kind == .completionHandlerNotCalled && $0.navigation == firstOutcome.navigation
            })
    }

    @Test("Reload reports the reload navigation type; a tap reports linkActivated")
    func navigationTypes() async {
        let events = WebViewEventLog()
        let webView = WebView(events: events)
        await webView.load("https://example.com/", type: .linkActivated)
        await webView.reload()
        let types = events.events.filter { $0.kind == .decidePolicyForAction }.map(\.detail)
        #expect(types == ["https://example.com/ type=linkActivated", "https://example.com/ type=reload"])
    }

    @Test("A navigation action for a new window has no target frame")
    func newWindowAction() {
        let request = ParsedURL("https://example.com/popup")
        let action = NavigationAction(request: request, navigationType: .linkActivated, targetFrame: nil)
        #expect(action.opensNewWindow)
        #expect(NavigationAction(url: "https://example.com/").opensNewWindow == false)
    }

    @Test("The controller holds its strategies strongly")
    func controllerHoldsStrongly() {
        let controller = UserContentController()
        weak var weakStrategy: BridgeStrategy?
        do {
            let strategy = BridgeStrategy()
            weakStrategy = strategy
            controller.add(strategy, name: "bridge")
        }
        #expect(weakStrategy != nil)
        controller.removeScriptMessageHandler(forName: "bridge")
        #expect(weakStrategy == nil)
    }
}
