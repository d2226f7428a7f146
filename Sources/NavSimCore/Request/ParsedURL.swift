// TEMPORARY stand-in with the agreed API; replaced by the real parser from the `parser` branch.
public struct ParsedURL: Sendable, Hashable, CustomStringConvertible {
    public let href: String
    public let isValid: Bool
    public let scheme: Substring
    public let host: Substring?
    public let port: Int?
    public let path: Substring
    public let query: Substring?
    public let fragment: Substring?
    public var username: Substring { "" }
    public var password: Substring { "" }

    public init(_ string: some StringProtocol) {
        let s = String(string)
        guard let colon = s.firstIndex(of: ":"), colon != s.startIndex else {
            href = s
            isValid = false
            scheme = ""
            host = nil
            port = nil
            path = ""
            query = nil
            fragment = nil
            return
        }
        let scheme = s[..<colon].lowercased()
        var rest = s[s.index(after: colon)...]
        var fragment: Substring?
        if let hashIndex = rest.firstIndex(of: "#") {
            fragment = rest[rest.index(after: hashIndex)...]
            rest = rest[..<hashIndex]
        }
        var query: Substring?
        if let q = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: q)...]
            rest = rest[..<q]
        }
        var host: Substring?
        var port: Int?
        var path = rest
        if rest.hasPrefix("//") {
            let afterSlashes = rest.dropFirst(2)
            let end = afterSlashes.firstIndex(of: "/") ?? afterSlashes.endIndex
            var authority = afterSlashes[..<end].lowercased()
            if let c = authority.lastIndex(of: ":") {
                port = Int(authority[authority.index(after: c)...])
                authority = String(authority[..<c])
                if (scheme == "https" && port == 443) || (scheme == "http" && port == 80) { port = nil }
            }
            host = Substring(authority)
            path = afterSlashes[end...]
            if path.isEmpty { path = "/" }
        }
        var out = scheme + ":"
        if let host { out += "//" + host + (port.map { ":\($0)" } ?? "") }
        out += path
        if let query { out += "?" + query }
        if let fragment { out += "#" + fragment }
        self.href = out
        self.isValid = !(host?.isEmpty ?? false)
        self.scheme = Substring(scheme)
        self.host = host.map { Substring(String($0)) }
        self.port = port
        self.path = Substring(String(path))
        self.query = query.map { Substring(String($0)) }
        self.fragment = fragment.map { Substring(String($0)) }
    }

    public init(_ string: some StringProtocol, relativeTo base: ParsedURL) {
        let s = String(string)
        if s.hasPrefix("/"), let host = base.host {
            self.init("\(base.scheme)://\(host)\(s)")
        } else {
            self.init(s)
        }
    }

    public var description: String { href }
    public var isSpecial: Bool { ["http", "https", "file", "ws", "wss", "ftp"].contains(scheme) }
    public var isOpaque: Bool { host == nil }
    public var pathSegments: [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { $0 }
    }
    public var origin: URLOrigin { URLOrigin(scheme: String(scheme), host: host.map(String.init), port: port) }
    public var hrefWithoutFragment: Substring {
        if let i = href.firstIndex(of: "#") { return href[..<i] }
        return href[...]
    }
    public func isSameDocument(as other: ParsedURL) -> Bool {
        other.fragment != nil && hrefWithoutFragment == other.hrefWithoutFragment
    }
    public func hostMatches(_ pattern: HostPattern) -> Bool {
        guard let host else { return false }
        if host == pattern.domain { return true }
        return pattern.includeSubdomains && host.hasSuffix("." + pattern.domain)
    }
    public static func == (a: Self, b: Self) -> Bool { a.href == b.href }
    public func hash(into hasher: inout Hasher) { hasher.combine(href) }
}

public struct HostPattern: Sendable, Hashable {
    public let domain: String
    public let includeSubdomains: Bool
    public init(_ domain: String, includeSubdomains: Bool) {
        self.domain = domain.lowercased()
        self.includeSubdomains = includeSubdomains
    }
}

public struct URLOrigin: Sendable, Hashable, CustomStringConvertible {
    public let scheme: String
    public let host: String?
    public let port: Int?
    public var isOpaque: Bool { host == nil }
    public var description: String { host.map { "\(scheme)://\($0)" + (port.map { ":\($0)" } ?? "") } ?? "null" }
}
