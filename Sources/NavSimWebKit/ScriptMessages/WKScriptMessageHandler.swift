/// Receives the messages the page posts to a name (`WKScriptMessageHandler`).
///
/// ```swift
/// final class PageHandler: NSObject, WKScriptMessageHandler {
///     func userContentController(_ userContentController: WKUserContentController,
///                                didReceive message: WKScriptMessage) {
///         guard let body = message.body as? [String: Any] else { return }
///         print(body["action"] ?? "none")
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol WKScriptMessageHandler: NSObjectProtocol {
    /// Receives a message.
    ///
    /// - Parameters:
    ///   - userContentController: The controller it was registered with.
    ///   - message: The message.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}
