/// "Did you mean": the closest known word by edit distance, when it is close enough.
enum DidYouMean {
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) { return sameLetters }
        if lowered.count >= 4,
            let prefix = candidates.first(where: {
                $0.count >= 4 && (lowered.hasPrefix($0.lowercased()) || $0.lowercased().hasPrefix(lowered))
            })
        {
            return prefix
        }
        let scored = candidates.map { ($0, distance(lowered, $0.lowercased())) }.min { $0.1 < $1.1 }
        guard let (best, score) = scored, score <= max(2, word.count / 3) else { return nil }
        return best
    }

    /// `(did you mean "x"?)` or the empty string.
    static func hint(_ word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8.prefix(64))
        let b = Array(b.utf8.prefix(64))
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = Swift.min(
                    previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
