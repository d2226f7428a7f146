import NavSimCore

/// The URLs an ordering analysis asks every handler about: the user's URLs, then boundary URLs generated
/// from the handlers' own rules.
///
/// For each route pattern the generator writes the canonical instance and its edge cases (digits and
/// letters for parameters, a trailing slash, upper case, percent-encoded segments, a missing and an
/// extra segment, a query); for each host rule the bare domain, a sub-domain, the suffix confusion
/// `evil-example.com`, `example.com.evil.net`, the user-info trick `example.com@evil.net`, upper case,
/// `http` and a trailing dot; for each scheme a URL in lower and upper case; for a home URL its fragment,
/// query and spelling variants. Each built-in handler adds its own (``OrderingRules``); handlers whose
/// rules NavSim cannot read contribute nothing.
///
/// ```swift
/// let corpus = OrderingCorpus(chain: chain, userURLs: ["https://example.com/"])
/// corpus.entries.first  // https://example.com/ (user)
/// ```
public struct OrderingCorpus: Sendable, Hashable {
    /// One URL of the corpus and where it came from.
    public struct Entry: Sendable, Hashable, Codable {
        /// The URL as written.
        public var url: String
        /// `user`, or the rule it was generated from (`NativePage route /product/:id: letters`).
        public var source: String

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - url: The URL as written.
        ///   - source: Where it came from.
        public init(url: String, source: String) {
            self.url = url
            self.source = source
        }
    }

    /// The source recorded for the user's URLs.
    public static let userSource = "user"

    /// The entries: the user's URLs first, then generated ones, without duplicates.
    public private(set) var entries: [Entry] = []
    /// How many entries are the user's.
    public private(set) var userCount = 0
    private var seen: Set<String> = []
    /// Hosts and route paths seen while generating, crossed at the end: overlaps between handlers live
    /// where one handler's host meets another's route.
    private var crossHosts: [String] = []
    private var crossPaths: [CrossPath] = []

    /// Creates a corpus of the user's URLs and, optionally, URLs generated from the chain's rules.
    ///
    /// - Parameters:
    ///   - chain: The chain whose handlers' rules generate boundary URLs.
    ///   - userURLs: The user's URLs, kept first and in order.
    ///   - generate: Whether to add URLs generated from the rules.
    public init(chain: NavigationChain, userURLs: [String], generate: Bool = true) {
        for url in userURLs { append(url, source: Self.userSource) }
        userCount = entries.count
        guard generate else { return }
        for url in ["https://example.org/unclaimed", "about:blank", "not a url"] {
            append(url, source: "baseline")
        }
        for handler in chain.handlers {
            (handler as? any OrderingRules)?.addBoundaryURLs(to: &self)
        }
        for host in crossHosts {
            for cross in crossPaths {
                append("https://\(host)\(cross.path)", source: "host \(host) crossed with \(cross.source)")
            }
        }
    }

    /// The URLs, in order.
    public var urls: [String] { entries.map(\.url) }

    private mutating func append(_ url: String, source: String) {
        guard seen.insert(url).inserted else { return }
        entries.append(Entry(url: url, source: source))
    }

    /// Adds a route pattern's edge cases on an origin.
    ///
    /// - Parameters:
    ///   - pattern: The route pattern.
    ///   - origin: The origin the paths are written on (`https://example.com`).
    ///   - handler: The handler's name, for the entries' sources.
    mutating func addRoute(_ pattern: RoutePattern, origin: String, handler: String) {
        let source = "\(handler) route \(pattern.source)"
        let canonical = Self.instance(pattern, fill: "1234")
        if !crossPaths.contains(where: { $0.path == canonical }) {
            crossPaths.append(CrossPath(path: canonical, source: source))
        }
        append(origin + canonical, source: "\(source): canonical")
        append(origin + Self.instance(pattern, fill: "abc"), source: "\(source): letters for parameters")
        append(origin + Self.instance(pattern, fill: "new"), source: "\(source): 'new' for parameters")
        append(origin + canonical + "/", source: "\(source): trailing slash")
        append(origin + canonical.uppercased(), source: "\(source): upper-case path")
        append(origin + Self.percentEncodingFirstCharacter(canonical), source: "\(source): percent-encoded segment")
        if let last = canonical.lastIndex(of: "/") {
            append(origin + canonical[...last], source: "\(source): last segment missing")
        }
        append(origin + canonical + "/extra", source: "\(source): extra segment")
        append(origin + canonical + "?ref=1", source: "\(source): query")
        if case .wildcard = pattern.segments.last {
            append(origin + Self.instance(pattern, fill: "1234", wildcard: "a/b"), source: "\(source): deep wildcard")
        }
    }

