/// A user name and password (`URLCredential`).
public struct URLCredential: Sendable, Hashable {
    /// The user name.
    public var user: String
    /// The password.
    public var password: String

    /// Creates a credential.
    ///
    /// - Parameters:
    ///   - user: The user name.
    ///   - password: The password.
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }
}
