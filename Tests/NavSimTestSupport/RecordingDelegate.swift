import NavSimCore
import Synchronization

/// A navigation delegate that records every call in order and decides with fixed policies.
public final class RecordingDelegate: NavigationDelegate, Sendable {
    private let calls = Mutex<[String]>([])
    private let actionPolicy: NavigationActionPolicy
    private let responsePolicy: NavigationResponsePolicy

    /// Creates the delegate.
    ///
    /// - Parameters:
    ///   - actionPolicy: The decision for every action.
    ///   - responsePolicy: The decision for every response.
    public init(actionPolicy: NavigationActionPolicy = .allow, responsePolicy: NavigationResponsePolicy = .allow) {
        self.actionPolicy = actionPolicy
        self.responsePolicy = responsePolicy
    }

    /// The calls so far, such as `decidePolicyForAction https://example.com/`.
    public var recorded: [String] { calls.withLock { $0 } }

    private func note(_ call: String) { calls.withLock { $0.append(call) } }

    public func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) {
        note("decidePolicyForAction \(action.request.href)")
        decisionHandler(actionPolicy)
    }

    public func webView(
        _ webView: isolated WebView,
        decidePolicyFor response: NavigationResponse,
        decisionHandler: DecisionHandler<NavigationResponsePolicy>
    ) {
        note("decidePolicyForResponse \(response.url.href)")
        decisionHandler(responsePolicy)
    }

    public func webView(_ webView: isolated WebView, didStartProvisionalNavigation navigation: NavigationID) {
        note("didStartProvisionalNavigation")
    }

    public func webView(
        _ webView: isolated WebView,
        didReceiveServerRedirectForProvisionalNavigation navigation: NavigationID
    ) {
        note("didReceiveServerRedirect")
    }

    public func webView(_ webView: isolated WebView, didCommit navigation: NavigationID) { note("didCommit") }

    public func webView(_ webView: isolated WebView, didFinish navigation: NavigationID) { note("didFinish") }

    public func webView(
        _ webView: isolated WebView,
        didFailProvisionalNavigation navigation: NavigationID,
        withError error: NavigationError
    ) {
        note("didFailProvisionalNavigation \(error.code)")
    }

    public func webView(_ webView: isolated WebView, didFail navigation: NavigationID, withError error: NavigationError)
    {
        note("didFail \(error.code)")
    }
}
