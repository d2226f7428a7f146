import NavSim

/// The `@Sendable` and plain spellings of ``WKNavigationDelegate``'s completion handlers.
///
/// Swift matches a method to a protocol requirement by its exact type, and Swift 6 tells a `@Sendable`
/// handler from a plain one and a `@MainActor` one from a nonisolated one, while apps write all four across
/// SDK versions. Two requirements per method cover them: one whose handler is `@Sendable`, here (a method
/// whose handler is `@Sendable` or plain matches it), and one whose handler is `@MainActor @Sendable`, in
/// ``WKNavigationDelegate`` (a `@MainActor` handler, with or without `@Sendable`, matches it). They cannot
/// live in one protocol: Swift takes the two for one redeclaration. Apps never name this protocol.
@MainActor
public protocol WKNavigationDelegateHandlerSpellings: AnyObject {
    /// Decides whether to allow a navigation action.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationAction: The action.
    ///   - decisionHandler: Call it exactly once.
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @Sendable (WKNavigationActionPolicy) -> Void
    )

    /// Decides whether to allow a navigation action, and with which preferences.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationAction: The action.
    ///   - preferences: The default preferences.
    ///   - decisionHandler: Call it exactly once.
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        preferences: WKWebpagePreferences,
        decisionHandler: @escaping @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void
    )

    /// Decides whether to allow a navigation response.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationResponse: The response.
    ///   - decisionHandler: Call it exactly once.
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping @Sendable (WKNavigationResponsePolicy) -> Void
    )

    /// Answers an authentication challenge.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - challenge: The challenge.
    ///   - completionHandler: Call it exactly once.
    func webView(
        _ webView: WKWebView,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, FoundationURLCredential?) -> Void
    )
}

extension WKNavigationDelegateHandlerSpellings {
    // Not implemented: the adapter asks the next spelling.
    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @Sendable (WKNavigationActionPolicy) -> Void
    ) { OptionalMethod.defaulted() }

    // Not implemented: the adapter asks the next spelling.
    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        preferences: WKWebpagePreferences,
        decisionHandler: @escaping @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void
    ) { OptionalMethod.defaulted() }

    // Not implemented: the adapter asks the next spelling.
    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping @Sendable (WKNavigationResponsePolicy) -> Void
    ) { OptionalMethod.defaulted() }

    // Not implemented: the adapter asks the next spelling.
    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, FoundationURLCredential?) -> Void
    ) { OptionalMethod.defaulted() }
}
