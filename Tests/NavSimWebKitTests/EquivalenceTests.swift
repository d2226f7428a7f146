import NavSim
import NavSimWebKit
import Testing

/// What a recorder decides for a URL, by its path: the same rules for the WebKit-spelled delegate and the core's.
enum RecorderRule {
    /// `/cancel` cancels, `/twice` calls the handler twice, `/drop` drops it, `/slow` decides at the next
    /// decision (so the next load supersedes it), anything else allows.
    static func action(_ path: String) -> String {
        switch path {
        case "/cancel", "/twice", "/drop", "/slow": String(path.dropFirst())
        default: "allow"
        }
    }

    /// `/no-response` cancels the response.
    static func response(_ path: String) -> Bool { path != "/no-response" }
}

/// Every `WKNavigationDelegate` method, recorded in the order WebKit calls them.
final class Recorder: NSObject, WKNavigationDelegate {
    var calls: [String] = []
    private var slow: ((WKNavigationActionPolicy) -> Void)?

    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        let path = navigationAction.request.url?.path ?? ""
        calls.append("decideAction \(path)")
        slow?(.allow)
        slow = nil
        switch RecorderRule.action(path) {
        case "cancel": decisionHandler(.cancel)
        case "twice":
            decisionHandler(.allow)
            decisionHandler(.allow)
        case "drop": break
        case "slow": slow = decisionHandler
        default: decisionHandler(.allow)
        }
    }

    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
    ) {
        let path = navigationResponse.response.url?.path ?? ""
        calls.append("decideResponse \(path)")
        decisionHandler(RecorderRule.response(path) ? .allow : .cancel)
    }

    func webView(
        _ webView: WKWebView,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, FoundationURLCredential?) -> Void
    ) {
        calls.append("challenge \(challenge.protectionSpace.host)")
        completionHandler(.useCredential, FoundationURLCredential(user: "u", password: "p", persistence: .none))
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        calls.append("didStartProvisionalNavigation")
    }

    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {
        calls.append("didReceiveServerRedirect")
    }

    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { calls.append("didCommit") }
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { calls.append("didFinish") }

    func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) {
        calls.append("didFailProvisionalNavigation \((error as NSError).code)")
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
        calls.append("didFail \((error as NSError).code)")
    }
}

/// The same recorder written against the core, named as the WebKit one in messages.
@MainActor
final class CoreRecorder: NavigationDelegate, ClassNamedInMessages {
    nonisolated let classNameInMessages = "NavSimWebKitTests.Recorder"
    var calls: [String] = []
    private var slow: DecisionHandler<NavigationActionPolicy>?

    private func log(_ call: String) { calls.append(call) }

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) {
        let path = String(action.request.path)
        MainActor.assumeIsolated {
            log("decideAction \(path)")
            slow?(.allow)
            slow = nil
            switch RecorderRule.action(path) {
            case "cancel": decisionHandler(.cancel)
            case "twice":
                decisionHandler(.allow)
                decisionHandler(.allow)
            case "drop": break
            case "slow": slow = decisionHandler
            default: decisionHandler(.allow)
            }
        }
    }

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor response: NavigationResponse,
        decisionHandler: DecisionHandler<NavigationResponsePolicy>
    ) {
        let path = String(response.url.path)
        MainActor.assumeIsolated { log("decideResponse \(path)") }
        decisionHandler(RecorderRule.response(path) ? .allow : .cancel)
    }

    func webView(
        _ webView: isolated WebView,
        didReceive challenge: AuthenticationChallenge,
        completionHandler: CompletionHandler<AuthenticationChallengeDisposition>
    ) {
        MainActor.assumeIsolated { log("challenge \(challenge.host)") }
        completionHandler(.useCredential(NavSim.URLCredential(user: "u", password: "p")))
    }

    func webView(_ webView: isolated WebView, didStartProvisionalNavigation navigation: NavigationID) {
        MainActor.assumeIsolated { log("didStartProvisionalNavigation") }
    }

    func webView(_ webView: isolated WebView, didReceiveServerRedirectForProvisionalNavigation navigation: NavigationID)
    {
        MainActor.assumeIsolated { log("didReceiveServerRedirect") }
    }

    func webView(_ webView: isolated WebView, didCommit navigation: NavigationID) {
        MainActor.assumeIsolated { log("didCommit") }
    }

    func webView(_ webView: isolated WebView, didFinish navigation: NavigationID) {
        MainActor.assumeIsolated { log("didFinish") }
    }

    func webView(
        _ webView: isolated WebView,
        didFailProvisionalNavigation navigation: NavigationID,
        withError error: NavigationError
    ) {
        MainActor.assumeIsolated { log("didFailProvisionalNavigation \(error.code)") }
    }

    func webView(_ webView: isolated WebView, didFail navigation: NavigationID, withError error: NavigationError) {
        MainActor.assumeIsolated { log("didFail \(error.code)") }
    }
}

