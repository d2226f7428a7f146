import NavSimRuntime
import Testing

@testable import NavSimCore

/// The parser's canonical fast path must give exactly the full parser's answer, and must fire for the
/// URLs an app loads (or it saves nothing).
@Suite("The parser's canonical fast path")
struct URLFastPathTests {
    static let schemes = [
        "https", "http", "ws", "wss", "ftp", "myapp", "tel", "sc+x.y-z", "file", "HTTPS", "hTtp", "h", "1a", "a_b",
    ]
    static let separators = ["://", ":", ":/", ":///", ":\\\\", "://\\", "//"]
    static let hosts = [
        "example.com", "a.b.c", "www.example.com.", "1.2.3.4", "x.1", "x.1.", "a.1..", "a..b", ".a", "a-b", "a--b",
        "-a-", "xn--bcher-kva.example", "EXAMPLE.com", "", "ex:80", "ex:443", "u@h", "[::1]", "h\u{FC}", "a b",
        "0x7f", "a.b%41",
    ]
    static let segments = [
        "a", "product", "1234", "x.y", "a%2e", "~x", "", ".", "..", "%2e", ".%2E", "%2e%2e", "%2e.", "a%20b", "a b",
        "\\", "\u{FC}", ".hidden", "%41", "a|b", "a{b}", "a\"b", "a<b", "a^b", "a`b", "a'b",
    ]
    static let queries = ["", "?", "?q=1", "?q=a b", "?a'b", "?x#", "?x?y", "?a\u{FC}", "?a\"b", "?a/b\\c"]
    static let fragments = ["", "#", "#top", "#a b", "#a`b", "#a#b", "#a\u{FC}", "#x?y", "#a<b"]

    /// Fast and full parses of `input` (no base) agree on the href, every offset and the failure.
    static func expectSame(_ input: String, sourceLocation: SourceLocation = #_sourceLocation) {
        // `ParsedURL(_:)` tries the fast path; `parse(_:base:)` is the full parser.
        let fast = ParsedURL(input)
        let full = URLParser.parse(input, base: nil)
        #expect(fast.href == full.href, "\(input)", sourceLocation: sourceLocation)
        #expect(fast.offsets == full.offsets, "\(input)", sourceLocation: sourceLocation)
        #expect(fast.failure == full.failure, "\(input)", sourceLocation: sourceLocation)
    }

    static func fires(_ input: String) -> Bool {
        var copy = input
        return copy.withUTF8 { URLParser.canonicalOffsets($0) != nil }
    }

    @Test("fires for the standard profile's web URLs and for canonical shapes")
    func firesOnCanonical() {
        let web = [
            "https://example.com/articles/2024/10/swift-concurrency", "https://www.example.com/search?q=running+shoes",
            "https://example.com/product/1234", "https://example.com/", "https://help.example.com/faq#returns",
            "https://news.example.org/story/42?utm_source=app", "ws://chat.example.com/socket",
            "https://example.com./a//b/", "ftp://files.example.net/pub/a%20b.txt", "https://a-b.example/x?#",
            "myapp://host/path", "exampleapp://settings/notifications", "myapp://host", "myapp://h?x#y",
            "tel:+15551234567",
            "mailto:support@example.com", "sc:a b?c#d", "web+x.y-z:", "about:blank",
        ]
        for url in web {
            #expect(Self.fires(url), "\(url)")
            Self.expectSame(url)
            #expect(ParsedURL(url).href == url)
        }
    }

    @Test(
        "declines what the full parser rewrites or checks further",
        arguments: [
            "https://example.com", "https://example.com?q", "https://example.com#f", "HTTPS://example.com/",
            "https://Example.com/", "https://example.com:443/", "https://example.com:8080/", "https://u@example.com/",
            "https://1.2.3.4/", "https://example.1/", "https://example.1./", "https://a..b/", "https:///example.com/",
            "https:example.com/", "https://example.com/./x", "https://example.com/a/../b", "https://example.com/%2e/",
            "https://example.com/a b", "https://example.com/a\\b", "https://example.com/\u{FC}",
            "https://xn--a--b.com/",
            "https://example.com/?a b", "https://example.com/?a'b", "https://example.com/#a b", "file:///etc/hosts",
            "myapp:///path", "myapp://h:1/", "myapp://H/", "myapp://h\\x", "sc:/x", "Tel:1", "tel:1 ", "tel:\u{FC}",
            "sc:\u{7F}",
            " https://example.com/", "https://example.com/\n",
        ])
    func declines(_ input: String) {
        #expect(!Self.fires(input))
        Self.expectSame(input)
    }

    @Test("agrees with the full parser on every conformance input")
    func conformanceCorpus() {
        for testCase in WHATWGCase.corpus { Self.expectSame(testCase.input) }
    }

    @Test("agrees with the full parser on 30,000 URLs built from tricky parts, and fires on many of them")
    func generated() {
        var generator = SplitMix64(seed: 0xFA57_0002)
        // Parts the fast path accepts come first in each list; drawing from them half the time makes whole
        // canonical URLs common enough.
        func pick(_ parts: [String], friendly: Int) -> String {
            let range = generator.next() % 2 == 0 ? friendly : parts.count
            return parts[Int(generator.next() % UInt64(range))]
        }
        var fired = 0
        for _ in 0..<30_000 {
            var url =
                pick(Self.schemes, friendly: 8) + pick(Self.separators, friendly: 2) + pick(Self.hosts, friendly: 3)
            for _ in 0..<Int(generator.next() % 4) { url += "/" + pick(Self.segments, friendly: 6) }
            url += pick(Self.queries, friendly: 3) + pick(Self.fragments, friendly: 3)
            if Self.fires(url) { fired += 1 }
            Self.expectSame(url)
        }
        // Both paths are exercised: the comparison means something either way.
        #expect(fired > 1_000)
        #expect(fired < 29_000)
    }

    @Test("agrees with the full parser on single-byte mutations of canonical URLs")
    func mutations() {
        var generator = SplitMix64(seed: 0xFA57_0003)
        let alphabet = Array("aZ09:/\\?#@[].%+-~ \t|^<>\"'`{}".utf8) + [0x00, 0x7F, 0xC3, 0xBC]
        let seeds = [
            "https://example.com/a/b?q=1#f", "http://x.y.z/", "wss://h/p/q/", "ftp://a-b.c/%41/x#", "myapp://h/p?q#f",
            "tel:+15551234567",
        ]
        for seed in seeds {
            let bytes = Array(seed.utf8)
            for _ in 0..<2_000 {
                var mutated = bytes
                let position = Int(generator.next() % UInt64(mutated.count))
                let byte = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                switch generator.next() % 3 {
                case 0: mutated[position] = byte
                case 1: mutated.insert(byte, at: position)
                default: mutated.remove(at: position)
                }
                Self.expectSame(String(decoding: mutated, as: UTF8.self))
            }
        }
    }
}
