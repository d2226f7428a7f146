extension WebView {
    /// Asks the navigation delegate to answer a server's challenge, under the completion-handler contract.
    ///
    /// - Returns: The response the server then sends (`401` without an accepted credential), or `nil` when
    ///   the challenge was cancelled: the load fails with `NSURLErrorCancelled`.
    func answerChallenge(
        _ challenge: AuthenticationChallenge,
        response: PageResponse,
        navigation: NavigationID
    ) async -> PageResponse? {
        emit(.authenticationChallenge, navigation, "\(challenge.host) realm=\"\(challenge.realm)\"")
        var disposition = AuthenticationChallengeDisposition.performDefaultHandling
        if let delegate = navigationDelegate {
            disposition = await askUI(
                delegate,
                selector: WebKitMessages.Selector.didReceiveAuthenticationChallenge,
                navigation: navigation,
                fallback: .cancelAuthenticationChallenge
            ) { handler in
                delegate.webView(self, didReceive: challenge, completionHandler: handler)
            }
        }
        emit(.authenticationChallenge, navigation, "answered \(disposition)")
        var answered = response
        answered.challenge = nil
        switch disposition {
        case .useCredential(let credential) where credential == challenge.accepts:
            return answered
        case .cancelAuthenticationChallenge:
            return nil
        case .useCredential, .performDefaultHandling, .rejectProtectionSpace:
            answered.statusCode = 401
            return answered
        }
    }
}
