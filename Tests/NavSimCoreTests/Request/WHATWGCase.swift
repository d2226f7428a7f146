import NavSimCore
import Testing

/// One URL Standard conformance case: an input, an optional base, and the canonical result or failure.
struct WHATWGCase: Sendable, CustomTestStringConvertible {
    let input: String
    let base: String?
    /// The canonical href, or `nil` when the Standard's parser fails.
    let href: String?
    /// The host as the Standard's `hostname` getter returns it (empty when there is none).
    let host: String
    /// The path as the Standard's `pathname` getter returns it.
    let path: String

    init(_ input: String, base: String? = nil, href: String?, host: String = "", path: String = "") {
        self.input = input
        self.base = base
        self.href = href
        self.host = host
        self.path = path
    }

    var testDescription: String {
        let escaped = input.unicodeScalars.map {
            $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}"
        }
        .joined()
        return base.map { "\(escaped) against \($0)" } ?? escaped
    }

    /// Parses the input, against the base when there is one.
    func parse() -> ParsedURL {
        guard let base else { return ParsedURL(input) }
        return ParsedURL(input, relativeTo: ParsedURL(base))
    }
}
