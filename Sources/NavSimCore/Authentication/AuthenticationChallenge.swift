/// A server's request for credentials (`NSURLAuthenticationChallenge` and its protection space).
public struct AuthenticationChallenge: Sendable, Hashable {
    /// The host asking.
    public var host: String
    /// The realm.
    public var realm: String
    /// The authentication method, such as `NSURLAuthenticationMethodHTTPBasic`.
    public var authenticationMethod: String
    /// The credential the server accepts; any other is refused with `401`.
    public var accepts: URLCredential?

    /// Creates a challenge.
    ///
    /// - Parameters:
    ///   - host: The host asking.
    ///   - realm: The realm.
    ///   - authenticationMethod: The authentication method.
    ///   - accepts: The credential the server accepts.
    public init(
        host: String,
        realm: String = "",
        authenticationMethod: String = "NSURLAuthenticationMethodHTTPBasic",
        accepts: URLCredential? = nil
    ) {
        self.host = host
        self.realm = realm
        self.authenticationMethod = authenticationMethod
        self.accepts = accepts
    }
}
