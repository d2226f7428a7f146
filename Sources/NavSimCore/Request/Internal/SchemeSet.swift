/// Lowercase schemes compiled for in-place matching: the special schemes as a bit mask (most requests are
/// `https`, answered without reading a byte), the others as one byte buffer.
struct SchemeSet: Sendable, Hashable {
    private var specialMask: UInt8 = 0
    private var bytes: [UInt8] = []
    private var entries: [Range<Int32>] = []

    init(_ schemes: some Sequence<String>) {
        for scheme in Set(schemes.map { $0.lowercased() }).sorted() {
            let kind = URLScheme(scheme)
            if kind != .other {
                specialMask |= 1 << kind.rawValue
            } else {
                entries.append(Int32(bytes.count)..<Int32(bytes.count + scheme.utf8.count))
                bytes += scheme.utf8
            }
        }
    }

    /// Whether `url`'s scheme is in the set; `false` when `url` is invalid.
    func contains(_ url: ParsedURL) -> Bool {
        guard url.isValid else { return false }
        let kind = url.offsets.scheme
        if kind != .other { return specialMask & (1 << kind.rawValue) != 0 }
        guard !entries.isEmpty else { return false }
        let count = Int(url.offsets.schemeEnd)
        return url.withHrefBytes { href in
            bytes.withUnsafeBufferPointer { all in
                for entry in entries where entry.count == count {
                    let scheme = UnsafeBufferPointer(rebasing: all[Int(entry.lowerBound)..<Int(entry.upperBound)])
                    if Bytes.equal(href, from: 0, scheme) { return true }
                }
                return false
            }
        }
    }
}
