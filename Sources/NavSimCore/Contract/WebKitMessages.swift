/// WebKit's own exception messages, word for word, and the selectors they name.
///
/// Sources: `CompletionHandlerCallChecker.mm`, `WKUserContentController.mm`, `WKURLSchemeTask.mm`,
/// `WKWebView.mm` and `WKScriptMessage` reply handling in `WebKit/UIProcess/Cocoa`.
public enum WebKitMessages {
    /// The exception a broken completion-handler or scheme-task rule raises.
    public static let internalInconsistency = "NSInternalInconsistencyException"
    /// The exception a duplicate script message handler name raises.
    public static let invalidArgument = "NSInvalidArgumentException"

    /// `Completion handler passed to -[<Class> <selector>] was not called`.
    ///
    /// - Parameters:
    ///   - className: The delegate's class.
    ///   - selector: The delegate method's Objective-C selector.
    /// - Returns: WebKit's message.
    public static func completionHandlerNotCalled(className: String, selector: String) -> String {
        "Completion handler passed to -[\(className) \(selector)] was not called"
    }

    /// `Completion handler passed to -[<Class> <selector>] was called more than once`.
    ///
    /// - Parameters:
    ///   - className: The delegate's class.
    ///   - selector: The delegate method's Objective-C selector.
    /// - Returns: WebKit's message.
    public static func completionHandlerCalledTwice(className: String, selector: String) -> String {
        "Completion handler passed to -[\(className) \(selector)] was called more than once"
    }

    /// `Attempt to add script message handler with name '<name>' when one already exists.`
    ///
    /// - Parameter name: The handler name.
    /// - Returns: WebKit's message.
    public static func duplicateScriptMessageHandler(name: String) -> String {
        "Attempt to add script message handler with name '\(name)' when one already exists."
    }

    /// The message when a reply handler is called twice.
    public static let replyHandlerCalledTwice =
        "replyHandler passed to userContentController:didReceiveScriptMessage:replyHandler: should not be called twice"
    /// The rejection when a reply handler is dropped uncalled.
    public static let replyHandlerDropped = "WKWebView API client did not respond to this postMessage"
    /// The rejection when the web view is gone before delivery.
    public static let webViewDeallocated = "The WKWebView was deallocated before the message was delivered"
    /// The message when `createWebView` returns a web view built from another configuration.
    public static let createWebViewWrongConfiguration =
        "Returned WKWebView was not created with the given configuration."

    /// `This task has already been stopped` (`WKURLSchemeTask`, `TaskAlreadyStopped`).
    public static let schemeTaskStopped = "This task has already been stopped"

    /// Xcode's Main Thread Checker, for WebKit or UIKit API called off the main thread.
    ///
    /// - Parameter selector: The API, for example `-[WKUserContentController addScriptMessageHandler:name:]`.
    /// - Returns: `Main Thread Checker: UI API called on a background thread: <selector>`.
    public static func mainThreadChecker(_ selector: String) -> String {
        "Main Thread Checker: UI API called on a background thread: \(selector)"
    }
    /// `[WKURLSchemeTask taskDidCompleteWithError:] has already been called for this task`.
    public static let schemeTaskCompleted =
        "[WKURLSchemeTask taskDidCompleteWithError:] has already been called for this task"
    /// `[WKURLSchemeTask taskDidReceiveData:] has already been called for this task`.
    public static let schemeTaskDataAlreadySent =
        "[WKURLSchemeTask taskDidReceiveData:] has already been called for this task"
    /// `No response has been sent for this task`.
    public static let schemeTaskNoResponse = "No response has been sent for this task"
    /// `No redirects are allowed after the response`.
    public static let schemeTaskRedirectAfterResponse = "No redirects are allowed after the response"

    /// `'<scheme>' is a URL scheme that WKWebView handles natively` (`WKWebViewConfiguration.mm`).
    ///
    /// - Parameter scheme: The scheme as the app passed it.
    /// - Returns: WebKit's message.
    public static func schemeHandledNatively(_ scheme: String) -> String {
        "'\(scheme)' is a URL scheme that WKWebView handles natively"
    }

    /// `'<scheme>' is not a valid URL scheme`.
    ///
    /// - Parameter scheme: The scheme as the app passed it.
    /// - Returns: WebKit's message.
    public static func schemeNotValid(_ scheme: String) -> String {
        "'\(scheme)' is not a valid URL scheme"
    }

    /// `URL scheme '<scheme>' already has a registered URL scheme handler`.
    ///
    /// - Parameter scheme: The scheme as the app passed it.
    /// - Returns: WebKit's message.
    public static func schemeAlreadyHasHandler(_ scheme: String) -> String {
        "URL scheme '\(scheme)' already has a registered URL scheme handler"
    }

    /// The Objective-C selectors of the delegate methods that take a completion handler.
    public enum Selector {
        /// `webView:decidePolicyForNavigationAction:decisionHandler:`.
        public static let decidePolicyForNavigationAction = "webView:decidePolicyForNavigationAction:decisionHandler:"
        /// `webView:decidePolicyForNavigationAction:preferences:decisionHandler:`.
        public static let decidePolicyForNavigationActionWithPreferences =
            "webView:decidePolicyForNavigationAction:preferences:decisionHandler:"
        /// `webView:decidePolicyForNavigationResponse:decisionHandler:`.
        public static let decidePolicyForNavigationResponse =
            "webView:decidePolicyForNavigationResponse:decisionHandler:"
        /// `webView:didReceiveAuthenticationChallenge:completionHandler:`.
        public static let didReceiveAuthenticationChallenge =
            "webView:didReceiveAuthenticationChallenge:completionHandler:"
        /// `webView:runJavaScriptAlertPanelWithMessage:initiatedByFrame:completionHandler:`.
        public static let runJavaScriptAlertPanel =
            "webView:runJavaScriptAlertPanelWithMessage:initiatedByFrame:completionHandler:"
        /// `webView:runJavaScriptConfirmPanelWithMessage:initiatedByFrame:completionHandler:`.
        public static let runJavaScriptConfirmPanel =
            "webView:runJavaScriptConfirmPanelWithMessage:initiatedByFrame:completionHandler:"
        /// `webView:runJavaScriptTextInputPanelWithPrompt:defaultText:initiatedByFrame:completionHandler:`.
        public static let runJavaScriptTextInputPanel =
            "webView:runJavaScriptTextInputPanelWithPrompt:defaultText:initiatedByFrame:completionHandler:"
    }
}
