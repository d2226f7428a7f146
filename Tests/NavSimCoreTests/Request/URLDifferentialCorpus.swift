import NavSimRuntime

/// The inputs of the differential test against Node's WHATWG `URL`: seeded, so a run is reproducible.
///
/// Kinds, as issue 19 lists them: hosts drawn from every Unicode block and general category (one code point,
/// or a label of several, in three URL shapes), full-width and ideographic dots, percent-encoded host bytes,
/// IPv4 in every numeric form, IPv6, userinfo, backslashes, tabs and newlines, ports, special and non-special
/// schemes, and relative forms against a base. `everyCodePoint` adds one URL per code point outside the
/// surrogates, in a shape drawn per code point (the full run).
struct URLDifferentialCorpus {
    struct Input: Hashable {
        var url: String
        var base: String?
        var kind: String
    }

    private(set) var inputs: [Input] = []
    private var random: SplitMix64

    static let schemes = [
        "http", "https", "ws", "wss", "ftp", "file", "javascript", "data", "about", "blob", "intent", "exampleapp",
        "mailto", "HTTPS", "Ftp",
    ]
    static let bases = [
        "https://example.com/a/b?q#f", "http://user:pw@example.com:8080/dir/", "file:///C:/dir/file",
        "exampleapp://host/path/x", "data:text/plain,base", "https://[::1]/x",
    ]
    static let dots: [String] = [".", "\u{3002}", "\u{FF0E}", "\u{FF61}", "%2E", "%2e"]

    init(seed: UInt64, count: Int, everyCodePoint: Bool = false) {
        random = SplitMix64(seed: seed)
        if everyCodePoint {
            for value in UInt32(0x80)...0x10_FFFF {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let shape = Int(random.next() % 3)
                inputs.append(Input(url: Self.shape(shape, String(Character(scalar))), base: nil, kind: "code point"))
            }
        }
        let kinds: [(String, (inout Self) -> Input)] = [
            ("code point", { $0.codePointHost() }),
            ("unicode label", { $0.unicodeLabel() }),
            ("dots", { $0.dotted() }),
            ("percent-encoded host", { $0.percentEncodedHost() }),
            ("ipv4", { $0.ipv4() }),
            ("ipv6", { $0.ipv6() }),
            ("userinfo", { $0.userinfo() }),
            ("whitespace and backslashes", { $0.noisy() }),
            ("port", { $0.port() }),
            ("scheme", { $0.scheme() }),
            ("relative", { $0.relative() }),
            ("punycode", { $0.punycode() }),
        ]
        for index in 0..<count {
            inputs.append(kinds[index % kinds.count].1(&self))
        }
    }

    // MARK: - Drawing

