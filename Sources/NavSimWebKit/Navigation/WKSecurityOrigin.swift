import NavSim

/// A frame's security origin (`WKSecurityOrigin`).
public final class WKSecurityOrigin: NSObject, Sendable {
    /// The scheme (`protocol` in WebKit's spelling).
    public let `protocol`: String
    /// The host.
    public let host: String
    /// The port, 0 when the scheme's default.
    public let port: Int

    init(_ origin: URLOrigin) {
        self.protocol = origin.scheme
        self.host = origin.host
        self.port = origin.port ?? 0
    }
}
