/// Route patterns compiled into one byte buffer of literals and a flat list of segments, matched against a
/// request's path in place: no `Substring`, no reference counting per route or segment.
struct RouteSet: Sendable, Hashable {
    private enum Kind: UInt8, Sendable, Hashable {
        case literal
        case parameter
        case digits
        case wildcard
    }

    private struct Segment: Sendable, Hashable {
        var kind: Kind
        /// The literal's range in `bytes`.
        var start: Int32
        var count: Int32
    }

    private let bytes: [UInt8]
    private let segments: [Segment]
    /// Each route's range in `segments`.
    private let routes: [Range<Int32>]

    init(_ patterns: [RoutePattern]) {
        self.init(patterns.map(\.segments))
    }

    init(_ routes: [[RoutePattern.Segment]]) {
        var bytes: [UInt8] = []
        var segments: [Segment] = []
        var ranges: [Range<Int32>] = []
        for route in routes {
            let first = Int32(segments.count)
            for segment in route {
                switch segment {
                case .literal(let text):
                    segments.append(Segment(kind: .literal, start: Int32(bytes.count), count: Int32(text.utf8.count)))
                    bytes += text.utf8
                case .parameter(_, let digitsOnly):
                    segments.append(Segment(kind: digitsOnly ? .digits : .parameter, start: 0, count: 0))
                case .wildcard:
                    segments.append(Segment(kind: .wildcard, start: 0, count: 0))
                }
            }
            ranges.append(first..<Int32(segments.count))
        }
        self.bytes = bytes
        self.segments = segments
        self.routes = ranges
    }

    var isEmpty: Bool { routes.isEmpty }

    /// The first route that matches `url`'s path, with the byte range of its first parameter's value in
    /// ``ParsedURL/href`` (empty without one): what ``RoutePattern/match(_:)`` answers on the path segments.
    func firstMatch(_ url: ParsedURL) -> (route: Int, capture: Range<Int>)? {
        guard !routes.isEmpty else { return nil }
        guard let path = url.pathByteRange else {
            // No segments at all (an opaque or empty path): only a lone wildcard matches.
            for (index, route) in routes.enumerated()
            where route.count == 1 && segments[Int(route.lowerBound)].kind == .wildcard {
                return (index, 0..<0)
            }
            return nil
        }
        return url.withHrefBytes { href in
            // The first segment, read once: most routes fail on their first literal.
            var firstEnd = path.lowerBound + 1
            while firstEnd < path.upperBound && href[firstEnd] != UInt8(ascii: "/") { firstEnd += 1 }
            let firstCount = firstEnd - path.lowerBound - 1
            return bytes.withUnsafeBufferPointer { literals in
                segments.withUnsafeBufferPointer { segments in
                    for (index, route) in routes.enumerated() {
                        let head = segments[Int(route.lowerBound)]
                        if head.kind == .literal, head.count != firstCount { continue }
                        if let capture = Self.match(
                            href,
                            path: path,
                            literals: literals,
                            segments: UnsafeBufferPointer(
                                rebasing: segments[Int(route.lowerBound)..<Int(route.upperBound)])
                        ) {
                            return (index, capture)
                        }
                    }
                    return nil
                }
            }
        }
    }

    private static func match(
        _ href: UnsafeBufferPointer<UInt8>,
        path: Range<Int>,
        literals: UnsafeBufferPointer<UInt8>,
        segments: UnsafeBufferPointer<Segment>
    ) -> Range<Int>? {
        var capture: Range<Int>?
        var patternIndex = 0
        let first = path.lowerBound + 1
        var start = first
        while true {
            var end = start
            while end < path.upperBound && href[end] != UInt8(ascii: "/") { end += 1 }
            let isLast = end >= path.upperBound
            // A single trailing empty segment ("/product/7/") is ignored.
            if isLast, end == start, start != first { break }
            guard patternIndex < segments.count else { return nil }
            let segment = segments[patternIndex]
            switch segment.kind {
            case .wildcard:
                return capture ?? start..<start
            case .literal:
                let literal = UnsafeBufferPointer(
                    rebasing: literals[Int(segment.start)..<Int(segment.start + segment.count)])
                guard literal.count == end - start, Bytes.equal(href, from: start, literal) else { return nil }
            case .parameter, .digits:
                guard end > start else { return nil }
                if segment.kind == .digits {
                    for index in start..<end where !HostParser.isDigit(href[index]) { return nil }
                }
                if capture == nil { capture = start..<end }
            }
            patternIndex += 1
            if isLast { break }
            start = end + 1
        }
        if patternIndex == segments.count { return capture ?? 0..<0 }
        if patternIndex == segments.count - 1, segments[patternIndex].kind == .wildcard { return capture ?? 0..<0 }
        return nil
    }
}
