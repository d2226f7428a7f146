/// A delegate, handler or strategy that gives the class name WebKit's messages show for it.
///
/// WebKit names the Objective-C class of the object that broke a rule:
/// `Completion handler passed to -[MyDelegate webView:decidePolicyForNavigationAction:decisionHandler:] was
/// called more than once`. NavSim uses the Swift type's name, unless the object adopts this protocol: an
/// object that stands for an app's own (a scenario's delegate, a counting message handler) gives the name an
/// app's class would have, so a message never shows one of NavSim's internal types.
///
/// ```swift
/// final class Forwarder: NavigationDelegate, ClassNamedInMessages {
///     let classNameInMessages = "WKWebViewJavascriptBridge"
///     // …
/// }
/// ```
public protocol ClassNamedInMessages {
    /// The class name WebKit's messages show.
    var classNameInMessages: String { get }
}

/// The class name WebKit's messages show for an object: its ``ClassNamedInMessages`` name, or its type's.
///
/// - Parameter object: The delegate, handler or strategy.
/// - Returns: The name.
func className(of object: Any) -> String {
    (object as? any ClassNamedInMessages)?.classNameInMessages ?? String(describing: type(of: object))
}
