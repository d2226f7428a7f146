/// The `@Sendable` and plain spellings of ``WKUIDelegate``'s panel handlers (see
/// ``WKNavigationDelegateHandlerSpellings`` for why they live apart). Apps never name this protocol.
@MainActor
public protocol WKUIDelegateHandlerSpellings: AnyObject {
    /// Shows an alert.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - message: The message.
    ///   - frame: The frame that asked.
    ///   - completionHandler: Call it exactly once when dismissed.
    func webView(
        _ webView: WKWebView,
        runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @Sendable () -> Void
    )

    /// Shows a confirm panel.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - message: The message.
    ///   - frame: The frame that asked.
    ///   - completionHandler: Call it exactly once with the answer.
    func webView(
        _ webView: WKWebView,
        runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @Sendable (Bool) -> Void
    )

    /// Shows a text input panel.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - prompt: The prompt.
    ///   - defaultText: The default text.
    ///   - frame: The frame that asked.
    ///   - completionHandler: Call it exactly once with the text, or `nil`.
    func webView(
        _ webView: WKWebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @Sendable (String?) -> Void
    )
}

extension WKUIDelegateHandlerSpellings {
    // Not implemented: the adapter asks the next spelling.
    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @Sendable () -> Void
    ) { OptionalMethod.defaulted() }

    // Not implemented: the adapter asks the next spelling.
    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @Sendable (Bool) -> Void
    ) { OptionalMethod.defaulted() }

    // Not implemented: the adapter asks the next spelling.
    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @Sendable (String?) -> Void
    ) { OptionalMethod.defaulted() }
}
