import NavSimCore
import Testing

/// UTS #46 as the URL Standard runs it, case by case: mapping, NFC, CheckJoiners, CheckBidi, `xn--` labels.
/// `URLDifferentialTests` compares the same parser with Node on a million hosts; these name the rules.
@Suite("IDNA: UTS #46 processing of hosts")
struct IDNATests {
    @Test(
        "valid hosts map, normalise and encode",
        arguments: [
            ("https://a\u{0308}.example/", "https://xn--4ca.example/"),  // NFC composes.
            ("https://a\u{0323}\u{0307}.example/", "https://xn--rsa542l.example/"),  // Canonical order…
            ("https://a\u{0307}\u{0323}.example/", "https://xn--rsa542l.example/"),  // …whichever came first.
            ("https://\u{212B}.example/", "https://xn--5ca.example/"),  // ANGSTROM SIGN is Å.
            ("https://\u{1100}\u{1161}\u{11A8}.example/", "https://xn--p39a.example/"),  // Hangul jamo compose.
            ("https://\u{0915}\u{094D}\u{200C}.example/", "https://xn--11b6iv14e.example/"),  // ZWNJ after a virama.
            ("https://\u{0628}\u{200C}\u{0628}.example/", "https://xn--ngba799q.example/"),  // ZWNJ between joiners.
            ("https://a.\u{05D0}/", "https://a.xn--4db/"),  // A Bidi domain whose labels all pass.
            ("https://\u{1E9E}.example/", "https://xn--zca.example/"),  // ẞ maps to ß (non-transitional).
            ("https://\u{00AA}\u{00B2}\u{24B6}.example/", "https://a2a.example/"),  // ª ² Ⓐ are mapped.
            ("https://EXAMPLE\u{3002}com\u{FF0E}/", "https://example.com./"),  // Ideographic and full-width dots.
            ("https://xn--BCHER-kva.example/", "https://xn--bcher-kva.example/"),  // A valid ACE label.
        ])
    func valid(_ input: String, _ href: String) {
        #expect(ParsedURL(input).href == href)
    }

    @Test(
        "invalid hosts are refused",
        arguments: [
            "https://evil.c\u{2100}.example.com/",  // ℀ maps to "a/c": a forbidden code point.
            "https://a\u{200D}b.example/",  // ZWJ not after a virama (CheckJoiners).
            "https://\u{0628}\u{200C}.example/",  // ZWNJ with nothing that joins after it.
            "https://\u{0300}a.example/",  // A label starting with a combining mark.
            "https://0a.\u{05D0}/",  // In a Bidi domain, a label must start L, R or AL (RFC 5893 rule 1).
            "https://a\u{05D0}.example/",  // A left-to-right label with a right-to-left letter (rule 5).
            "https://xn--ss-.example/",  // An xn-- label that decodes to ASCII only.
            "https://xn--a.example/",  // Not valid Punycode.
            "https://xn--bcher-KVA\u{00FC}.example/",  // An xn-- label with a non-ASCII code point.
            "https://xn--tda\u{0301}.example/",  // Mapped first, then an xn-- label with non-ASCII: refused.
            "https://\u{E000}.example/",  // Private use: disallowed.
            "https://\u{FFFD}.example/",  // The replacement character: disallowed.
            "https://\u{00AD}/",  // Only an ignored code point: the empty host.
        ])
    func invalid(_ input: String) {
        #expect(!ParsedURL(input).isValid, "\(ParsedURL(input).href)")
    }
}
