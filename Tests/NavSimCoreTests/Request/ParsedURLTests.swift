import NavSimCore
import Testing

@Suite("ParsedURL components")
struct ParsedURLTests {
    @Test("every component is sliced from the canonical href")
    func components() {
        let url = ParsedURL("HTTPS://us%65r:pa ss@Shop.Example.COM:8443/a/./b/../product/1234?ref=home&x=1#top")

        #expect(url.isValid)
        #expect(url.href == "https://us%65r:pa%20ss@shop.example.com:8443/a/product/1234?ref=home&x=1#top")
        #expect(url.scheme == "https")
        #expect(url.isSpecial)
        #expect(!url.isOpaque)
        #expect(url.username == "us%65r")
        #expect(url.password == "pa%20ss")
        #expect(url.host == "shop.example.com")
        #expect(url.port == 8443)
        #expect(url.path == "/a/product/1234")
        #expect(url.query == "ref=home&x=1")
        #expect(url.fragment == "top")
        #expect(url.hrefWithoutFragment == "https://us%65r:pa%20ss@shop.example.com:8443/a/product/1234?ref=home&x=1")
        #expect(url.description == url.href)
        #expect(url.failure == nil)
    }

    @Test(
        "credentials are recomputed from the offsets a URL keeps, ports kept in 16 bits",
        arguments: [
            ("https://user:pw@host.example:8080/p", "user", "pw", "host.example", 8080),
            ("https://:pw@host.example/p", "", "pw", "host.example", nil),
            ("https://user@host.example:1/p", "user", "", "host.example", 1),
            ("https://user:@host.example:65535/p", "user", "", "host.example", 65535),
            ("https://u:p%3Aq@[::1]:0/p", "u", "p%3Aq", "[::1]", 0),
            ("myapp://a:b@open:12345?x", "a", "b", "open", 12345),
            ("https://1.2.3.4:99/", "", "", "1.2.3.4", 99),
            ("https://1.2.3.4/", "", "", "1.2.3.4", nil),
        ] as [(String, String, String, String, Int?)]
    )
    func recomputedComponents(
        _ input: String, username: String, password: String, host: String, port: Int?
    ) {
        let url = ParsedURL(input)

        #expect(url.username == username)
        #expect(url.password == password)
        #expect(url.host.map(String.init) == host)
        #expect(url.port == port)
    }

    @Test("a typical request is already canonical")
    func typicalRequest() {
        let url = ParsedURL("https://shop.example.com/product/1234?ref=home")

        #expect(url.href == "https://shop.example.com/product/1234?ref=home")
        #expect(url.host == "shop.example.com")
        #expect(url.port == nil)
        #expect(Array(url.pathSegments) == ["product", "1234"])
        #expect(url.query == "ref=home")
        #expect(url.fragment == nil)
        #expect(url.username.isEmpty && url.password.isEmpty)
    }

    @Test("the documented example holds")
    func documentedExample() {
        let url = ParsedURL("HTTPS://Shop.Example.com:443/a/./b/../product/1234?ref=home")
        #expect(url.href == "https://shop.example.com/a/product/1234?ref=home")
        #expect(url.host == "shop.example.com")
        #expect(Array(url.pathSegments) == ["a", "product", "1234"])
    }

