/// Lowercase schemes compiled for in-place matching: the special schemes as a bit mask (most requests are
/// `https`, answered without reading a byte), the others as one byte buffer.
struct SchemeSet: Sendable, Hashable {
    private var specialMask: UInt8 = 0
    private var bytes: [UInt8] = []
    private var entries: [Range<Int32>] = []
    /// Each scheme as a string, so a match can name it without slicing the request: the special ones
    /// indexed by their kind, the others parallel to `entries`.
    private var specialNames = [String](repeating: "", count: 8)
    private var names: [String] = []

    init(_ schemes: some Sequence<String>) {
        for scheme in Set(schemes.map { $0.lowercased() }).sorted() {
            let kind = URLScheme(scheme)
            if kind != .other {
                specialMask |= 1 << kind.rawValue
                specialNames[Int(kind.rawValue)] = scheme
            } else {
                entries.append(Int32(bytes.count)..<Int32(bytes.count + scheme.utf8.count))
                bytes += scheme.utf8
                names.append(scheme)
            }
        }
    }

    /// Whether `url`'s scheme is in the set.
    func contains(_ url: ParsedURL) -> Bool {
        matchedScheme(url) != nil
    }

    /// `url`'s scheme when it is in the set, as the set stores it (the same bytes: a parsed scheme is
    /// lowercase).
    func matchedScheme(_ url: ParsedURL) -> String? {
        guard url.isValid else { return nil }
        let kind = url.offsets.scheme
        if kind != .other { return specialMask & (1 << kind.rawValue) != 0 ? specialNames[Int(kind.rawValue)] : nil }
        guard !entries.isEmpty else { return nil }
        let count = Int(url.offsets.schemeEnd)
        let index: Int? = url.withHrefBytes { href in
            bytes.withUnsafeBufferPointer { all in
                for (index, entry) in entries.enumerated() where entry.count == count {
                    let scheme = UnsafeBufferPointer(rebasing: all[Int(entry.lowerBound)..<Int(entry.upperBound)])
                    if Bytes.equal(href, from: 0, scheme) { return index }
                }
                return nil
            }
        }
        return index.map { names[$0] }
    }
}
