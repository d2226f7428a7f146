import NavSimCore
import Testing

@testable import NavSim
@testable import NavSimRuntime

/// A web view event's digest comes from its detail values: what renders the same digests the same, what
/// renders differently does not.
@Suite("Web view event digests from values")
struct WebViewEventDigestTests {
    static func digest(_ kind: WebViewEvent.Kind, _ payload: WebViewEvent.Detail) -> UInt64 {
        var digester = TraceDigester()
        WebViewEvent(webView: 1, step: 1, navigation: NavigationID(1), kind: kind, payload: payload)
            .digest(into: &digester)
        return digester.value
    }

    @Test("A URL digests as the same text does")
    func urlAsText() {
        #expect(Self.digest(.load, .url("https://example.com/")) == Self.digest(.load, .text("https://example.com/")))
    }

    @Test("A body digests its entries in key order, one entry as its only one")
    func dictionaryOrder() {
        func body(_ entries: [(String, ScriptValue)]) -> WebViewEvent.Detail {
            .scriptMessage(name: "m", body: .dictionary(Dictionary(uniqueKeysWithValues: entries)), withReply: false)
        }
        let one = body([("event", .string("ready"))])
        var expected = TraceDigester()
        expected.combine(WebViewEvent.Kind.scriptMessage.rawValue)
        expected.combine(UInt64(1))
        expected.combine("m")
        expected.combine(5)
        expected.combine(1)
        expected.combine("event")
        expected.combine("ready")
        expected.combine(false)
        #expect(Self.digest(.scriptMessage, one) == expected.value)
        let forwards = body([("a", .number(1)), ("b", .number(2)), ("c", .null)])
        let backwards = body([("c", .null), ("b", .number(2)), ("a", .number(1))])
        #expect(Self.digest(.scriptMessage, forwards) == Self.digest(.scriptMessage, backwards))
        #expect(Self.digest(.scriptMessage, forwards) != Self.digest(.scriptMessage, one))
    }

    @Test("Details that render differently digest differently")
    func distinct() {
        let payloads: [WebViewEvent.Detail] = [
            .actionDecided(.allow, decidedBy: "A", effect: nil),
            .actionDecided(.allow, decidedBy: "B", effect: nil),
            .actionDecided(.cancel, decidedBy: "A", effect: nil),
            .actionDecided(nil, decidedBy: "A", effect: nil),
            .actionDecided(
                .cancel, decidedBy: "A", effect: HandlerEffect(.openNativeScreen, target: "p", argument: "1")),
            .actionDecided(
                .cancel, decidedBy: "A", effect: HandlerEffect(.openNativeScreen, target: "p", argument: "2")),
            .action(href: "https://a/", type: .other, isRedirect: false),
            .action(href: "https://a/", type: .other, isRedirect: true),
            .action(href: "https://a/", type: .reload, isRedirect: false),
            .response(statusCode: 200, mimeType: "text/html"),
            .response(statusCode: 404, mimeType: "text/html"),
            .scriptMessage(name: "m", body: .number(1), withReply: false),
            .scriptMessage(name: "m", body: .number(2), withReply: false),
            .scriptMessage(name: "m", body: .number(1), withReply: true),
            .scriptMessage(name: "m", body: .dictionary(["a": .string("x")]), withReply: false),
            .scriptMessage(name: "m", body: .dictionary(["a": .string("y")]), withReply: false),
            .schemeTask(.start, task: 1, href: "app://a"),
            .schemeTask(.stop, task: 1, href: "app://a"),
            .schemeTask(.start, task: 2, href: "app://a"),
            .schemeTask(.called(.finished), task: 1, href: "app://a"),
            .schemeTask(.called(.data(3)), task: 1, href: "app://a"),
        ]
        let texts = payloads.map { WebViewEvent(webView: 1, step: 1, navigation: nil, kind: .load, payload: $0).detail }
        #expect(Set(texts).count == payloads.count)
        #expect(Set(payloads.map { Self.digest(.load, $0) }).count == payloads.count)
    }

    @Test("A state change lent to a sink digests as its stateChanged event does")
    func lentStateChange() {
        func state(_ title: String, _ url: String?, progress: Double, flags: [Bool]) -> WebViewState {
            var state = WebViewState.initial
            state.title = title
            state.url = url.map(ParsedURL.init)
            state.estimatedProgress = progress
            (state.isLoading, state.hasOnlySecureContent, state.canGoBack, state.canGoForward) =
                (flags[0], flags[1], flags[2], flags[3])
            return state
        }
        let states = [
            WebViewState.initial,
            state(
                "A title longer than sixteen bytes", "https://example.com/a?b=c#d", progress: 0.1,
                flags: [true, true, false, true]),
            state("t", "app://x", progress: 1, flags: [false, false, true, false]),
        ]
        let changes: [WebViewState.Properties] = [[], [.url, .isLoading], [.title, .canGoBack, .canGoForward]]
        var digests: Set<UInt64> = []
        for state in states {
            for changed in changes {
                for navigation in [nil, NavigationID(7)] {
                    var event = TraceDigester()
                    WebViewEvent(webView: 2, step: 9, navigation: navigation, changed: changed, state: state)
                        .digest(into: &event)
                    var lent = TraceDigester()
                    WebViewEvent.digestStateChange(
                        navigation: navigation, changed: changed, state: state, into: &lent)
                    #expect(lent.value == event.value, "\(changed) \(state) \(String(describing: navigation))")
                    digests.insert(lent.value)
                }
            }
        }
        #expect(digests.count == states.count * changes.count * 2)
    }

    @Test("A web view's state changes give one digest whether the run keeps them as events or is lent them")
    func lentStateChangesInARun() throws {
        let program: @Sendable (SimulationContext) async throws -> Void = { sim in
            let pages = StaticPageSource([
                "https://example.com/": PageResponse(title: "Home", latency: .milliseconds(3)),
                "https://example.com/b": PageResponse(
                    title: "B", latency: .milliseconds(2), loadDuration: .milliseconds(4)),
            ])
            let webView = sim.makeWebView(configuration: WebViewConfigurationBuilder().build(), pageSource: pages)
            let first = sim.spawn(name: "first") { await webView.load("https://example.com/") }
            let second = sim.spawn(name: "second") {
                await webView.load("https://example.com/b")
                _ = await webView.goBack()
            }
            _ = try await (first.value, second.value)
        }
        for seed in UInt64(0)..<20 {
            let options = SimulationOptions(seed: seed)
            let kept = Simulation.run(options, name: "root", program)
            let changes = kept.trace.entries.filter { $0.event.description.hasPrefix("stateChanged") }
            try #require(changes.count >= 4, "seed \(seed)")
            let taped = Simulation.runRecording(options, name: "root", keepsEntries: false, program)
            #expect(taped.trace.entries.isEmpty)
            #expect(taped.digest == kept.trace.digest, "seed \(seed)")
        }
    }
}