/// What one run saw: the delegate's calls, the core's events (kind and navigation), the findings' messages.
struct EquivalenceRun: Sendable, Equatable {
    var calls: [String]
    var events: [String]
    var findings: [String]
}

@Suite("Equivalence: the facade's delegate calls and findings are the core's")
struct EquivalenceTests {
    static let pages = StaticPageSource([
        "https://example.com/redirect": PageResponse(redirect: "https://example.com/target"),
        "https://example.com/unreachable": PageResponse(failure: .cannotFindHost),
        "https://example.com/broken": PageResponse(failureAfterCommit: .networkConnectionLost),
        "https://example.com/login": PageResponse(challenge: AuthenticationChallenge(host: "example.com")),
        "https://example.com/download": PageResponse(mimeType: "application/zip"),
    ])

    /// Every delegate method and every outcome: finished, action cancelled, handler called twice, dropped,
    /// superseded while pending, redirect, failure before and after commit, challenge, response cancelled,
    /// a MIME type that cannot be shown.
    static let paths = [
        "/", "/cancel", "/twice", "/drop", "/slow", "/next", "/redirect", "/unreachable", "/broken", "/login",
        "/no-response", "/download",
    ]

    static func eventsOf(_ log: WebViewEventLog) -> [String] {
        log.events.filter { $0.kind != .stateChanged }.map { "\($0.kind) \($0.navigation.map { "\($0)" } ?? "-")" }
    }

    static func facade(seed: UInt64) -> EquivalenceRun? {
        let outcome = Simulation.run(SimulationOptions(seed: seed), name: "facade") { sim in
            let events = WebViewEventLog()
            let findings = FindingLog()
            var environment = sim.webKitEnvironment(pageSource: pages)
            environment.events = events
            environment.log = findings
            let calls = await WebKitEnvironment.$current.withValue(environment) {
                await MainActor.run { Recorder() }
            }
            await WebKitEnvironment.$current.withValue(environment) {
                await Self.driveFacade(calls)
            }
            return EquivalenceRun(
                calls: await calls.calls,
                events: eventsOf(events),
                findings: findings.all.map(\.message)
            )
        }
        if !outcome.succeeded { print(outcome.failures, outcome.timeline.suffix(3000)) }
        return outcome.value
    }

    @MainActor
    static func driveFacade(_ recorder: Recorder) async {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.navigationDelegate = recorder
        for path in paths {
            webView.load(URLRequest(url: URL(string: "https://example.com\(path)")!))
            if path != "/slow" { await webView.navigationsSettled() }
        }
    }

    static func core(seed: UInt64) -> EquivalenceRun? {
        Simulation.run(SimulationOptions(seed: seed), name: "core") { sim in
            let events = WebViewEventLog()
            let findings = FindingLog()
            let recorder = await MainActor.run { CoreRecorder() }
            let webView = WebView(
                configuration: WebViewConfigurationBuilder().build(log: findings),
                clock: sim.clock,
                pageSource: pages,
                navigationDelegate: recorder,
                events: events,
                isolation: .mainActor,
                mainThread: SimulationMainThread(context: sim)
            )
            var slow: SimulationTask<NavigationOutcome>?
            for path in paths {
                if path == "/slow" {
                    slow = sim.spawn(name: "slow") { await webView.load("https://example.com\(path)") }
                    await Task.yield()
                } else {
                    await webView.load("https://example.com\(path)")
                }
            }
            _ = try await slow?.value
            return EquivalenceRun(
                calls: await recorder.calls,
                events: eventsOf(events),
                findings: findings.all.map(\.message)
            )
        }.value
    }

    @Test("Same navigations, same delegate calls, events and findings as the core")
    func sameAsTheCore() throws {
        let facade = try #require(Self.facade(seed: 1))
        let core = try #require(Self.core(seed: 1))
        #expect(facade.calls == core.calls)
        #expect(facade.events == core.events)
        #expect(facade.findings == core.findings)
        // Every delegate method and outcome was exercised.
        for call in [
            "didReceiveServerRedirect", "didCommit", "didFinish", "didFailProvisionalNavigation -1003",
            "didFail -1005", "challenge example.com", "decideResponse /no-response",
        ] {
            #expect(facade.calls.contains(call), "\(call) in \(facade.calls)")
        }
        #expect(facade.findings.count == 3, "twice, dropped, late: \(facade.findings)")
    }
}
