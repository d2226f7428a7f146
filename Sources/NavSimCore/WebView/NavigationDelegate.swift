/// The web view's navigation delegate in WebKit's completion-handler form (`WKNavigationDelegate`).
///
/// Methods run on the web view's isolation, as WebKit's run on the main thread. The decision methods
/// receive a ``CompletionHandler`` that must be called exactly once, now or later, from any task. Every
/// method has a default: the action is allowed when the request is loadable, the response when its
/// MIME type can be shown, and the notifications do nothing.
///
/// The decisions take their handler (and the response decision its response) `consuming`: the web view keeps
/// nothing of them, so a delegate that keeps one (in a closure, a property, a task) takes it over rather than
/// retaining a copy. This is source-compatible: ownership modifiers are not part of matching a conformance
/// (SE-0377), so a delegate that declares the parameters plainly, as below, conforms unchanged, and the
/// compiler passes them to it borrowed.
///
/// The flag-driven delegate of the article, written against NavSim exactly as apps write it:
/// ```swift
/// final class ClassicDelegate: NavigationDelegate {
///     func webView(_ webView: isolated WebView, decidePolicyFor action: NavigationAction,
///                  decisionHandler: DecisionHandler<NavigationActionPolicy>) {
///         if action.request.pathSegments.first == "product" {
///             decisionHandler(.cancel)  // no return: falls through
///         }
///         decisionHandler(.allow)       // "... was called more than once"
///     }
/// }
/// ```
public protocol NavigationDelegate: AnyObject {
    /// Decides whether to allow a navigation action.
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - action: The navigation action.
    ///   - decisionHandler: Call it exactly once with the policy. Yours: the web view keeps no reference to it.
    func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: consuming DecisionHandler<NavigationActionPolicy>
    )

    /// Decides whether to allow a navigation response.
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - response: The navigation response. Yours, as the handler: the web view keeps no copy of it.
    ///   - decisionHandler: Call it exactly once with the policy. Yours: the web view keeps no reference to it.
    func webView(
        _ webView: isolated WebView,
        decidePolicyFor response: consuming NavigationResponse,
        decisionHandler: consuming DecisionHandler<NavigationResponsePolicy>
    )

    /// The navigation became provisional.
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - navigation: The navigation.
    func webView(_ webView: isolated WebView, didStartProvisionalNavigation navigation: NavigationID)

    /// A server redirect was followed.
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - navigation: The navigation.
    func webView(_ webView: isolated WebView, didReceiveServerRedirectForProvisionalNavigation navigation: NavigationID)

    /// The navigation committed.
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - navigation: The navigation.
    func webView(_ webView: isolated WebView, didCommit navigation: NavigationID)

    /// The navigation finished.
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - navigation: The navigation.
    func webView(_ webView: isolated WebView, didFinish navigation: NavigationID)

    /// The navigation failed before commit.
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - navigation: The navigation.
    ///   - error: Why.
    func webView(
        _ webView: isolated WebView,
        didFailProvisionalNavigation navigation: NavigationID,
        withError error: NavigationError
    )

    /// The navigation failed after commit.
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - navigation: The navigation.
    ///   - error: Why.
    func webView(_ webView: isolated WebView, didFail navigation: NavigationID, withError error: NavigationError)

    /// Answers a server's authentication challenge
    /// (`webView:didReceiveAuthenticationChallenge:completionHandler:`).
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - challenge: The challenge.
    ///   - completionHandler: Call it exactly once with the disposition.
    func webView(
        _ webView: isolated WebView,
        didReceive challenge: AuthenticationChallenge,
        completionHandler: CompletionHandler<AuthenticationChallengeDisposition>
    )
}

extension NavigationDelegate {
    /// WebKit's default: allow a loadable request, otherwise ignore it.
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - action: The navigation action.
    ///   - decisionHandler: Called at once.
    public func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: consuming DecisionHandler<NavigationActionPolicy>
    ) {
        decisionHandler(webView.configuration.canLoad(action.request) ? .allow : .cancel)
    }

    /// WebKit's default: allow a response whose MIME type can be shown, otherwise ignore it.
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - response: The navigation response.
    ///   - decisionHandler: Called at once.
    public func webView(
        _ webView: isolated WebView,
        decidePolicyFor response: consuming NavigationResponse,
        decisionHandler: consuming DecisionHandler<NavigationResponsePolicy>
    ) {
        decisionHandler(response.canShowMIMEType ? .allow : .cancel)
    }

    public func webView(_ webView: isolated WebView, didStartProvisionalNavigation navigation: NavigationID) {}
    public func webView(
        _ webView: isolated WebView,
        didReceiveServerRedirectForProvisionalNavigation navigation: NavigationID
    ) {}
    public func webView(_ webView: isolated WebView, didCommit navigation: NavigationID) {}
    public func webView(_ webView: isolated WebView, didFinish navigation: NavigationID) {}
    public func webView(
        _ webView: isolated WebView,
        didFailProvisionalNavigation navigation: NavigationID,
        withError error: NavigationError
    ) {}
    public func webView(_ webView: isolated WebView, didFail navigation: NavigationID, withError error: NavigationError)
    {}

    /// WebKit's default without the method: default handling.
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - challenge: The challenge.
    ///   - completionHandler: Called at once with `.performDefaultHandling`.
    public func webView(
        _ webView: isolated WebView,
        didReceive challenge: AuthenticationChallenge,
        completionHandler: CompletionHandler<AuthenticationChallengeDisposition>
    ) {
        completionHandler(.performDefaultHandling)
    }
}