    /// Adds a host pattern's edge cases on a path.
    ///
    /// - Parameters:
    ///   - host: The host pattern.
    ///   - path: The path written after each host.
    ///   - handler: The handler's name, for the entries' sources.
    mutating func addHost(_ host: HostPattern, path: String, handler: String) {
        let domain = host.domain
        let source = "\(handler) host \(domain)"
        if !crossHosts.contains(domain) { crossHosts.append(domain) }
        append("https://\(domain)\(path)", source: "\(source): bare domain")
        append("https://www.\(domain)\(path)", source: "\(source): sub-domain")
        append("https://evil-\(domain)\(path)", source: "\(source): suffix confusion")
        append("https://\(domain).evil.net\(path)", source: "\(source): domain as a sub-domain of another")
        append("https://\(domain)@evil.net\(path)", source: "\(source): user-info trick")
        append("https://\(domain.uppercased())\(path)", source: "\(source): upper-case host")
        append("http://\(domain)\(path)", source: "\(source): http")
        append("https://\(domain).\(path)", source: "\(source): trailing dot")
    }

    /// Adds a sample URL of a scheme in lower and upper case.
    ///
    /// - Parameters:
    ///   - scheme: The scheme.
    ///   - handler: The handler's name, for the entries' sources.
    mutating func addScheme(_ scheme: String, handler: String) {
        let source = "\(handler) scheme \(scheme):"
        let sample =
            switch scheme {
            case "tel", "sms", "facetime": "\(scheme):+15550100"
            case "mailto": "mailto:someone@example.com"
            default: "\(scheme)://open/product/1234"
            }
        append(sample, source: source)
        append(scheme.uppercased() + sample.dropFirst(scheme.count), source: "\(source) upper case")
    }

    /// Adds a home URL and its spelling variants.
    ///
    /// - Parameters:
    ///   - home: The home URL.
    ///   - handler: The handler's name, for the entries' sources.
    mutating func addHome(_ home: ParsedURL, handler: String) {
        let url = String(home.hrefWithoutFragment)
        let source = "\(handler) home \(url)"
        append(url, source: "\(source): exact")
        append(url + "#top", source: "\(source): fragment")
        append(url + "?utm_source=app", source: "\(source): query")
        if url.hasSuffix("/") {
            append(String(url.dropLast()), source: "\(source): no trailing slash")
            append(url + "index.html", source: "\(source): index page")
        }
        if let host = home.host {
            append(url.replacingFirst(String(host), with: host.uppercased()), source: "\(source): upper-case host")
            append(url.replacingFirst(String(host), with: "www." + host), source: "\(source): sub-domain")
        }
        if home.scheme == "https" { append("http" + url.dropFirst(5), source: "\(source): http") }
    }

    /// The path a pattern matches with every parameter filled with `fill`.
    static func instance(_ pattern: RoutePattern, fill: String, wildcard: String = "") -> String {
        var path = ""
        for segment in pattern.segments {
            switch segment {
            case .literal(let text): path += "/" + text
            case .parameter: path += "/" + fill
            case .wildcard: path += "/" + wildcard
            }
        }
        return path.isEmpty ? "/" : path
    }

    /// The path with the first character of its first segment percent-encoded (`/%70roduct/1`).
    private static func percentEncodingFirstCharacter(_ path: String) -> String {
        guard path.utf8.count > 1 else { return path }
        let first = path.utf8[path.utf8.index(after: path.utf8.startIndex)]
        let hex = String(first, radix: 16, uppercase: true)
        return "/%" + (hex.count == 1 ? "0" + hex : hex) + path.dropFirst(2)
    }
}

/// A route's canonical path and the rule it came from.
private struct CrossPath: Sendable, Hashable {
    var path: String
    var source: String
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        var result = self
        result.replaceSubrange(range, with: replacement)
        return result
    }
}