    @Test("a canonical request keeps the caller's string as its href; a rewritten one gets its own")
    func canonicalInputIsShared() {
        func storage(_ string: String) -> UInt? {
            string.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) }
        }
        // Longer than 15 bytes, so not a small (inline) string.
        let canonical = "https://shop.example.com/product/1234?ref=home"
        let parsed = ParsedURL(canonical)
        #expect(storage(canonical) != nil)
        #expect(storage(parsed.href) == storage(canonical))

        let rewritten = "HTTPS://shop.example.com/product/1234?ref=home"
        #expect(storage(ParsedURL(rewritten).href) != storage(rewritten))
    }

    @Test("a tab or newline anywhere is removed", arguments: ["\t", "\n", "\r"])
    func tabsAndNewlinesAnywhere(_ character: String) {
        let canonical = "https://shop.example.com/product/1234?ref=home#top"
        for offset in 1..<canonical.count {
            var input = canonical
            input.insert(contentsOf: character, at: input.index(input.startIndex, offsetBy: offset))
            #expect(ParsedURL(input).href == canonical, "at \(offset)")
        }
        #expect(ParsedURL("https://example.com/\u{0}a\tb").href == "https://example.com/%00ab")
    }

    @Test("a default port is dropped, another kept")
    func ports() {
        #expect(ParsedURL("https://example.com:443/").port == nil)
        #expect(ParsedURL("http://example.com:80/").port == nil)
        #expect(ParsedURL("http://example.com:443/").port == 443)
        #expect(ParsedURL("myapp://host:80/").port == 80)
    }

    @Test(
        "path segments split on slashes, without the leading one",
        arguments: [
            ("https://example.com/product/1234", ["product", "1234"]),
            ("https://example.com", [""]),
            ("https://example.com/", [""]),
            ("https://example.com/a/", ["a", ""]),
            ("https://example.com//a", ["", "a"]),
            ("https://example.com/a%2Fb/c?x#y", ["a%2Fb", "c"]),
            ("myapp://open/product/1", ["product", "1"]),
            ("myapp://open", []),
            ("tel:+1-555-0100", []),
            ("file:///C:/dir/file.txt", ["C:", "dir", "file.txt"]),
            ("not a url", []),
        ])
    func pathSegments(_ input: String, _ expected: [String]) {
        let segments = ParsedURL(input).pathSegments
        #expect(segments.map(String.init) == expected)
        #expect(segments.count == expected.count)
        #expect(segments.reversed().map(String.init) == expected.reversed())
    }

    @Test("an empty query or fragment is present; a missing one is nil")
    func emptyQueryAndFragment() {
        #expect(ParsedURL("http://h/?").query == "")
        #expect(ParsedURL("http://h/#").fragment == "")
        #expect(ParsedURL("http://h/").query == nil)
        #expect(ParsedURL("http://h/").fragment == nil)
        #expect(ParsedURL("http://h/?a#b?c").query == "a")
        #expect(ParsedURL("http://h/?a#b?c").fragment == "b?c")
    }

    @Test("a special URL's path is never empty")
    func specialPathNeverEmpty() {
        #expect(ParsedURL("https://example.com").path == "/")
        #expect(ParsedURL("https://example.com?q").path == "/")
        #expect(ParsedURL("myapp://example.com").path == "")
    }

    @Test("the origin is scheme, host and effective port, or opaque")
    func origin() {
        let secure = ParsedURL("https://Example.com/a").origin
        #expect(secure == URLOrigin(scheme: "https", host: "example.com", port: 443))
        #expect(secure.description == "https://example.com")
        #expect(!secure.isOpaque)

        let custom = ParsedURL("http://example.com:8080/").origin
        #expect(custom.port == 8080)
        #expect(custom.description == "http://example.com:8080")

        #expect(ParsedURL("https://a.example.com/").origin != ParsedURL("https://b.example.com/").origin)
        #expect(ParsedURL("https://example.com/x").origin == ParsedURL("https://example.com:443/y").origin)
        #expect(ParsedURL("http://example.com/").origin != ParsedURL("https://example.com/").origin)

        for opaque in ["file:///tmp/x", "tel:+1", "myapp://open/x", "about:blank", "nonsense"] {
            #expect(ParsedURL(opaque).origin.isOpaque, "\(opaque)")
            #expect(ParsedURL(opaque).origin.description == "null")
        }
    }

    @Test(
        "same-document navigation: equal except the fragment, and the target has one",
        arguments: [
            ("https://e.com/a", "https://e.com/a#top", true),
            ("https://e.com/a#x", "https://e.com/a#y", true),
            ("https://e.com/a#x", "https://e.com/a#", true),
            ("https://e.com/a?q", "https://E.COM:443/a?q#f", true),
            ("https://e.com/a#x", "https://e.com/a", false),
            ("https://e.com/a", "https://e.com/a", false),
            ("https://e.com/a", "https://e.com/b#top", false),
            ("https://e.com/a?q", "https://e.com/a#top", false),
            ("https://e.com/a", "http://e.com/a#top", false),
        ])
    func sameDocument(_ from: String, _ to: String, _ expected: Bool) {
        #expect(ParsedURL(from).isSameDocument(as: ParsedURL(to)) == expected)
    }

    @Test("equality and hashing follow the canonical href")
    func equality() {
        #expect(ParsedURL("HTTP://Example.com:80/a/../b") == ParsedURL("http://example.com/b"))
        #expect(ParsedURL("http://example.com/a") != ParsedURL("http://example.com/b"))
        let set: Set<ParsedURL> = [
            ParsedURL("https://E.com"), ParsedURL("https://e.com/"), ParsedURL("https://e.com/x"),
        ]
        #expect(set.count == 2)
    }

    @Test("a substring parses like the string it holds")
    func substringInput() {
        let line = "Location: https://Example.com/next ;"
        let value = line.dropFirst(10).dropLast(2)
        #expect(ParsedURL(value).href == "https://example.com/next")
    }

    @Test("where ada (used to cross-check the corpus) differs, the Standard's text is followed")
    func standardTextOverAda() {
        // Path state: a final ".." shortens the path, then appends an empty segment.
        #expect(ParsedURL("sc://h/..").href == "sc://h/")
        #expect(ParsedURL("sc:/a/..").href == "sc:/")
        #expect(ParsedURL("..", relativeTo: ParsedURL("sc://h")).href == "sc://h/")
        // web-platform-tests urltestdata: spaces in an opaque path are kept, in a fragment encoded.
        #expect(ParsedURL("lolscheme:x x#x x").href == "lolscheme:x x#x%20x")
        // No scheme against an opaque base fails unless it is a fragment.
        #expect(!ParsedURL("[#{", relativeTo: ParsedURL("tel:+1")).isValid)
        // UTS #46: an xn-- label must decode to a non-ASCII label.
        #expect(!ParsedURL("http://xn--/").isValid)
        #expect(!ParsedURL("http://xn--abc-/").isValid)
        #expect(ParsedURL("http://XN--BCHER-KVA.example/").href == "http://xn--bcher-kva.example/")
    }
}
