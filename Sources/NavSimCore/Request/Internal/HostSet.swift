/// Host patterns compiled into one byte buffer and matched in place: a claim walks plain integers, with no
/// reference counting per pattern.
///
/// A set is compiled for one ``HostRuleUse``: a trusting set checks each pattern's schemes first (`http` and
/// `https`, read from the parsed scheme's kind, for the usual pattern), a refusing set matches the host under
/// every scheme.
struct HostSet: Sendable, Hashable {
    private struct Entry: Sendable, Hashable {
        var start: Int32
        var count: Int32
        var includeSubdomains: Bool
        /// The index of the pattern's schemes in `schemeSets`, or -1 for `http` and `https`.
        var schemes: Int32
    }

    private let bytes: [UInt8]
    private let entries: [Entry]
    private let schemeSets: [SchemeSet]
    /// What the set's rule does with a match.
    let use: HostRuleUse

    init(_ patterns: [HostPattern], use: HostRuleUse) {
        var bytes: [UInt8] = []
        var entries: [Entry] = []
        var schemeSets: [SchemeSet] = []
        for pattern in patterns where !pattern.domainBytes.isEmpty {
            var schemes: Int32 = -1
            if !pattern.isWebOnly {
                schemes = Int32(schemeSets.count)
                schemeSets.append(SchemeSet(pattern.schemes))
            }
            entries.append(
                Entry(
                    start: Int32(bytes.count),
                    count: Int32(pattern.domainBytes.count),
                    includeSubdomains: pattern.includeSubdomains,
                    schemes: schemes
                )
            )
            bytes += pattern.domainBytes
        }
        self.bytes = bytes
        self.entries = entries
        self.schemeSets = schemeSets
        self.use = use
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Whether any pattern matches `url`, as ``ParsedURL/hostMatches(_:for:)`` decides for each.
    @inline(__always)
    func matches(_ url: ParsedURL) -> Bool {
        guard !entries.isEmpty, url.isValid else { return false }
        switch use {
        case .trust:
            return matchesInPlace(url, checkingSchemes: true)
        case .refusal:
            // The usual case, a special URL, compares its own host in place; the rest (a non-special host to
            // canonicalise, a blob: URL's origin) is rare.
            if url.offsets.scheme.isSpecial { return matchesInPlace(url, checkingSchemes: false) }
            return HostMatching.refusalHost(of: url) { matchesInPlace($0, checkingSchemes: false) }
        }
    }

    /// Whether a pattern matches `url`'s host in place, of a scheme the pattern names when `checkingSchemes`.
    @inline(__always)
    private func matchesInPlace(_ url: ParsedURL, checkingSchemes: Bool) -> Bool {
        guard url.offsets.hostStart != URLComponentOffsets.absent else { return false }
        let web = url.offsets.scheme == .https || url.offsets.scheme == .http
        if checkingSchemes, !web, schemeSets.isEmpty { return false }
        // Patterns naming other schemes are rare: their answers are computed here, so the loop below reads
        // plain values and does not hold the URL.
        let named: [Bool]? = checkingSchemes && !schemeSets.isEmpty ? schemeSets.map { $0.contains(url) } : nil
        let hostStart = Int(url.offsets.hostStart)
        let hostEnd = Int(url.offsets.hostEnd)
        let special = url.offsets.scheme.isSpecial
        return url.withHrefBytes { href in
            bytes.withUnsafeBufferPointer { all in
                entries.withUnsafeBufferPointer { entries in
                    for entry in entries {
                        if checkingSchemes {
                            let applies = entry.schemes < 0 ? web : named?[Int(entry.schemes)] ?? false
                            guard applies else { continue }
                        }
                        let domain = UnsafeBufferPointer(
                            rebasing: all[Int(entry.start)..<Int(entry.start + entry.count)])
                        if HostMatching.matches(
                            href,
                            hostStart: hostStart,
                            hostEnd: hostEnd,
                            special: special,
                            domain: domain,
                            includeSubdomains: entry.includeSubdomains
                        ) {
                            return true
                        }
                    }
                    return false
                }
            }
        }
    }
}

/// The host comparison behind ``ParsedURL/hostMatches(_:for:)`` and ``HostSet``, on bytes.
enum HostMatching {
    /// Finds the hosts a refusing rule compares in `url` and asks `compare` about each, as the host of a URL
    /// compared in place: the host under any scheme, a non-special host canonicalised as a domain too when it
    /// has percent-encoded or non-ASCII bytes (`myapp://EVIL%2Eexample/`), and the host of a `blob:` URL's
    /// origin (`blob:https://evil.example/uuid`).
    static func refusalHost(of url: ParsedURL, _ compare: (ParsedURL) -> Bool) -> Bool {
        guard url.isValid else { return false }
        if url.offsets.hostStart == URLComponentOffsets.absent {
            // blob:https://evil.example/uuid: the origin is the inner URL's. A parsed scheme is lowercase.
            let isBlob =
                url.offsets.schemeEnd == 4
                && url.withHrefBytes { $0[0] == 0x62 && $0[1] == 0x6C && $0[2] == 0x6F && $0[3] == 0x62 }
            guard isBlob else { return false }
            let inner = ParsedURL(url.path)
            guard inner.isValid, inner.offsets.scheme == .https || inner.offsets.scheme == .http else { return false }
            return compare(inner)
        }
        if compare(url) { return true }
        guard !url.offsets.scheme.isSpecial else { return false }
        let hostStart = Int(url.offsets.hostStart)
        let hostEnd = Int(url.offsets.hostEnd)
        let needsCanonical = url.withHrefBytes { href in
            (hostStart..<hostEnd).contains { href[$0] >= 0x80 || href[$0] == UInt8(ascii: "%") }
        }
        guard needsCanonical, let host = url.host else { return false }
        let domain = ParsedURL("http://" + host + "/")
        return domain.isValid && compare(domain)
    }

    /// Whether the host `href[hostStart..<hostEnd]`, minus one trailing dot, is `domain` or, with
    /// `includeSubdomains`, a subdomain of it; IP addresses match exactly only; non-special hosts ignore
    /// ASCII case.
    @inline(__always)
    static func matches(
        _ href: UnsafeBufferPointer<UInt8>,
        hostStart: Int,
        hostEnd: Int,
        special: Bool,
        domain: UnsafeBufferPointer<UInt8>,
        includeSubdomains: Bool
    ) -> Bool {
        var hostEnd = hostEnd
        if hostEnd > hostStart, href[hostEnd - 1] == UInt8(ascii: ".") { hostEnd -= 1 }
        let hostCount = hostEnd - hostStart
        guard hostCount >= domain.count else { return false }
        let suffixStart = hostEnd - domain.count
        if special {
            guard Bytes.equal(href, from: suffixStart, domain) else { return false }
        } else {
            for index in 0..<domain.count
            where Bytes.lowered(href[suffixStart + index]) != Bytes.lowered(domain[index]) {
                return false
            }
        }
        if hostCount == domain.count { return true }
        guard includeSubdomains, href[suffixStart - 1] == UInt8(ascii: ".") else { return false }
        let last = href[hostEnd - 1]
        return !(special && (HostParser.isDigit(last) || last == UInt8(ascii: "]")))
    }
}
