/// The article's Chain of Responsibility, written against NavSim as apps write it for WebKit: classes
/// linked by `nextHandler`, each returning whether it handled the action, calling the escaping decision
/// handler itself.
///
/// ```swift
/// final class DeeplinkManagerHandler: LinkedNavigationActionHandler {
///     var nextHandler: (any LinkedNavigationActionHandler)?
///     func handle(webView: WebView, decidePolicyFor action: NavigationAction,
///                 decisionHandler: DecisionHandler<NavigationActionPolicy>) -> Bool {
///         decisionHandler(.cancel)   // the real check was commented out: RACE-CASES 2
///         return true
///     }
/// }
/// ```
///
/// Because the decision handler is the checked ``CompletionHandler``, a handler that decides and then
/// returns `false` (so the next one decides too) is caught with WebKit's message.
public protocol LinkedNavigationActionHandler: AnyObject {
    /// The next handler, asked when this one does not handle the action.
    var nextHandler: (any LinkedNavigationActionHandler)? { get set }

    /// Handles an action.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - action: The navigation action.
    ///   - decisionHandler: The checked decision handler.
    /// - Returns: `true` when this handler took care of the action.
    func handle(
        webView: WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) -> Bool
}

extension LinkedNavigationActionHandler {
    /// Runs the chain from this handler: when it does not handle the action, the next one is asked; at the
    /// end of the chain the action is allowed (the article's `exeute`).
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - action: The navigation action.
    ///   - decisionHandler: The checked decision handler.
    public func execute(
        webView: WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) {
        if !handle(webView: webView, decidePolicyFor: action, decisionHandler: decisionHandler) {
            if let nextHandler {
                nextHandler.execute(webView: webView, decidePolicyFor: action, decisionHandler: decisionHandler)
            } else {
                decisionHandler(.allow)
            }
        }
    }
}

/// A navigation delegate that runs a linked chain from its head, as the article's view controller does.
public final class LinkedChainDelegate: NavigationDelegate {
    /// The first handler of the chain.
    public let head: (any LinkedNavigationActionHandler)?

    /// Creates the delegate.
    ///
    /// - Parameter head: The first handler; `nil` allows everything.
    public init(head: (any LinkedNavigationActionHandler)?) { self.head = head }

    public func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) {
        if let head {
            head.execute(webView: webView, decidePolicyFor: action, decisionHandler: decisionHandler)
        } else {
            decisionHandler(.allow)
        }
    }
}
