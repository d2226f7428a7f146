import NavSimCore

/// What a handler trusts when it allows a URL or routes it to a native screen: what ``PolicyAudit`` holds each
/// of its trusting decisions to.
///
/// Trust by host means trust in a web origin: a URL is within a host trust only when it has a tuple origin
/// (`http`, `https`, `ws`, `wss`, `ftp`) of one of the pattern's schemes and its WHATWG host is the pattern's
/// domain (or a subdomain). `javascript:`, `data:`, `file:`, `about:`, `intent:` or an app's scheme carry
/// a host in the URL grammar, but it names no server, so no host rule can make them safe; a `blob:` URL is
/// judged by its origin, the `http(s)` URL in its path.
///
/// ```swift
/// let trust = PolicyTrust.hosts([HostPattern("example.com", includeSubdomains: true)])
/// trust.covers(ParsedURL("https://shop.example.com/"))          // true
/// trust.covers(ParsedURL("javascript://example.com/%0aalert(1)"))  // false
/// ```
public enum PolicyTrust: Sendable, Hashable, CustomStringConvertible {
    /// Every URL: the chain's declared default (`AllowAllHandler`, an `.allow` fallback).
    case everything
    /// URLs whose web origin's host matches one of the patterns, under the pattern's schemes.
    case hosts([HostPattern])
    /// Every `http` and `https` URL with a host (routes on any host).
    case anyWebHost
    /// Every URL of these lowercase schemes: the app or the system handles the whole scheme.
    case schemes(Set<String>)
    /// One URL, its fragment ignored.
    case url(ParsedURL)

    /// Whether a trusting decision on `url` stays within this trust.
    ///
    /// - Parameter url: The URL decided.
    /// - Returns: `true` when the trust covers it.
    public func covers(_ url: ParsedURL) -> Bool {
        switch self {
        case .everything:
            return true
        case .schemes(let schemes):
            return url.isValid && schemes.contains(String(url.scheme))
        case .url(let trusted):
            return url.isValid && url.hrefWithoutFragment == trusted.hrefWithoutFragment
        case .anyWebHost:
            guard let origin = Self.webOrigin(url) else { return false }
            return origin.scheme == "http" || origin.scheme == "https"
        case .hosts(let patterns):
            guard let origin = Self.webOrigin(url) else { return false }
            return patterns.contains { Self.pattern($0, covers: origin) }
        }
    }

    /// The origin whose host a host trust may cover: a tuple origin, a `blob:` URL's included.
    static func webOrigin(_ url: ParsedURL) -> URLOrigin? {
        guard url.isValid else { return nil }
        let origin = url.origin
        return origin.isOpaque || origin.host.isEmpty ? nil : origin
    }

    /// The readable definition: the origin's scheme is one the pattern names and its host, without a trailing
    /// dot, is the domain or (with subdomains) ends with `"." + domain`; IP addresses match exactly only.
    static func pattern(_ pattern: HostPattern, covers origin: URLOrigin) -> Bool {
        guard pattern.schemes.contains(origin.scheme), !pattern.domain.isEmpty else { return false }
        var host = Substring(origin.host)
        if host.hasSuffix(".") { host = host.dropLast() }
        if host == pattern.domain { return true }
        let isAddress = host.hasSuffix("]") || host.last.map(\.isNumber) == true
        return pattern.includeSubdomains && !isAddress && host.hasSuffix("." + pattern.domain)
    }

    public var description: String {
        switch self {
        case .everything: "every URL"
        case .hosts(let patterns):
            patterns.map { pattern in
                let schemes =
                    pattern.schemes == HostPattern.webSchemes
                    ? "" : " (\(pattern.schemes.sorted().joined(separator: ", ")))"
                return (pattern.includeSubdomains ? "*." : "") + pattern.domain + schemes
            }.joined(separator: ", ")
        case .anyWebHost: "any http(s) host"
        case .schemes(let schemes): schemes.sorted().map { $0 + ":" }.joined(separator: ", ")
        case .url(let url): String(url.hrefWithoutFragment)
        }
    }
}

/// A handler that says what it trusts, for ``PolicyAudit``. NavSim's built-in handlers adopt it; a handler
/// that does not is held to the audit's trusted hosts.
///
/// ```swift
/// extension PartnerHandler: PolicyAuditTrusting {
///     var auditTrust: [PolicyTrust] { [.hosts(partners)] }
/// }
/// ```
public protocol PolicyAuditTrusting: NavigationActionHandler {
    /// Everything the handler trusts when it allows a URL or routes it to a native screen; empty for a
    /// handler that never does.
    var auditTrust: [PolicyTrust] { get }
}
