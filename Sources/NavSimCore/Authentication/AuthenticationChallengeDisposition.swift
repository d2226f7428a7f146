/// The delegate's answer to an authentication challenge (`NSURLSessionAuthChallengeDisposition`).
public enum AuthenticationChallengeDisposition: Sendable, Hashable, CustomStringConvertible {
    /// Use this credential.
    case useCredential(URLCredential)
    /// Do what WebKit would do without a delegate: no credential, the server answers `401`.
    case performDefaultHandling
    /// Cancel the challenge: the load fails with `NSURLErrorCancelled`.
    case cancelAuthenticationChallenge
    /// Reject this protection space: the next one is tried; with none, as default handling.
    case rejectProtectionSpace

    public var description: String {
        switch self {
        case .useCredential(let credential): "useCredential(\(credential.user))"
        case .performDefaultHandling: "performDefaultHandling"
        case .cancelAuthenticationChallenge: "cancelAuthenticationChallenge"
        case .rejectProtectionSpace: "rejectProtectionSpace"
        }
    }
}
