import NavSim
import NavSimTestBudget
import NavSimWebKit
import Testing

/// What one run saw: the delegates' calls, the core's events (each web view's, in order), the findings' messages.
struct EquivalenceRun: Sendable, Equatable {
    var calls: [String]
    var events: [String]
    var findings: [String]
}

@Suite("Equivalence: the facade's delegate calls and findings are the core's")
struct EquivalenceTests {
    /// Which action method the navigation delegate implements.
    enum Variant: String, Sendable, CaseIterable, CustomTestStringConvertible {
        /// `webView(_:decidePolicyFor:decisionHandler:)`.
        case plain
        /// `webView(_:decidePolicyFor:preferences:decisionHandler:)`: the plain method is never called.
        case preferences

        var testDescription: String { rawValue }
    }

    /// The page whose script posts messages (with and without a reply, one reply dropped), runs the three
    /// panels (one confirm's handler dropped) and opens a window.
    static let scriptedPage = PageModel(script: [
        PageScriptStep(.postMessage(name: "bridge", body: .string("hello"))),
        PageScriptStep(.postMessageWithReply(name: "reply", body: .string("ping"))),
        PageScriptStep(.postMessageWithReply(name: "reply", body: .string("drop"))),
        PageScriptStep(.alert("Saved")),
        PageScriptStep(.confirm("Sure?")),
        PageScriptStep(.confirm("drop")),
        PageScriptStep(.prompt("Name", defaultText: "Ann")),
        PageScriptStep(.openWindow("/popup")),
    ])

    static let pages = StaticPageSource([
        "https://example.com/redirect": PageResponse(redirect: "https://example.com/target"),
        "https://example.com/unreachable": PageResponse(failure: .cannotFindHost),
        "https://example.com/broken": PageResponse(failureAfterCommit: .networkConnectionLost),
        "https://example.com/login": PageResponse(challenge: AuthenticationChallenge(host: "example.com")),
        "https://example.com/download": PageResponse(mimeType: "application/zip"),
        "https://example.com/page": PageResponse(page: scriptedPage),
    ])

    /// Every outcome: finished, action cancelled, handler called twice, dropped, superseded while pending, the
    /// scripted page (messages, panels, a window), redirect, failure before and after commit, challenge,
    /// response cancelled, a MIME type that cannot be shown. After them the web content process ends (the
    /// delegate reloads) and the window the page opened runs `window.close()`.
    static let paths = [
        "/", "/cancel", "/twice", "/drop", "/slow", "/next", "/page", "/redirect", "/unreachable", "/broken",
        "/login", "/no-response", "/download",
    ]

    /// Each web view's events in order (two web views' events interleave as the schedule runs them).
    static func eventsOf(_ log: WebViewEventLog) -> [String] {
        let events = log.events.filter { $0.kind != .stateChanged }
        return Set(events.map(\.webView)).sorted().flatMap { view in
            events.filter { $0.webView == view }.map {
                "\(view) \($0.kind) \($0.navigation.map { "\($0)" } ?? "-") \($0.detail)"
            }
        }
    }

    /// The app's other main-actor work while the web view works: jobs on the main actor that touch no web view,
    /// so each seed interleaves the web view's work with them differently and the result must not change.
    static func otherWork(_ sim: SimulationContext) -> SimulationTask<Void> {
        sim.spawn(name: "the app's other work") {
            for _ in 0..<40 {
                await MainActor.run {}
                await Task.yield()
            }
        }
    }

    /// The facade's run of a seed, and its trace (to count the distinct schedules).
    static func facade(seed: UInt64, _ variant: Variant = .plain) -> (run: EquivalenceRun, trace: String)? {
        let outcome = Simulation.run(SimulationOptions(seed: seed), name: "facade") { sim in
            let events = WebViewEventLog()
            let findings = FindingLog()
            var environment = sim.webKitEnvironment(pageSource: pages)
            environment.events = events
            environment.log = findings
            let other = otherWork(sim)
            return try await WebKitEnvironment.$current.withValue(environment) {
                let delegates = await MainActor.run { FacadeDelegates(variant) }
                await Self.driveFacade(delegates)
                try await other.value
                return EquivalenceRun(
                    calls: await delegates.log.calls,
                    events: eventsOf(events),
                    findings: findings.all.map(\.message)
                )
            }
        }
        if !outcome.succeeded { print(outcome.failures, outcome.timeline.suffix(3000)) }
        return outcome.value.map { ($0, outcome.trace.serialized) }
    }

    /// The app's calls through `WKWebView`.
    @MainActor
    static func driveFacade(_ delegates: FacadeDelegates) async {
        let configuration = WKWebViewConfiguration()
        configuration.userContentController.add(delegates.bridge, name: "bridge")
        configuration.userContentController.addScriptMessageHandler(delegates.reply, contentWorld: .page, name: "reply")
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = delegates.navigation
        webView.uiDelegate = delegates.ui
        for path in paths {
            webView.load(URLRequest(url: URL(string: "https://example.com\(path)")!))
            if path != "/slow" { await webView.navigationsSettled() }
        }
        webView.terminateWebContentProcess()
        await webView.navigationsSettled()
        for window in delegates.ui.windows {
            window.runWindowClose()
            await window.navigationsSettled()
        }
    }

