/// Host patterns compiled into one byte buffer and matched in place: a claim walks plain integers, with no
/// reference counting per pattern.
struct HostSet: Sendable, Hashable {
    private struct Entry: Sendable, Hashable {
        var start: Int32
        var count: Int32
        var includeSubdomains: Bool
    }

    private let bytes: [UInt8]
    private let entries: [Entry]

    init(_ patterns: [HostPattern]) {
        var bytes: [UInt8] = []
        var entries: [Entry] = []
        for pattern in patterns {
            entries.append(
                Entry(
                    start: Int32(bytes.count),
                    count: Int32(pattern.domainBytes.count),
                    includeSubdomains: pattern.includeSubdomains
                )
            )
            bytes += pattern.domainBytes
        }
        self.bytes = bytes
        self.entries = entries
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Whether any pattern matches `url`'s host, as ``ParsedURL/hostMatches(_:)`` decides for each.
    func matches(_ url: ParsedURL) -> Bool {
        guard !entries.isEmpty, url.isValid, url.offsets.hostStart != URLComponentOffsets.absent else { return false }
        let hostStart = Int(url.offsets.hostStart)
        let hostEnd = Int(url.offsets.hostEnd)
        let special = url.offsets.scheme.isSpecial
        return url.withHrefBytes { href in
            bytes.withUnsafeBufferPointer { all in
                entries.withUnsafeBufferPointer { entries in
                    for entry in entries where entry.count > 0 {
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

/// The host comparison behind ``ParsedURL/hostMatches(_:)`` and ``HostSet``, on bytes.
enum HostMatching {
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
