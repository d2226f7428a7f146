/// The origin of a URL: scheme, host and effective port, or opaque.
///
/// Special network schemes (`http`, `https`, `ws`, `wss`, `ftp`) have a tuple origin; every other scheme,
/// including `file`, has an opaque origin, serialised as `"null"`.
///
/// ```swift
/// ParsedURL("https://Example.com:443/a").origin.description  // "https://example.com"
/// ```
///
/// Opaque origins compare equal to each other here; the URL Standard makes each one unique, so callers that
/// check same-origin must test ``isOpaque`` first.
public struct URLOrigin: Sendable, Hashable, CustomStringConvertible {
    /// The scheme, lowercased, without `":"`; empty when opaque.
    public let scheme: String
    /// The canonical host; empty when opaque.
    public let host: String
    /// The effective port: the explicit port, or the scheme's default; `nil` when opaque.
    public let port: Int?
    /// Whether this is an opaque origin.
    public let isOpaque: Bool

    /// The opaque origin.
    public static let opaque = URLOrigin(scheme: "", host: "", port: nil, isOpaque: true)

    /// Creates a tuple origin.
    ///
    /// - Parameters:
    ///   - scheme: The lowercased scheme.
    ///   - host: The canonical host.
    ///   - port: The effective port.
    public init(scheme: String, host: String, port: Int?) {
        self.init(scheme: scheme, host: host, port: port, isOpaque: false)
    }

    private init(scheme: String, host: String, port: Int?, isOpaque: Bool) {
        self.scheme = scheme
        self.host = host
        self.port = port
        self.isOpaque = isOpaque
    }

    /// The ASCII serialisation: `"https://example.com"`, `"http://example.com:8080"`, or `"null"`.
    public var description: String {
        if isOpaque { return "null" }
        var result = scheme + "://" + host
        if let port, port != URLScheme(scheme).defaultPort {
            result += ":" + String(port)
        }
        return result
    }
}
