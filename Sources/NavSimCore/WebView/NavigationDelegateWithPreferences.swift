/// Preferences a navigation's page is loaded with (`WKWebpagePreferences`).
public struct WebpagePreferences: Sendable, Hashable, CustomStringConvertible {
    /// The content mode a page asks for.
    public enum ContentMode: String, Sendable, Hashable, Codable {
        /// The platform's recommendation.
        case recommended
        /// The mobile layout.
        case mobile
        /// The desktop layout.
        case desktop
    }

    /// The content mode.
    public var preferredContentMode: ContentMode
    /// Whether the page's own JavaScript runs.
    public var allowsContentJavaScript: Bool

    /// Creates preferences.
    ///
    /// - Parameters:
    ///   - preferredContentMode: The content mode.
    ///   - allowsContentJavaScript: Whether the page's own JavaScript runs.
    public init(preferredContentMode: ContentMode = .recommended, allowsContentJavaScript: Bool = true) {
        self.preferredContentMode = preferredContentMode
        self.allowsContentJavaScript = allowsContentJavaScript
    }

    public var description: String { "\(preferredContentMode.rawValue), js=\(allowsContentJavaScript)" }
}

/// An action policy with the preferences to load the page with, as the `preferences:` variant decides.
public struct NavigationActionDecision: Sendable, Hashable, CustomStringConvertible {
    /// The policy.
    public var policy: NavigationActionPolicy
    /// The preferences.
    public var preferences: WebpagePreferences

    /// Creates a decision.
    ///
    /// - Parameters:
    ///   - policy: The policy.
    ///   - preferences: The preferences.
    public init(policy: NavigationActionPolicy, preferences: WebpagePreferences) {
        self.policy = policy
        self.preferences = preferences
    }

    public var description: String { "\(policy)" }
}

extension CompletionHandler where Value == NavigationActionDecision {
    /// Calls the handler as WebKit's two-argument `decisionHandler(policy, preferences)`.
    ///
    /// - Parameters:
    ///   - policy: The policy.
    ///   - preferences: The preferences.
    public func callAsFunction(_ policy: NavigationActionPolicy, _ preferences: WebpagePreferences) {
        self(NavigationActionDecision(policy: policy, preferences: preferences))
    }
}

/// A navigation delegate that implements the `preferences:` variant of the action method
/// (`webView(_:decidePolicyFor:preferences:decisionHandler:)`). As in WebKit, when a delegate implements
/// it, the plain action method is never called.
public protocol NavigationDelegateWithPreferences: NavigationDelegate {
    /// Decides whether to allow a navigation action, and with which preferences.
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - action: The navigation action.
    ///   - preferences: The default preferences.
    ///   - decisionHandler: Call it exactly once with the policy and preferences.
    func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        preferences: WebpagePreferences,
        decisionHandler: DecisionHandler<NavigationActionDecision>
    )
}
