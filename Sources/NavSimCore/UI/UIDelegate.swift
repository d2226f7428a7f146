/// The web view's UI delegate (`WKUIDelegate`): new windows and JavaScript panels.
///
/// Methods run on the web view's isolation. Panel completion handlers follow WebKit's contract
/// (WEBKIT-CONTRACT §1): call exactly once, now or later; a second call or a release without a call is
/// a finding. A panel blocks the page's script until it is answered. Every method has WebKit's default
/// for a delegate that does not implement it: no window, alert acts as OK, confirm as `false`, prompt
/// as `nil`.
///
/// ```swift
/// final class Panels: UIDelegate {
///     func webView(_ webView: isolated WebView, runJavaScriptConfirmPanelWithMessage message: String,
///                  initiatedByFrame frame: FrameInfo, completionHandler: CompletionHandler<Bool>) {
///         completionHandler(true)
///     }
/// }
/// ```
public protocol UIDelegate: AnyObject {
    /// Creates the web view for a new window (`webView:createWebViewWithConfiguration:forNavigationAction:windowFeatures:`).
    ///
    /// Return `nil` to cancel the navigation. A returned web view must have been created with
    /// `configuration`, which shares the opener's user content controller; WebKit then loads the request
    /// into it.
    ///
    /// - Parameters:
    ///   - webView: The opener, isolated.
    ///   - configuration: The configuration to create the new web view with.
    ///   - action: The action; its `targetFrame` is `nil`.
    ///   - windowFeatures: The features the page asked for.
    /// - Returns: The new web view, or `nil`.
    func webView(
        _ webView: isolated WebView,
        createWebViewWith configuration: WebViewConfiguration,
        for action: NavigationAction,
        windowFeatures: WindowFeatures
    ) -> WebView?

    /// Shows `alert(message)`; call the handler when the user dismisses it.
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - message: The message.
    ///   - frame: The frame whose script asked.
    ///   - completionHandler: Call it exactly once.
    func webView(
        _ webView: isolated WebView,
        runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: FrameInfo,
        completionHandler: CompletionHandler<Void>
    )

    /// Shows `confirm(message)`; call the handler with the user's choice.
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - message: The message.
    ///   - frame: The frame whose script asked.
    ///   - completionHandler: Call it exactly once.
    func webView(
        _ webView: isolated WebView,
        runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: FrameInfo,
        completionHandler: CompletionHandler<Bool>
    )

    /// Shows `prompt(prompt, defaultText)`; call the handler with the text, or `nil` for Cancel.
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - prompt: The prompt.
    ///   - defaultText: The text the field starts with.
    ///   - frame: The frame whose script asked.
    ///   - completionHandler: Call it exactly once.
    func webView(
        _ webView: isolated WebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: FrameInfo,
        completionHandler: CompletionHandler<String?>
    )
}

extension UIDelegate {
    /// WebKit's default: no new window; the navigation is cancelled.
    ///
    /// - Parameters:
    ///   - webView: The opener, isolated.
    ///   - configuration: The configuration.
    ///   - action: The action.
    ///   - windowFeatures: The features.
    /// - Returns: `nil`.
    public func webView(
        _ webView: isolated WebView,
        createWebViewWith configuration: WebViewConfiguration,
        for action: NavigationAction,
        windowFeatures: WindowFeatures
    ) -> WebView? { nil }

    /// WebKit's default: the alert acts as OK.
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - message: The message.
    ///   - frame: The frame.
    ///   - completionHandler: Called at once.
    public func webView(
        _ webView: isolated WebView,
        runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: FrameInfo,
        completionHandler: CompletionHandler<Void>
    ) { completionHandler(()) }

    /// WebKit's default: the confirm answers `false`.
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - message: The message.
    ///   - frame: The frame.
    ///   - completionHandler: Called at once.
    public func webView(
        _ webView: isolated WebView,
        runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: FrameInfo,
        completionHandler: CompletionHandler<Bool>
    ) { completionHandler(false) }

    /// WebKit's default: the prompt answers `nil`.
    ///
    /// - Parameters:
    ///   - webView: The web view, isolated.
    ///   - prompt: The prompt.
    ///   - defaultText: The default text.
    ///   - frame: The frame.
    ///   - completionHandler: Called at once.
    public func webView(
        _ webView: isolated WebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: FrameInfo,
        completionHandler: CompletionHandler<String?>
    ) { completionHandler(nil) }
}
