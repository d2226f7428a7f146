/// Lowercase schemes compiled for in-place matching: the special schemes indexed by their kind (most
/// requests are `https`, answered without reading a byte), the others as one byte buffer. Each scheme is
/// kept as a string too, so a match names it without slicing the request.
struct SchemeSet: Sendable, Hashable {
    /// The special schemes in the set by `URLScheme` raw value; empty for one not in the set.
    private var specialNames = [String](repeating: "", count: Int(URLScheme.other.rawValue))
    private var bytes: [UInt8] = []
    private var entries: [Range<Int32>] = []
    /// The other schemes, parallel to `entries`.
    private var names: [String] = []

    init(_ schemes: some Sequence<String>) {
        for scheme in Set(schemes.map { $0.lowercased() }).sorted() {
            let kind = URLScheme(scheme)
            if kind != .other {
                specialNames[Int(kind.rawValue)] = scheme
            } else {
                entries.append(Int32(bytes.count)..<Int32(bytes.count + scheme.utf8.count))
                bytes += scheme.utf8
                names.append(scheme)
            }
        }
    }

    /// Whether `url`'s scheme is in the set; `false` when `url` is invalid.
    func contains(_ url: ParsedURL) -> Bool {
        matchedScheme(url) != nil
    }

    /// `url`'s scheme when it is in the set, as the set stores it (the same bytes: a parsed scheme is
    /// lowercase).
    func matchedScheme(_ url: ParsedURL) -> String? {
        guard url.isValid else { return nil }
        let kind = url.offsets.scheme
        if kind != .other {
            let name = specialNames[Int(kind.rawValue)]
            return name.isEmpty ? nil : name
        }
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
