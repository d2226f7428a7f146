import NavSimCore

extension PolicyAudit {
    /// One generated URL: how it was made and, for a relative form, the trusted page it resolves against.
    struct Candidate: Sendable, Hashable {
        var technique: PolicyAuditTechnique
        var input: String
        var base: String?
    }

    /// Hostile URLs for one trusted host, every technique.
    static func candidates(for host: String) -> [Candidate] {
        let evil = "evil.example"
        var list: [Candidate] = []
        func add(_ technique: PolicyAuditTechnique, _ urls: [String], base: String? = nil) {
            list += urls.map { Candidate(technique: technique, input: $0, base: base) }
        }
        add(
            .userinfo,
            [
                "https://\(host)@\(evil)/", "https://\(host):443@\(evil)/", "https://\(host)%40\(evil)/",
                "https://\(evil)\\@\(host)/", "https://user:\(host)@\(evil)/", "https://\(host)@@\(evil)/",
                "http://\(host)@\(evil)/", "https://\(host)%2540\(evil)/",
            ])
        add(
            .backslash,
            [
                "https://\(evil)\\\(host)/", "https://\(evil)\\.\(host)/", "https:\\\\\(evil)\\\(host)",
                "https:/\\\(evil)/\(host)", "https://\(host)\\@\(evil)/",
            ])
        add(
            .whitespace,
            [
                "https://\(host)\t.\(evil)/", "https://\(host)\n.\(evil)/", "https://\(evil)/\n\(host)",
                "https://\(host)\r\n@\(evil)/", "\t https://\(evil)/\(host)",
            ])
        add(
            .percentEncoding,
            [
                "https://\(host)%2e\(evil)/", "https://\(host)%2E\(evil)/", "https://\(host)%00.\(evil)/",
                "https://\(host)%2f.\(evil)/", "https://\(Self.percentEncoded(host))/",
                "https://\(evil)%2f\(host)/", "https://\(host)%E3%80%82\(evil)/",
            ])
        add(
            .idna,
            [
                "https://evil.c\u{2100}.\(host)/", "https://\(host)\u{2100}\(evil)/", "https://\(host)\u{FF0F}\(evil)/",
                "https://\(Self.confusable(host))/", "https://\(Self.fullWidth(host))/",
                "https://\(host)\u{2024}\(evil)/",
                "https://\(host)\u{200B}/", "https://\(host)\u{AD}.\(evil)/", "https://\(host.uppercased())/",
            ])
        add(
            .fullWidthDot,
            [
                "https://\(host)\u{FF0E}\(evil)/", "https://\(host)\u{3002}\(evil)/", "https://\(host)\u{FF61}\(evil)/",
                "https://\(host.replacingDots(with: "\u{FF0E}"))/",
            ])
        add(.trailingDot, ["https://\(host)./", "https://\(host)..\(evil)/", "https://\(host).\(evil)./"])
        add(
            .ipv4,
            [
                "https://0x7f.1/#\(host)", "https://2130706433/\(host)", "https://0177.0.0.1/\(host)",
                "https://127.1/?\(host)", "https://\(host).0x7f.1/",
            ])
        add(.ipv6, ["https://[::ffff:7f00:1]/\(host)", "https://[::1]/\(host)", "https://[::1]@\(evil)/\(host)"])
        add(
            .nonWebScheme,
            [
                "javascript://\(host)/%0aalert(document.domain)", "data://\(host)/text/html,hi",
                "file://\(host)/etc/passwd", "about://\(host)/", "blob:https://\(evil)/\(host)",
                "intent://\(host)/#Intent;scheme=https;package=com.evil.app;end", "customapp://\(host)/login",
                "ftp://\(host)/", "ws://\(host)/", "wss://\(host)/", "view-source:https://\(host)/",
            ])
        let page = "https://\(host)/page"
        add(
            .protocolRelative,
            ["//\(evil)/", "/\\\(evil)/", "\\\\\(evil)", "/%2f%2f\(evil)/", "//\(evil)@\(host)/", "///\(evil)/"],
            base: page)
        add(
            .javascript,
            [
                "javascript:alert(1)//\(host)", "JaVaScRiPt:alert(1)//\(host)", "java\tscript:alert(1)//\(host)",
                " javascript:alert(1)//\(host)", "javascript:/\(host)/..%0aalert(1)",
                "javascript://\(host)%0aalert(1)", "\u{1}javascript:alert(1)",
            ])
        add(.port, ["https://\(host):8443/", "https://\(host):0/", "https://\(host):443@\(evil):443/"])
        add(
            .openRedirect,
            [
                "https://\(host)/redirect?url=https://\(evil)/", "https://\(evil)/?url=https://\(host)/",
                "https://\(evil)/\(host)", "https://\(evil)/#\(host)", "https://\(evil)?\(host)",
            ])
        add(
            .suffixConfusion,
            [
                "https://evil-\(host)/", "https://\(host).\(evil)/", "https://\(host)\(evil)/",
                "https://\(evil.replacingDots(with: "-"))-\(host)/",
            ])
        return list
    }

    static func percentEncoded(_ host: String) -> String {
        host.utf8.map { $0 == UInt8(ascii: ".") ? "%2E" : "%" + String($0, radix: 16, uppercase: true) }.joined()
    }

    /// The host with its first Latin letter that has a Cyrillic twin replaced by it.
    static func confusable(_ host: String) -> String {
        let twins: [Character: Character] = ["a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у"]
        guard let index = host.firstIndex(where: { twins[$0] != nil }) else { return host + "\u{0430}" }
        var result = host
        result.replaceSubrange(index...index, with: String(twins[host[index]]!))
        return result
    }

    static func fullWidth(_ host: String) -> String {
        String(
            String.UnicodeScalarView(
                host.unicodeScalars.map { scalar in
                    (0x21...0x7E).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0xFEE0)! : scalar
                }))
    }
}

extension String {
    fileprivate func replacingDots(with replacement: String) -> String {
        split(separator: ".", omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
