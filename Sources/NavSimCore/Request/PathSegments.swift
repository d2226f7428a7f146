/// The segments of a hierarchical URL path, sliced from the `href` without allocating.
///
/// `/product/1234` has the segments `["product", "1234"]`; `/` has one empty segment, as in the URL Standard's
/// path list, and `/a/` has `["a", ""]`. A URL with an opaque path (`tel:+1-555-0100`) or an empty path
/// (`myapp://open`) has none.
///
/// ```swift
/// for segment in ParsedURL("https://shop.example.com/product/1234").pathSegments {
///     print(segment)  // "product", then "1234"
/// }
/// ```
public struct PathSegments: BidirectionalCollection, Sendable {
    /// A position of a segment: the UTF-8 offsets of its first byte and of the byte after its last one.
    public struct Index: Comparable, Hashable, Sendable {
        fileprivate let start: Int
        fileprivate let end: Int

        /// Orders positions by where they start.
        ///
        /// - Parameters:
        ///   - lhs: A position.
        ///   - rhs: Another position in the same collection.
        /// - Returns: Whether `lhs` comes first.
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs.start < rhs.start }

        /// Positions are equal when they start at the same offset.
        ///
        /// - Parameters:
        ///   - lhs: A position.
        ///   - rhs: Another position in the same collection.
        /// - Returns: Whether they are the same position.
        public static func == (lhs: Index, rhs: Index) -> Bool { lhs.start == rhs.start }

        /// Hashes the start offset.
        ///
        /// - Parameter hasher: The hasher to feed.
        public func hash(into hasher: inout Hasher) { hasher.combine(start) }
    }

    private let href: String
    /// Offset just after the path's leading `/`.
    private let pathStart: Int
    private let pathEnd: Int
    private let isEmptyPath: Bool

    init(href: String, pathStart: Int, pathEnd: Int) {
        self.href = href
        self.isEmptyPath = pathEnd <= pathStart
        self.pathStart = isEmptyPath ? pathEnd : pathStart + 1
        self.pathEnd = pathEnd
    }

    /// The first segment's position.
    public var startIndex: Index {
        isEmptyPath ? endIndex : Index(start: pathStart, end: segmentEnd(from: pathStart))
    }

    /// The position after the last segment.
    public var endIndex: Index { Index(start: pathEnd + 1, end: pathEnd + 1) }

    /// The segment at `position`.
    public subscript(position: Index) -> Substring {
        let utf8 = href.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: position.start)
        let end = utf8.index(start, offsetBy: position.end - position.start)
        return Substring(utf8[start..<end])
    }

    /// The position after `i`.
    ///
    /// - Parameter i: A valid position, not the end.
    /// - Returns: The next segment's position, or ``endIndex``.
    public func index(after i: Index) -> Index {
        let next = i.end + 1
        if next > pathEnd { return endIndex }
        return Index(start: next, end: segmentEnd(from: next))
    }

    /// The position before `i`.
    ///
    /// - Parameter i: A valid position, not the start.
    /// - Returns: The previous segment's position.
    public func index(before i: Index) -> Index {
        let end = i.start - 1
        let utf8 = href.utf8
        var start = end
        while start > pathStart && utf8[utf8.index(utf8.startIndex, offsetBy: start - 1)] != UInt8(ascii: "/") {
            start -= 1
        }
        return Index(start: start, end: end)
    }

    private func segmentEnd(from start: Int) -> Int {
        let pathEnd = pathEnd
        if let end = href.utf8.withContiguousStorageIfAvailable({ bytes in
            var offset = start
            while offset < pathEnd && bytes[offset] != UInt8(ascii: "/") { offset += 1 }
            return offset
        }) {
            return end
        }
        let utf8 = href.utf8
        var index = utf8.index(utf8.startIndex, offsetBy: start)
        var offset = start
        while offset < pathEnd && utf8[index] != UInt8(ascii: "/") {
            utf8.formIndex(after: &index)
            offset += 1
        }
        return offset
    }
}