    private mutating func int(_ range: Range<Int>) -> Int {
        Int(random.next() % UInt64(range.count)) + range.lowerBound
    }
    private mutating func pick<T>(_ items: [T]) -> T { items[int(0..<items.count)] }
    private mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }

    /// A code point: from anywhere in the assigned planes, from a general category's typical ranges, or one of
    /// the troublesome ones (joiners, ignorables, dots, full-width forms, marks, Bidi letters and digits).
    private mutating func codePoint() -> Unicode.Scalar {
        let special: [UInt32] = [
            0xAD, 0x34F, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0xFE0F, 0x3002, 0xFF0E, 0xFF61, 0xFF21, 0xFF41, 0xFF10,
            0x2100, 0x2101, 0x2474, 0x24B6, 0x2488, 0xDF, 0x3C2, 0x130, 0x131, 0x17F, 0x1E9E, 0xAA, 0xB2, 0x2075, 0x5D0,
            0x627, 0x661, 0x6F1, 0x30, 0x300, 0x301, 0x94D, 0x93F, 0x644, 0x200E, 0x200F, 0x202E, 0xFFFD, 0x1F600,
            0xE0001, 0xE0100, 0x10FFFF, 0xFDFA, 0x2F868, 0x1D400, 0x3000, 0xA0, 0x1680, 0x2028, 0x85, 0x9, 0x7F, 0x2F,
            0x5C, 0x3F, 0x23, 0x40, 0x25, 0x3A, 0x5B, 0x5D, 0xFF0F, 0xFF3C, 0xFF1F, 0xFF03, 0xFF20, 0xFE52, 0x2024,
        ]
        var value: UInt32
        switch int(0..<10) {
        case 0...1: value = pick(special)
        case 2...5: value = UInt32(int(0x80..<0x3_0000))
        case 6: value = UInt32(int(0x3_0000..<0x11_0000))
        default: value = UInt32(int(0x80..<0x3000))
        }
        if (0xD800...0xDFFF).contains(value) { value = 0xFFFD }
        return Unicode.Scalar(value)!
    }

    private mutating func label(length: Int) -> String {
        var text = ""
        for _ in 0..<length {
            text.unicodeScalars.append(chance(40) ? Unicode.Scalar(UInt8(int(0x61..<0x7B))) : codePoint())
        }
        return text
    }

    static func shape(_ shape: Int, _ text: String) -> String {
        switch shape {
        case 0: "https://a\(text)b.example/"
        case 1: "https://\(text).example/"
        default: "https://x.\(text)/"
        }
    }

    private mutating func codePointHost() -> Input {
        Input(url: Self.shape(int(0..<3), String(Character(codePoint()))), base: nil, kind: "code point")
    }

    private mutating func unicodeLabel() -> Input {
        let host = (0..<int(1..<4)).map { _ in label(length: int(1..<6)) }.joined(separator: ".")
        return Input(url: "\(pick(["https", "http", "wss", "ftp"]))://\(host)/p", base: nil, kind: "unicode label")
    }

    private mutating func dotted() -> Input {
        var host = ""
        for index in 0..<int(2..<5) {
            if index > 0 { host += pick(Self.dots) }
            host += pick(["example", "com", "EXAMPLE", "ｅｘａｍｐｌｅ", "xn--bcher-kva", "bücher", "1", "0x7f", ""])
        }
        if chance(20) { host += pick(Self.dots) }
        return Input(url: "https://\(host)/", base: nil, kind: "dots")
    }

    private mutating func percentEncodedHost() -> Input {
        let pieces = [
            "%41", "%2E", "%2e", "%C3%BC", "%c3%bc", "%00", "%25", "%FF", "%E2%84%80", "%20", "%40", "%2F", "%3A",
            "%E3%80%82", "%EF%BC%8E", "%78%6E--", "%", "%4", "%zz", "a", "b", ".", "example", "%F0%9F%98%80",
        ]
        let host = (0..<int(1..<5)).map { _ in pick(pieces) }.joined()
        return Input(
            url: "\(pick(["https", "http", "exampleapp", "file"]))://\(host)/", base: nil, kind: "percent-encoded host")
    }

    private mutating func ipv4Number() -> String {
        let value = chance(10) ? random.next() % 0x1_0000_0000_00 : random.next() % 300
        switch int(0..<6) {
        case 0: return "0x" + String(value, radix: 16)
        case 1: return "0X" + String(value, radix: 16, uppercase: true)
        case 2: return "0" + String(value, radix: 8)
        case 3: return pick(["", "0x", "09", "08", "0xg", "1e1", "-1", "00", "0x0", "4294967295", "4294967296"])
        default: return String(value)
        }
    }

    private mutating func ipv4() -> Input {
        var host = (0..<int(1..<6)).map { _ in ipv4Number() }.joined(separator: ".")
        if chance(15) { host += "." }
        if chance(10) { host = "a." + host }
        return Input(url: "\(pick(["http", "https", "ftp", "exampleapp", "file"]))://\(host)/", base: nil, kind: "ipv4")
    }

    private mutating func ipv6() -> Input {
        var pieces: [String] = (0..<int(1..<9)).map { _ in
            chance(30) ? "0" : String(random.next() % 0x1_0000, radix: 16, uppercase: chance(30))
        }
        if chance(40) { pieces.insert("", at: int(0..<(pieces.count + 1))) }
        var body = pieces.joined(separator: ":")
        if chance(20) { body += ":" + (0..<4).map { _ in String(int(0..<300)) }.joined(separator: ".") }
        if chance(10) { body = pick(["::", "::1", ":::", "1::2::3", "::ffff:1.2.3.4", "fe80::1%25eth0", "1:2"]) }
        let scheme = pick(["http", "https", "exampleapp", "file", "ws"])
        return Input(url: "\(scheme)://[\(body)]\(chance(20) ? ":8080" : "")/", base: nil, kind: "ipv6")
    }

    private mutating func userinfo() -> Input {
        let user = pick(["user", "us%40er", "a:b", "", "example.com", "ü", "a@b", ":", "%", "a b"])
        let host = pick(["example.com", "evil.net", "EXAMPLE.com", "", "[::1]", "1.2.3.4"])
        let separator = pick(["@", "@@", "%40", "\\@", ":@"])
        return Input(
            url: "\(pick(["https", "http", "exampleapp", "ftp"]))://\(user)\(separator)\(host)/x", base: nil,
            kind: "userinfo")
    }

    private mutating func noisy() -> Input {
        var url = Array("https://example.com/a/b?c#d")
        for _ in 0..<int(1..<4) {
            url.insert(pick(["\t", "\n", "\r", "\\", " ", "\u{0}", "\u{1F}"]), at: int(0..<(url.count + 1)))
        }
        if chance(30) { url = Array(pick([" ", "\t", "\u{C}"])) + url }
        return Input(url: String(url), base: nil, kind: "whitespace and backslashes")
    }

    private mutating func port() -> Input {
        let port = pick(["80", "443", "8080", "0", "65535", "65536", "99999999999", "", "a", "08", "-1", "1.2", "0x50"])
        let scheme = pick(["http", "https", "ws", "wss", "ftp", "exampleapp", "file"])
        return Input(url: "\(scheme)://example.com:\(port)/", base: nil, kind: "port")
    }

    private mutating func scheme() -> Input {
        let scheme = pick(Self.schemes)
        let rest = pick([
            "//example.com/x", "example.com/x", "///x", "//example.com/%0aalert(1)", "text/html,hi", "//", "/",
            "https://example.com/uuid", "blank", "//Example.COM:80/a/../b", "//ü.example/", "//a b/",
            "//example.com/#Intent;end",
        ])
        return Input(url: "\(scheme):\(rest)", base: nil, kind: "scheme")
    }

    private mutating func relative() -> Input {
        let input = pick([
            "//evil.net/x", "/x", "?q", "#f", "../x", "./y", "\\\\evil.net\\x", "/\\evil.net", "//Ü.example", "", ".",
            "..", "/%2f%2fevil.net", "https:evil.net", "http:/x", "javascript:alert(1)", "C|/x", "//[::1]:8/",
            "x:y", "//user@host/", "///x",
        ])
        return Input(url: input, base: pick(Self.bases), kind: "relative")
    }

    private mutating func punycode() -> Input {
        let label = pick([
            "xn--bcher-kva", "xn--", "xn---", "xn--a", "xn--zca", "xn--4db", "xn--ls8h", "xn--mgb", "xn--1ca",
            "XN--BCHER-KVA", "xn--bcher-kva-", "xn--ab", "xn--d1acpjx3f", "xn--0", "xn--ss-", "xn--a-ecp.ru",
            "xn--nxasmm1c", "xn--ngbrx", "xn--zn7c", "xn--8c3b", "xn--ß",
        ])
        let other = pick(["example", "com", "1com", "a1", "", "ab-", "-a", "עב", "١"])
        return Input(url: "https://\(label).\(other)/", base: nil, kind: "punycode")
    }
}
