/// The web view's UI delegate (`WKUIDelegate`): new windows and JavaScript panels.
///
/// Every method is optional. Without one, `window.open` is cancelled, an alert acts as OK, a confirm answers
/// `false` and a prompt `nil`; an implemented panel's handler must be called exactly once (WebKit's messages
/// name the app's class). Handlers may be written in any of the four spellings or the `async` form, as for
/// ``WKNavigationDelegate``.
@MainActor
public protocol WKUIDelegate: NSObjectProtocol, WKUIDelegateHandlerSpellings {
    /// Returns a web view for a new window, made with `configuration`, or `nil` to cancel.
    ///
    /// - Parameters:
    ///   - webView: The opener.
    ///   - configuration: The configuration the new web view must be made with.
    ///   - navigationAction: The action that opens the window.
    ///   - windowFeatures: The features asked for.
    /// - Returns: The new web view, or `nil`.
    func webView(
        _ webView: WKWebView,
        createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView?

    /// The page closed its window (`window.close()`).
    ///
    /// - Parameter webView: The web view.
    func webViewDidClose(_ webView: WKWebView)

    /// Shows an alert (handler `@MainActor`).
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
        completionHandler: @escaping @MainActor @Sendable () -> Void
    )

    /// Shows an alert (`async` form).
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - message: The message.
    ///   - frame: The frame that asked.
    func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo)
        async

    /// Shows a confirm panel (handler `@MainActor`).
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
        completionHandler: @escaping @MainActor @Sendable (Bool) -> Void
    )

    /// Shows a confirm panel (`async` form).
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - message: The message.
    ///   - frame: The frame that asked.
    /// - Returns: The answer.
    func webView(
        _ webView: WKWebView,
        runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo
    ) async -> Bool

    /// Shows a text input panel (handler `@MainActor`).
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
        completionHandler: @escaping @MainActor @Sendable (String?) -> Void
    )

    /// Shows a text input panel (`async` form).
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - prompt: The prompt.
    ///   - defaultText: The default text.
    ///   - frame: The frame that asked.
    /// - Returns: The text, or `nil`.
    func webView(
        _ webView: WKWebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: WKFrameInfo
    ) async -> String?
}

// WebKit's behaviour for every method the app does not implement.
extension WKUIDelegate {
    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView? { nil }

    @preconcurrency
    public func webViewDidClose(_ webView: WKWebView) {}

    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor @Sendable () -> Void
    ) { OptionalMethod.defaulted() }

    @preconcurrency
    public func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo
    )
        async
    { OptionalMethod.defaulted() }

    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor @Sendable (Bool) -> Void
    ) { OptionalMethod.defaulted() }

    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo
    ) async -> Bool {
        OptionalMethod.defaulted()
        return false
    }

    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor @Sendable (String?) -> Void
    ) { OptionalMethod.defaulted() }

    @preconcurrency
    public func webView(
        _ webView: WKWebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: WKFrameInfo
    ) async -> String? {
        OptionalMethod.defaulted()
        return nil
    }
}