    /// The same navigations through the core's `WebView`, with the core's delegates.
    static func core(seed: UInt64, _ variant: Variant = .plain) -> EquivalenceRun? {
        Simulation.run(SimulationOptions(seed: seed), name: "core") { sim in
            let events = WebViewEventLog()
            let findings = FindingLog()
            let mainThread = SimulationMainThread(context: sim)
            let clock = sim.clock
            let log = await MainActor.run { SharedCallLog() }
            let navigation = await MainActor.run { () -> CoreRecorder in
                switch variant {
                case .plain: CoreRecorder(log: log)
                case .preferences: CorePreferencesRecorder(log: log)
                }
            }
            let ui = await MainActor.run {
                CoreUIRecorder(log: log) { configuration in
                    WebView(
                        id: 2, configuration: configuration, clock: clock, pageSource: pages, events: events,
                        isolation: .mainActor, mainThread: mainThread)
                }
            }
            let bridge = await MainActor.run { CoreBridgeRecorder(log: log) }
            let reply = await MainActor.run { CoreReplyRecorder(log: log) }
            let webView = WebView(
                configuration: WebViewConfigurationBuilder()
                    .add(strategy: bridge, name: "bridge")
                    .add(strategy: reply, name: "reply")
                    .build(log: findings),
                clock: sim.clock,
                pageSource: pages,
                navigationDelegate: navigation,
                events: events,
                isolation: .mainActor,
                mainThread: mainThread
            )
            await webView.setUIDelegate(ui)
            let other = otherWork(sim)
            var slow: SimulationTask<NavigationOutcome>?
            for path in paths {
                if path == "/slow" {
                    slow = sim.spawn(name: "slow") { await webView.load("https://example.com\(path)") }
                    // The facade's next load starts after this one asked its delegate: wait until it has.
                    while await MainActor.run(body: { !log.calls.contains { $0.hasSuffix(" /slow") } }) {
                        await Task.yield()
                    }
                } else {
                    await webView.load("https://example.com\(path)")
                    // The facade's `navigationsSettled()` after the load that superseded it awaits it too.
                    if let pending = slow {
                        _ = try await pending.value
                        slow = nil
                    }
                }
            }
            // The web content process ends: what `terminateWebContentProcess()` does to the core (nothing was in
            // flight), the delegate's `webViewWebContentProcessDidTerminate`, and its `reload()`.
            await webView.stopLoading()
            await MainActor.run { log.calls.append("webViewWebContentProcessDidTerminate") }
            await webView.reload()
            // `window.close()` in the pop-up: the core has no such call (the facade queues `webViewDidClose`
            // itself), so no event and no finding; the UI delegate hears it with the pop-up.
            await MainActor.run { log.calls.append("webViewDidClose /popup") }
            try await other.value
            return EquivalenceRun(
                calls: await log.calls,
                events: eventsOf(events),
                findings: findings.all.map(\.message)
            )
        }.value
    }

    @Test(
        "Same delegate calls, events and findings as the core, for every delegate method, over many seeds",
        arguments: Variant.allCases
    )
    func sameAsTheCore(_ variant: Variant) throws {
        var traces = Set<String>()
        var first: EquivalenceRun?
        for seed in TestBudget.seeds(200) {
            let (facade, trace) = try #require(Self.facade(seed: seed, variant))
            let core = try #require(Self.core(seed: seed, variant))
            traces.insert(trace)
            #expect(facade.calls == core.calls, "seed \(seed)")
            #expect(facade.events == core.events, "seed \(seed)")
            // Word for word: a delegate that implements the `preferences:` variant is named with its selector.
            #expect(facade.findings == core.findings, "seed \(seed)")
            if first == nil { first = facade }
            #expect(facade == first, "the same for every schedule: seed \(seed)")
            if facade.calls != core.calls || facade.events != core.events || facade != first { break }
        }
        #expect(traces.count > 1, "the seeds ran different schedules")
        let run = try #require(first)
        let decide = variant == .plain ? "decideAction" : "decideAction(preferences)"
        // Every delegate method was called.
        for call in [
            "\(decide) /", "didStartProvisionalNavigation", "didReceiveServerRedirect", "decideResponse /no-response",
            "didCommit", "didFinish", "didFailProvisionalNavigation -1003", "didFail -1005", "challenge example.com",
            "message bridge hello main=true", "reply reply ping", "reply reply drop", "alert Saved main=true",
            "confirm Sure?", "confirm drop", "prompt Name default=Ann", "createWebViewWith /popup newWindow=true",
            "webViewWebContentProcessDidTerminate", "webViewDidClose /popup",
        ] {
            #expect(run.calls.contains(call), "\(call) in \(run.calls)")
        }
        #expect(!run.calls.contains { $0.hasPrefix("plain") }, "the plain method beside the preferences: variant")
        #expect(
            run.findings.count == 5, "twice, dropped, late, the dropped confirm, the dropped reply: \(run.findings)")
    }
}
