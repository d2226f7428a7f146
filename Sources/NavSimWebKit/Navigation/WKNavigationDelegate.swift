import NavSim

/// The web view's navigation delegate (`WKNavigationDelegate`), as WebKit declares it.
///
/// Every method is optional, as in Objective-C: an extension gives each one WebKit's behaviour when it is
/// not implemented (the action allowed when the request is loadable, the response when its MIME type can be
/// shown, the challenge handled by default, the notifications ignored). A decision method may be written in
/// any of the spellings apps use: its handler `@escaping`, `@escaping @Sendable`, `@escaping @MainActor` or
/// `@escaping @MainActor @Sendable`, or as the `async` form; the `preferences:` variant, when implemented, is
/// the one called. A notification's `navigation` may be `WKNavigation!` or `WKNavigation`.
///
/// Semantics are NavSim's core's: each handler must be called exactly once (a second call records
/// `Completion handler passed to -[<YourClass> webView:decidePolicyForNavigationAction:decisionHandler:] was
/// called more than once`, a handler released uncalled `… was not called`), the delegate's calls come in
/// WebKit's order, and a decision for a superseded navigation is ignored.
///
/// ```swift
/// final class Delegate: NSObject, WKNavigationDelegate {
///     func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
///                  decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
///         decisionHandler(navigationAction.request.url?.host == "example.com" ? .allow : .cancel)
///     }
/// }
/// ```
@MainActor
public protocol WKNavigationDelegate: NSObjectProtocol, WKNavigationDelegateHandlerSpellings {
    /// Decides whether to allow a navigation action (handler `@MainActor`).
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationAction: The action.
    ///   - decisionHandler: Call it exactly once.
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    )

    /// Decides whether to allow a navigation action (`async` form).
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationAction: The action.
    /// - Returns: The policy.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async
        -> WKNavigationActionPolicy

    /// Decides whether to allow a navigation action, and with which preferences (handler `@MainActor`).
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
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void
    )

    /// Decides whether to allow a navigation action, and with which preferences (`async` form).
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationAction: The action.
    ///   - preferences: The default preferences.
    /// - Returns: The policy and the preferences.
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        preferences: WKWebpagePreferences
    ) async -> (WKNavigationActionPolicy, WKWebpagePreferences)

    /// Decides whether to allow a navigation response (handler `@MainActor`).
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationResponse: The response.
    ///   - decisionHandler: Call it exactly once.
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void
    )

    /// Decides whether to allow a navigation response (`async` form).
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationResponse: The response.
    /// - Returns: The policy.
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse) async
        -> WKNavigationResponsePolicy

    /// Answers an authentication challenge (handler `@MainActor`).
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - challenge: The challenge.
    ///   - completionHandler: Call it exactly once.
    func webView(
        _ webView: WKWebView,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler:
            @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, FoundationURLCredential?)
            -> Void
    )

    /// Answers an authentication challenge (`async` form).
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - challenge: The challenge.
    /// - Returns: The disposition and the credential.
    func webView(_ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge) async
        -> (URLSession.AuthChallengeDisposition, FoundationURLCredential?)

    /// The navigation became provisional.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// The navigation became provisional (non-optional spelling).
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation)

    /// A server redirect was followed.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)
    /// A server redirect was followed (non-optional spelling).
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation)

    /// The navigation committed.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    /// The navigation committed (non-optional spelling).
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation)

    /// The navigation finished.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// The navigation finished (non-optional spelling).
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation)

    /// The navigation failed before commit.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    ///   - error: Why.
    func webView(
        _ webView: WKWebView,
        didFailProvisionalNavigation navigation: WKNavigation!,
        withError error: any Error
    )
    /// The navigation failed before commit (non-optional spelling).
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    ///   - error: Why.
    func webView(
        _ webView: WKWebView,
        didFailProvisionalNavigation navigation: WKNavigation,
        withError error: any Error
    )

    /// The navigation failed after commit.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    ///   - error: Why.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    /// The navigation failed after commit (non-optional spelling).
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    ///   - error: Why.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation, withError error: any Error)

    /// The web content process ended.
    ///
    /// - Parameter webView: The web view.
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

// WebKit's behaviour for every method the app does not implement. The defaults are `@preconcurrency`, as the
// SDK's Objective-C methods are: their symbols are mangled without the handlers' `@MainActor @Sendable`, which
// is how a module in the Swift 5 language mode refers to them. A decision method's default reports that it ran (`OptionalMethod.defaulted()`), so the adapter asks the next spelling, and finally applies WebKit's
// own default. A notification's default reports that it ran too, so that the adapter stops calling what the
// delegate's class does not implement, as WebKit asks `respondsToSelector:` once per delegate
// (`NavigationState::setNavigationDelegate`); it counts only for the delegate being asked
// (`OptionalMethod.defaulted(by:)`), not for another delegate it forwards to.
extension WKNavigationDelegate {
    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) { OptionalMethod.defaulted() }

    @preconcurrency
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async
        -> WKNavigationActionPolicy
    {
        OptionalMethod.defaulted()
        return .allow
    }

    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        preferences: WKWebpagePreferences,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void
    ) { OptionalMethod.defaulted() }

    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        preferences: WKWebpagePreferences
    ) async -> (WKNavigationActionPolicy, WKWebpagePreferences) {
        OptionalMethod.defaulted()
        return (.allow, preferences)
    }

    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void
    ) { OptionalMethod.defaulted() }

    @preconcurrency
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse) async
        -> WKNavigationResponsePolicy
    {
        OptionalMethod.defaulted()
        return .allow
    }

    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler:
            @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, FoundationURLCredential?)
            -> Void
    ) { OptionalMethod.defaulted() }

    @preconcurrency
    public func webView(_ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge) async
        -> (URLSession.AuthChallengeDisposition, FoundationURLCredential?)
    {
        OptionalMethod.defaulted()
        return (.performDefaultHandling, nil)
    }

    @preconcurrency
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        OptionalMethod.defaulted(by: self)
    }
    @preconcurrency
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation) {
        OptionalMethod.defaulted(by: self)
    }
    @preconcurrency
    public func webView(
        _ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!
    ) { OptionalMethod.defaulted(by: self) }
    @preconcurrency
    public func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation)
    { OptionalMethod.defaulted(by: self) }
    @preconcurrency
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
        OptionalMethod.defaulted(by: self)
    }
    @preconcurrency
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation) { OptionalMethod.defaulted(by: self) }
    @preconcurrency
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        OptionalMethod.defaulted(by: self)
    }
    @preconcurrency
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation) { OptionalMethod.defaulted(by: self) }
    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        didFailProvisionalNavigation navigation: WKNavigation!,
        withError error: any Error
    ) { OptionalMethod.defaulted(by: self) }
    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        didFailProvisionalNavigation navigation: WKNavigation,
        withError error: any Error
    ) { OptionalMethod.defaulted(by: self) }
    @preconcurrency
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
        OptionalMethod.defaulted(by: self)
    }
    @preconcurrency
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation, withError error: any Error) {
        OptionalMethod.defaulted(by: self)
    }
    @preconcurrency
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) { OptionalMethod.defaulted() }
}
