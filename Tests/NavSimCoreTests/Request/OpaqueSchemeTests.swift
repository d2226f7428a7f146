import NavSimCore
import Testing

@Suite("Non-special schemes are kept opaque")
struct OpaqueSchemeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let input: String
        let href: String
        let scheme: String
        let isOpaque: Bool
        let host: String?
        let path: String
        let query: String?
        var testDescription: String { input }
    }

    @Test(
        "scheme and rest are split, nothing else is rewritten",
        arguments: [
            Case(
                input: "tel:+1-555-0100", href: "tel:+1-555-0100", scheme: "tel", isOpaque: true, host: nil,
                path: "+1-555-0100", query: nil),
            Case(
                input: "TEL:+1-555-0100", href: "tel:+1-555-0100", scheme: "tel", isOpaque: true, host: nil,
                path: "+1-555-0100", query: nil),
            Case(
                input: "mailto:a@b.c?subject=x", href: "mailto:a@b.c?subject=x", scheme: "mailto", isOpaque: true,
                host: nil, path: "a@b.c", query: "subject=x"),
            Case(
                input: "mailto:A@B.C?subject=Hello World", href: "mailto:A@B.C?subject=Hello%20World",
                scheme: "mailto", isOpaque: true, host: nil, path: "A@B.C", query: "subject=Hello%20World"),
            Case(
                input: "sms:+15550100?body=hi", href: "sms:+15550100?body=hi", scheme: "sms", isOpaque: true,
                host: nil, path: "+15550100", query: "body=hi"),
            Case(
                input: "sms:+15550100;body=hi", href: "sms:+15550100;body=hi", scheme: "sms", isOpaque: true,
                host: nil, path: "+15550100;body=hi", query: nil),
            Case(
                input: "itms-apps://apps.apple.com/app/id123", href: "itms-apps://apps.apple.com/app/id123",
                scheme: "itms-apps", isOpaque: false, host: "apps.apple.com", path: "/app/id123", query: nil),
            Case(
                input: "itms-apps://Apps.Apple.com/app/id123", href: "itms-apps://Apps.Apple.com/app/id123",
                scheme: "itms-apps", isOpaque: false, host: "Apps.Apple.com", path: "/app/id123", query: nil),
            Case(
                input: "myapp://open/product/1", href: "myapp://open/product/1", scheme: "myapp", isOpaque: false,
                host: "open", path: "/product/1", query: nil),
            Case(
                input: "wvjbscheme://__BRIDGE_LOADED__", href: "wvjbscheme://__BRIDGE_LOADED__", scheme: "wvjbscheme",
                isOpaque: false, host: "__BRIDGE_LOADED__", path: "", query: nil),
            Case(
                input: "myapp:open?x=1", href: "myapp:open?x=1", scheme: "myapp", isOpaque: true, host: nil,
                path: "open", query: "x=1"),
            Case(
                input: "myapp:/open/a/../b", href: "myapp:/open/b", scheme: "myapp", isOpaque: true, host: nil,
                path: "/open/b", query: nil),
            Case(
                input: "javascript:alert(1)", href: "javascript:alert(1)", scheme: "javascript", isOpaque: true,
                host: nil, path: "alert(1)", query: nil),
            Case(
                input: "about:blank", href: "about:blank", scheme: "about", isOpaque: true, host: nil, path: "blank",
                query: nil),
            Case(
                input: "x:ü", href: "x:%C3%BC", scheme: "x", isOpaque: true, host: nil, path: "%C3%BC", query: nil),
            Case(
                input: "myapp://ü/", href: "myapp://%C3%BC/", scheme: "myapp", isOpaque: false, host: "%C3%BC",
                path: "/", query: nil),
        ])
    func opaque(_ testCase: Case) {
        let url = ParsedURL(testCase.input)

        #expect(url.isValid)
        #expect(url.href == testCase.href)
        #expect(url.scheme == testCase.scheme)
        #expect(!url.isSpecial)
        #expect(url.isOpaque == testCase.isOpaque)
        #expect(url.host.map(String.init) == testCase.host)
        #expect(url.path == testCase.path)
        #expect(url.query.map(String.init) == testCase.query)
        #expect(url.origin.isOpaque)
    }
}
