import NavSim

extension URLAuthenticationChallenge {
    /// Foundation's challenge for the core's.
    static func navSim(_ challenge: AuthenticationChallenge) -> URLAuthenticationChallenge {
        URLAuthenticationChallenge(
            protectionSpace: URLProtectionSpace(
                host: challenge.host,
                port: 443,
                protocol: "https",
                realm: challenge.realm,
                authenticationMethod: challenge.authenticationMethod
            ),
            proposedCredential: nil,
            previousFailureCount: 0,
            failureResponse: nil,
            error: nil,
            sender: ChallengeSender()
        )
    }
}

extension AuthenticationChallengeDisposition {
    /// The core's disposition for Foundation's answer.
    static func navSim(
        _ disposition: URLSession.AuthChallengeDisposition,
        _ credential: FoundationURLCredential?
    ) -> AuthenticationChallengeDisposition {
        switch disposition {
        case .useCredential:
            guard let credential, let user = credential.user else { return .performDefaultHandling }
            return .useCredential(URLCredential(user: user, password: credential.password ?? ""))
        case .performDefaultHandling: return .performDefaultHandling
        case .cancelAuthenticationChallenge: return .cancelAuthenticationChallenge
        case .rejectProtectionSpace: return .rejectProtectionSpace
        @unknown default: return .performDefaultHandling
        }
    }
}

/// The sender Foundation's challenge requires; WebKit's answers go through the completion handler instead.
private final class ChallengeSender: NSObject, URLAuthenticationChallengeSender {
    func use(_ credential: FoundationURLCredential, for challenge: URLAuthenticationChallenge) {}
    func continueWithoutCredential(for challenge: URLAuthenticationChallenge) {}
    func cancel(_ challenge: URLAuthenticationChallenge) {}
    func performDefaultHandling(for challenge: URLAuthenticationChallenge) {}
    func rejectProtectionSpaceAndContinue(with challenge: URLAuthenticationChallenge) {}
}
