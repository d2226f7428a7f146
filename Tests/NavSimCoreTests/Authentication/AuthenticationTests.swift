import NavSimCore
import Synchronization
import Testing

/// A navigation delegate that answers challenges as told.
final class ChallengeDelegate: NavigationDelegate, Sendable {
    enum Mode: Sendable {
        case answer(AuthenticationChallengeDisposition)
        case twice
        case never
    }

    let mode: Mode
    init(_ mode: Mode) { self.mode = mode }

    func webView(
        _ webView: isolated WebView,
        didReceive challenge: AuthenticationChallenge,
        completionHandler: CompletionHandler<AuthenticationChallengeDisposition>
    ) {
        switch mode {
        case .answer(let disposition): completionHandler(disposition)
        case .twice:
            completionHandler(.performDefaultHandling)
            completionHandler(.cancelAuthenticationChallenge)
        case .never: break
        }
    }
}

/// A navigation delegate that does not implement the challenge method.
final class PlainDelegate: NavigationDelegate {}

@Suite("Authentication challenges (WEBKIT-CONTRACT §1)")
struct AuthenticationTests {
    static let good = URLCredential(user: "ann", password: "secret")

    static func load(_ delegate: sending (any NavigationDelegate)?) async -> (NavigationOutcome, [String], [Finding]) {
        let challenge = AuthenticationChallenge(host: "intranet.example.com", realm: "staff", accepts: good)
        let source = StaticPageSource(["https://intranet.example.com/": PageResponse(challenge: challenge)])
        let events = WebViewEventLog()
        let webView = WebView(pageSource: source, navigationDelegate: delegate, events: events)
        let outcome = await webView.load("https://intranet.example.com/")
        let details = events.events
            .filter { $0.kind == .authenticationChallenge || $0.kind == .decidePolicyForResponse }
            .map(\.detail)
        return (outcome, details, webView.findings)
    }

    @Test("The accepted credential: the page loads")
    func useCredential() async {
        let (outcome, details, findings) = await Self.load(ChallengeDelegate(.answer(.useCredential(Self.good))))
        #expect(outcome.result == .finished)
        #expect(
            details == [
                "intranet.example.com realm=\"staff\"", "answered useCredential(ann)", "200 text/html",
            ])
        #expect(findings.isEmpty)
    }

    @Test(
        "A wrong credential, default handling, rejecting the space: the server answers 401",
        arguments: [
            AuthenticationChallengeDisposition.useCredential(URLCredential(user: "ann", password: "guess")),
            .performDefaultHandling, .rejectProtectionSpace,
        ]
    )
    func unauthorized(disposition: AuthenticationChallengeDisposition) async {
        let (outcome, details, _) = await Self.load(ChallengeDelegate(.answer(disposition)))
        #expect(outcome.result == .finished)
        #expect(details.last == "401 text/html")
    }

    @Test("Without a delegate, or one that does not implement the method: default handling")
    func defaults() async {
        let (_, withoutDelegate, _) = await Self.load(nil)
        let (_, details, findings) = await Self.load(PlainDelegate())
        #expect(withoutDelegate.contains("answered performDefaultHandling"))
        #expect(withoutDelegate.last == "401 text/html")
        #expect(details.contains("answered performDefaultHandling"))
        #expect(details.last == "401 text/html")
        #expect(findings.isEmpty)
    }

    @Test("Cancel: the provisional load fails with NSURLErrorCancelled")
    func cancel() async {
        let (outcome, _, _) = await Self.load(ChallengeDelegate(.answer(.cancelAuthenticationChallenge)))
        #expect(outcome.result == .failedProvisional(.cancelled))
    }

    @Test("Called twice or never: WebKit's messages for the challenge's selector")
    func contract() async {
        let (_, _, twice) = await Self.load(ChallengeDelegate(.twice))
        #expect(
            twice.map(\.message) == [
                "Completion handler passed to -[NavSimCoreTests.ChallengeDelegate webView:didReceiveAuthenticationChallenge:completionHandler:] was called more than once"
            ]
        )
        let (outcome, _, never) = await Self.load(ChallengeDelegate(.never))
        #expect(
            never.map(\.message) == [
                "Completion handler passed to -[NavSimCoreTests.ChallengeDelegate webView:didReceiveAuthenticationChallenge:completionHandler:] was not called"
            ]
        )
        #expect(outcome.result == .failedProvisional(.cancelled))
    }
}
