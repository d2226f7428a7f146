import NavSimCore
import NavSimRuntime
import Testing

@testable import NavSim

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
}
