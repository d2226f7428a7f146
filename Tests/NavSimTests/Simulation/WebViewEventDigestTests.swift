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
}
