import NavSimCore
import Testing

@Suite("Invalid requests are values")
struct URLParseFailureTests {
    @Test(
        "each kind of invalid input is reported with its code and the offending part",
        arguments: [
            ("example.com/path", URLParseFailure.Code.missingScheme, "example.com/path"),
            ("", .missingScheme, ""),
            ("http://", .hostMissing, ""),
            ("http://user@/x", .hostMissing, "user@"),
            ("myapp://:80/", .hostMissing, ":80"),
            ("http://exa mple.com/", .forbiddenHostCodePoint, "exa mple.com"),
            ("http://exa%25mple.com/", .forbiddenHostCodePoint, "exa%25mple.com"),
            ("myapp://ho<st/", .forbiddenHostCodePoint, "ho<st"),
            ("http://1.2.3.256/", .invalidIPv4, "1.2.3.256"),
            ("http://example.09/", .invalidIPv4, "example.09"),
            ("http://[::1/", .invalidIPv6, "[::1"),
            ("http://[1::2::3]/", .invalidIPv6, "[1::2::3]"),
            ("http://%ff.com/", .invalidDomain, "%ff.com"),
            ("http://example.com:99999/", .portOutOfRange, "99999"),
            ("http://example.com:8o/", .invalidPort, "8o"),
            ("http://example.com:-1/", .invalidPort, "-1"),
            ("file://host:80/x", .portNotAllowed, "host:80"),
            ("file://host:x/x", .forbiddenHostCodePoint, "host:x"),
        ])
    func failure(_ input: String, _ code: URLParseFailure.Code, _ part: String) throws {
        let url = ParsedURL(input)
        let failure = try #require(url.failure)

        #expect(!url.isValid)
        #expect(failure.code == code)
        #expect(failure.offendingPart == part)
        #expect(failure.description.contains(code.description))
        #expect(url.href == input)
    }

    @Test("an invalid URL has no parts")
    func emptyParts() {
        let url = ParsedURL("https://example.com:70000/a?b#c")

        #expect(url.scheme.isEmpty)
        #expect(url.host == nil)
        #expect(url.port == nil)
        #expect(url.path.isEmpty)
        #expect(url.query == nil)
        #expect(url.fragment == nil)
        #expect(url.pathSegments.isEmpty)
        #expect(!url.isSpecial && !url.isOpaque)
        #expect(url.origin.isOpaque)
        #expect(!url.hostMatches(HostPattern("example.com", includeSubdomains: true)))
        #expect(!url.isSameDocument(as: url))
    }

    @Test("relative input fails against an opaque or an invalid base")
    func relativeFailures() {
        let opaque = ParsedURL("x", relativeTo: ParsedURL("mailto:a@b.c"))
        #expect(opaque.failure?.code == .relativeToOpaqueBase)

        let invalidBase = ParsedURL("/x", relativeTo: ParsedURL("http://[/"))
        #expect(invalidBase.failure?.code == .invalidBase)
        #expect(invalidBase.failure?.offendingPart == "http://[/")

        #expect(ParsedURL("#f", relativeTo: ParsedURL("mailto:a@b.c")).href == "mailto:a@b.c#f")
    }

    @Test("the description names the code and quotes the offending part")
    func description() {
        let failure = URLParseFailure(.invalidPort, offendingPart: "8o")
        #expect(failure.description == "invalid port: \"8o\"")
        #expect(URLParseFailure(.missingScheme, offendingPart: "").description == "missing scheme")
    }
}
