import Testing

@testable import NavSimCore

/// A web view records its events' details as values; each renders the text the web view wrote when it
/// interpolated the details itself (the formulas below are the emit sites' old ones, kept here).
@Suite("Web view event details as values")
struct WebViewEventDetailTests {
    static let url = ParsedURL("https://example.com/product/7?q=1")
    static let frame = FrameInfo(id: FrameID(2), request: ParsedURL("https://frames.example/inner"))
    static let effect = HandlerEffect(.openNativeScreen, target: "product", argument: "7")
    static let error = NavigationError.cancelled

    /// Each case, and the text the web view wrote for it before details were values.
    static let cases: [(WebViewEvent.Detail, String)] = [
        (.text("stopped"), "stopped"),
        (.url(url.href), url.href),
        (.action(href: url.href, type: .linkActivated, isRedirect: false), "\(url.href) type=linkActivated"),
        (.action(href: url.href, type: .other, isRedirect: true), "\(url.href) type=other redirect"),
        (
            .actionDecided(.cancel, decidedBy: "NativePage", effect: effect),
            "\(NavigationActionPolicy.cancel) by NativePage" + ": \(effect)"
        ),
        (.actionDecided(.allow, decidedBy: "(WebKit default)", effect: nil), "allow by (WebKit default)"),
        (.actionDecided(nil, decidedBy: "Flag", effect: nil), "none (handler released uncalled) by Flag"),
        (.response(statusCode: 404, mimeType: "text/html"), "404 text/html"),
        (.responseDecided(.download, decidedBy: "App"), "\(NavigationResponsePolicy.download) by App"),
        (.responseDecided(nil, decidedBy: "(deadline)"), "none by (deadline)"),
        (.supersededBy(url.href), "by \(url.href)"),
        (.error(error), "\(error)"),
        (
            .scriptMessage(name: "bridge", body: .dictionary(["b": .number(2), "a": .string("x")]), withReply: false),
            "bridge \(ScriptValue.dictionary(["b": .number(2), "a": .string("x")]))"
        ),
        (
            .scriptMessage(name: "bridge", body: .number(1.5), withReply: true),
            "bridge \(ScriptValue.number(1.5)) (with reply)"
        ),
        (.userScript(name: "s", time: .atDocumentStart, frame: nil), "s atDocumentStart main"),
        (.userScript(name: "s", time: .atDocumentEnd, frame: frame), "s atDocumentEnd \(frame)"),
        (.schemeTask(.start, task: 3, href: url.href), "start task#3 \(url.href)"),
        (.schemeTask(.stop, task: 3, href: url.href), "stop task#3 \(url.href)"),
        (
            .schemeTask(.called(.data(1024)), task: 3, href: url.href),
            "task#3 \(url.href) \(URLSchemeTaskEvent.data(1024))"
        ),
        (
            .stateChange(WebViewStateChange(changed: [.url], state: .initial, step: 4)),
            WebViewStateChange(changed: [.url], state: .initial, step: 4).description
        ),
    ]

    @Test("Each detail renders the text the web view wrote", arguments: 0..<cases.count)
    func rendersAsBefore(index: Int) {
        let (payload, text) = Self.cases[index]
        let event = WebViewEvent(webView: 1, step: 1, navigation: NavigationID(1), kind: .load, payload: payload)
        #expect(event.detail == text)
        #expect(event == WebViewEvent(webView: 1, step: 1, navigation: NavigationID(1), kind: .load, detail: text))
    }

    @Test("A state change is still read back as a value; setting the detail replaces it with text")
    func stateChangeValue() {
        let change = WebViewStateChange(changed: [.isLoading], state: .initial, step: 2)
        var event = WebViewEvent(webView: 1, navigation: nil, stateChange: change)
        #expect(event.stateChange == change && event.detail == change.description)
        event.detail = "edited"
        #expect(event.stateChange == nil && event.detail == "edited")
    }

    @Test("A traced web view records values, and the log shows the old text")
    func webViewRecordsValues() async {
        let events = WebViewEventLog()
        let webView = WebView(
            pageSource: StaticPageSource(["https://example.com/": PageResponse(title: "Home")]), events: events)
        _ = await webView.load("https://example.com/")
        let load = events.events.first { $0.kind == .load }
        let decided = events.events.first { $0.kind == .actionDecided }
        guard case .url = load?.payload, case .actionDecided = decided?.payload else {
            Issue.record("expected value details, got \(String(describing: load)) and \(String(describing: decided))")
            return
        }
        #expect(load?.detail == "https://example.com/")
        #expect(decided?.detail == "allow by (WebKit default)")
    }
}
