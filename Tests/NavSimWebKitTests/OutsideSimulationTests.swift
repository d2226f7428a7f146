import NavSim
import NavSimWebKit
import Testing

/// Logs one web view's delegate calls, tagged, into a log shared with other web views.
final class TaggedRecorder: NSObject, WKNavigationDelegate {
    let tag: String
    let log: SharedCallLog

    init(_ tag: String, log: SharedCallLog) {
        self.tag = tag
        self.log = log
    }

    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        log.calls.append("\(tag) decideAction \(navigationAction.request.url?.path ?? "")")
        decisionHandler(.allow)
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        log.calls.append("\(tag) didStart")
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        log.calls.append("\(tag) didFinish \(webView.url?.path ?? "")")
    }
}

/// Keeps what each decision was handed: the web view, and the action, whose frames name their web view.
@MainActor
final class WebViewIdentityRecorder: NSObject, WKNavigationDelegate {
    var actionWebViews: [ObjectIdentifier] = []
    var responseWebViews: [ObjectIdentifier] = []
    var actions: [WKNavigationAction] = []

    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        actionWebViews.append(ObjectIdentifier(webView))
        actions.append(navigationAction)
        decisionHandler(.allow)
    }

    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
    ) {
        responseWebViews.append(ObjectIdentifier(webView))
        decisionHandler(.allow)
    }
}

/// Outside a simulation `WKWebView` starts its work through the main actor's queue, and a task awaiting
/// `navigationsSettled()` runs that web view's waiting work itself: the delegate calls, their order and the
/// findings are the same as when each piece ran in a task of its own.
@Suite("Outside a simulation: WebKit's order on the main actor")
struct OutsideSimulationTests {
    @Test("The same delegate calls, events and findings as the core in a simulation")
    func equivalence() async throws {
        let core = try #require(EquivalenceTests.core(seed: 1))
        let facade = await Self.driveOutsideASimulation()
        #expect(facade.calls == core.calls)
        #expect(facade.events == core.events)
        #expect(facade.findings == core.findings)
    }

    /// `EquivalenceTests`' navigations on real time, with no spawner: the main actor's queue.
    @MainActor
    static func driveOutsideASimulation() async -> EquivalenceRun {
        let events = WebViewEventLog()
        let findings = FindingLog()
        let environment = WebKitEnvironment(pageSource: EquivalenceTests.pages, log: findings, events: events)
        let delegates = await WebKitEnvironment.$current.withValue(environment) {
            let delegates = FacadeDelegates(.plain)
            await EquivalenceTests.driveFacade(delegates)
            return delegates
        }
        return EquivalenceRun(
            calls: delegates.log.calls, events: EquivalenceTests.eventsOf(events),
            findings: findings.all.map(\.message))
    }

    @Test("Loads start in call order across web views, each after the caller's job")
    @MainActor
    func orderAcrossWebViews() async {
        let log = SharedCallLog()
        let first = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let second = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let firstRecorder = TaggedRecorder("A", log: log)
        let secondRecorder = TaggedRecorder("B", log: log)
        first.navigationDelegate = firstRecorder
        second.navigationDelegate = secondRecorder
        first.load(URLRequest(url: URL(string: "https://example.com/a1")!))
        second.load(URLRequest(url: URL(string: "https://example.com/b1")!))
        first.load(URLRequest(url: URL(string: "https://example.com/a2")!))
        first.evaluateJavaScript("document.title") { _, _ in log.calls.append("A script") }
        #expect(log.calls.isEmpty, "the delegates hear of the navigations after the caller's job")
        // The first web view's first load starts on this task; the second's, the first's next one and the
        // script in the main actor's jobs, in call order. Neither delegate writes the response decision, so
        // WebKit asks its `async` form, work of its own: each navigation waits there, and the next one starts,
        // as when each piece ran in a task of its own. The second load supersedes the first (no didFinish).
        await first.navigationsSettled()
        await second.navigationsSettled()
        #expect(
            log.calls == [
                "A decideAction /a1", "A didStart", "B decideAction /b1", "B didStart", "A decideAction /a2",
                "A didStart", "A script", "B didFinish /b1", "A didFinish /a2",
            ]
        )
    }

    @Test("The decisions are handed the web view whose navigation they decide, run on the caller's task or in a job")
    @MainActor
    func decisionsNameTheirWebView() async {
        let recorder = WebViewIdentityRecorder()
        var first: WKWebView? = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let second = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        first?.navigationDelegate = recorder
        second.navigationDelegate = recorder
        first?.load(URLRequest(url: URL(string: "https://example.com/a")!))
        second.load(URLRequest(url: URL(string: "https://example.com/b")!))
        // The first web view's load runs on this task, which holds it (its decisions borrow it); the second's in
        // the main actor's job, as a cancelled waiter runs nothing itself (its decisions load it weakly).
        await first?.navigationsSettled()
        let waiter = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            await second.navigationsSettled()
        }
        await waiter.value
        let webViews = [first.map(ObjectIdentifier.init), ObjectIdentifier(second)]
        #expect(recorder.actionWebViews.map(Optional.init) == webViews)
        #expect(recorder.responseWebViews.map(Optional.init) == webViews)
        #expect(recorder.actions.map { $0.targetFrame?.webView.map(ObjectIdentifier.init) } == webViews)
        // An action the app keeps names its web view weakly, as WebKit's frames do.
        first = nil
        #expect(recorder.actions[0].targetFrame?.webView == nil)
        #expect(recorder.actions[1].targetFrame?.webView === second)
    }

    @Test("A cancelled task awaiting navigationsSettled() leaves the navigation to its job, unchanged")
    @MainActor
    func cancelledWaiter() async {
        let recorder = Recorder()
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.navigationDelegate = recorder
        let waiter = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            webView.load(URLRequest(url: URL(string: "https://example.com/cancelled")!))
            await webView.navigationsSettled()
        }
        await waiter.value
        #expect(
            recorder.calls == [
                "decideAction /cancelled", "didStartProvisionalNavigation", "decideResponse /cancelled", "didCommit",
                "didFinish",
            ]
        )
    }
}
