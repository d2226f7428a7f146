import NavSimCore
import NavSimRuntime
import Testing

@Suite("Fuzzing the parser")
struct URLFuzzTests {
    /// Bytes that matter to the parser, to reach deep states more often than uniform bytes would.
    static let alphabet: [UInt8] = Array("aZ09:/\\?#@[].%+-~ \t\n\r|^<>\"'`{}xnXN".utf8) + [0x00, 0x1F, 0x7F]
    static let fragments = [
        "http://", "https://", "file://", "file:", "ws:", "sc:", "myapp://", "tel:", "//", "[::1]", "[", "]",
        "1.2.3.4", "0x7f.1", "%2e", "%2E%2e", "..", ".", ":8080", ":", "@", "xn--bcher-kva", "ü", "☃", "C:", "c|",
        "localhost", "%41", "%ff", "?", "#", "\\", "例", "\u{AD}", "ＧＯ", "。",
    ]
    static let bases = [
        ParsedURL("https://user:pw@example.com:8443/a/b/c?q#f"), ParsedURL("file:///C:/dir/file"),
        ParsedURL("myapp://host/a/b"), ParsedURL("sc:/a/b"), ParsedURL("web+demo:/.//x/y"), ParsedURL("tel:+1555"),
    ]

    @Test("100,000 random byte strings parse without a crash; valid results are canonical")
    func randomByteStrings() {
        var generator = SplitMix64(seed: 0x5EED_0001)
        var checker = InvariantChecker()
        for iteration in 0..<100_000 {
            let input = Self.randomInput(iteration: iteration, using: &generator)
            checker.check(input: input, ParsedURL(input))
            if iteration % 8 == 0 {
                let base = Self.bases[Int(generator.next() % UInt64(Self.bases.count))]
                checker.check(input: input, ParsedURL(input, relativeTo: base))
            }
        }
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(10))")
        #expect(checker.checked == 112_500)
        // Enough inputs reach a valid result for the idempotence check to mean something.
        #expect(checker.valid > 10_000)
        #expect(checker.checked - checker.valid > 20_000)
    }

    @Test("mutations of the corpus parse without a crash; valid results are canonical")
    func corpusMutations() {
        var generator = SplitMix64(seed: 0x5EED_0002)
        var checker = InvariantChecker()
        for testCase in WHATWGCase.corpus {
            var bytes = Array(testCase.input.utf8)
            for _ in 0..<60 {
                Self.mutate(&bytes, using: &generator)
                let input = String(decoding: bytes, as: UTF8.self)
                checker.check(input: input, ParsedURL(input))
                if let base = testCase.base {
                    checker.check(input: input, ParsedURL(input, relativeTo: ParsedURL(base)))
                }
                if bytes.count > 200 { bytes = Array(testCase.input.utf8) }
            }
        }
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(10))")
        #expect(checker.valid > 5_000)
    }

    @Test("fuzzing is deterministic: the same seed gives the same inputs")
    func determinism() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)
        let a = (0..<100).map { Self.randomInput(iteration: $0, using: &first) }
        let b = (0..<100).map { Self.randomInput(iteration: $0, using: &second) }
        #expect(a == b)
        #expect(Set(a).count > 90)
    }

    static func randomInput(iteration: Int, using generator: inout SplitMix64) -> String {
        let length = Int(generator.next() % 40)
        var bytes: [UInt8] = []
        switch iteration % 4 {
        case 0:
            // Uniform bytes, including invalid UTF-8 (decoded with replacement characters).
            for _ in 0..<length { bytes.append(UInt8(truncatingIfNeeded: generator.next())) }
        case 1:
            for _ in 0..<length { bytes.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
        default:
            for _ in 0..<(length / 3 + 1) {
                if generator.next() % 2 == 0 {
                    bytes += fragments[Int(generator.next() % UInt64(fragments.count))].utf8
                } else {
                    bytes.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func mutate(_ bytes: inout [UInt8], using generator: inout SplitMix64) {
        let position = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count + 1))
        let byte =
            generator.next() % 3 == 0
            ? UInt8(truncatingIfNeeded: generator.next()) : alphabet[Int(generator.next() % UInt64(alphabet.count))]
        switch generator.next() % 4 {
        case 0: bytes.insert(byte, at: position)
        case 1 where position < bytes.count: bytes.remove(at: position)
        case 2 where position < bytes.count: bytes[position] = byte
        default: bytes.insert(contentsOf: fragments[Int(generator.next() % UInt64(fragments.count))].utf8, at: position)
        }
    }
}

/// Checks what must hold for every parse, collecting violations instead of recording 100,000 expectations.
private struct InvariantChecker {
    var violations: [String] = []
    var checked = 0
    var valid = 0

    mutating func check(input: String, _ url: ParsedURL) {
        checked += 1
        guard url.isValid else {
            if url.href != input { violations.append("invalid keeps raw input: \(input.debugDescription)") }
            return
        }
        valid += 1
        let reparsed = ParsedURL(url.href)
        if reparsed.href != url.href || !reparsed.isValid {
            violations.append("not idempotent: \(input.debugDescription) -> \(url.href) -> \(reparsed.href)")
        }
        if !url.href.hasPrefix(url.scheme + ":") || url.scheme.isEmpty {
            violations.append("scheme: \(input.debugDescription) -> \(url.href)")
        }
        // Everything outside ASCII is percent-encoded or punycoded; only an opaque path keeps spaces.
        let lowest: UInt8 = url.isOpaque ? 0x20 : 0x21
        if !url.href.utf8.allSatisfy({ $0 >= lowest && $0 < 0x7F }) {
            violations.append("not printable ASCII: \(input.debugDescription) -> \(url.href)")
        }
        if url.isSpecial && (url.host == nil || !url.path.hasPrefix("/")) {
            violations.append("special parts: \(input.debugDescription) -> \(url.href)")
        }
        let rebuilt = url.pathSegments.map(String.init).joined(separator: "/")
        if !url.isOpaque && !url.path.isEmpty && "/" + rebuilt != url.path {
            violations.append("segments: \(input.debugDescription) -> \(url.href)")
        }
        if let fragment = url.fragment, url.hrefWithoutFragment + "#" + fragment != url.href {
            violations.append("fragment: \(input.debugDescription) -> \(url.href)")
        }
    }
}
