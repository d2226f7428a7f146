/// A path pattern such as `/product/:id`, `/product/:id(int)` or `/docs/*`, matched without allocating.
///
/// - A literal segment matches itself exactly (paths are case-sensitive).
/// - `:name` matches one non-empty segment and captures it; `:name(int)` only ASCII digits.
/// - `*` as the last segment matches the rest of the path, including nothing.
/// - A single trailing slash on the request (`/product/7/`) is ignored.
///
/// ```swift
/// let route = try RoutePattern("/product/:id(int)")
/// route.match(ParsedURL("https://example.com/product/1234").pathSegments)  // "1234"
/// ```
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
    /// One segment of a pattern.
    public enum Segment: Sendable, Hashable {
        /// Matches this text exactly.
        case literal(String)
        /// Matches and captures one non-empty segment.
        case parameter(name: String, digitsOnly: Bool)
        /// Matches the rest of the path.
        case wildcard
    }

    /// The pattern as written.
    public let source: String
    /// The parsed segments.
    public let segments: [Segment]

    /// Parses a pattern.
    ///
    /// - Parameter source: The pattern, starting with `/`.
    /// - Throws: ``RoutePatternError`` naming the bad segment and how to fix it.
    public init(_ source: String) throws(RoutePatternError) {
        guard source.hasPrefix("/") else {
            throw RoutePatternError(pattern: source, reason: "a route pattern starts with '/', as in '/product/:id'")
        }
        var segments: [Segment] = []
        let parts = source.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        for (offset, part) in parts.enumerated() {
            if part == "*" {
                guard offset == parts.count - 1 else {
                    throw RoutePatternError(pattern: source, reason: "'*' may only be the last segment")
                }
                segments.append(.wildcard)
            } else if part.hasPrefix(":") {
                var name = part.dropFirst()
                var digitsOnly = false
                if name.hasSuffix("(int)") {
                    digitsOnly = true
                    name = name.dropLast(5)
                }
                guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                    throw RoutePatternError(
                        pattern: source,
                        reason: "parameter '\(part)' needs a name of letters, digits or '_', as in ':id' or ':id(int)'"
                    )
                }
                segments.append(.parameter(name: String(name), digitsOnly: digitsOnly))
            } else if part.isEmpty && offset == parts.count - 1 && offset > 0 {
                continue  // a trailing slash in the pattern is ignored, as on requests
            } else {
                segments.append(.literal(String(part)))
            }
        }
        self.source = source
        self.segments = segments
    }

    /// Matches path segments.
    ///
    /// - Parameter path: The request's path segments (`ParsedURL.pathSegments`).
    /// - Returns: `nil` when the path does not match; otherwise the first captured parameter, or an empty
    ///   substring when the pattern captures nothing.
    public func match<Segments: Collection>(_ path: Segments) -> Substring? where Segments.Element == Substring {
        var capture: Substring?
        var patternIndex = 0
        let count = path.count
        var position = 0
        for segment in path {
            position += 1
            // A single trailing empty segment ("/product/7/") is ignored.
            if position == count, count > 1, segment.isEmpty { break }
            guard patternIndex < segments.count else { return nil }
            switch segments[patternIndex] {
            case .wildcard:
                return capture ?? segment[segment.startIndex..<segment.startIndex]
            case .literal(let text):
                guard segment == text else { return nil }
            case .parameter(_, let digitsOnly):
                guard !segment.isEmpty else { return nil }
                if digitsOnly, !segment.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return nil }
                if capture == nil { capture = segment }
            }
            patternIndex += 1
        }
        if patternIndex == segments.count { return capture ?? "" }
        if patternIndex == segments.count - 1, case .wildcard = segments[patternIndex] { return capture ?? "" }
        return nil
    }

    /// The specificity of the pattern, for tie detection: literals outrank typed parameters, which outrank
    /// parameters, which outrank the wildcard.
    public var specificity: [Int] {
        segments.map {
            switch $0 {
            case .literal: 3
            case .parameter(_, digitsOnly: true): 2
            case .parameter: 1
            case .wildcard: 0
            }
        }
    }

    public var description: String { source }
}

/// A route pattern that cannot be parsed.
public struct RoutePatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public var pattern: String
    /// What is wrong and how to fix it.
    public var reason: String

    public var description: String { "invalid route pattern '\(pattern)': \(reason)" }
}
