extension WebView {
    /// The web views this one opened for new windows, in order.
    public var openedWindows: [WebView] { windows }

    /// The page opens a window (`window.open(url)`): asks the UI delegate for a web view, checks it was
    /// created with the given configuration, and loads the request into it.
    ///
    /// - Parameters:
    ///   - url: The URL, resolved against the opening frame.
    ///   - frame: The frame whose script opens it; the main frame by default.
    /// - Returns: The new web view, or `nil` when the delegate returned none (the navigation is cancelled)
    ///   or one created with another configuration (`Returned WKWebView was not created with the given
    ///   configuration.`).
    @discardableResult
    public func openWindow(_ url: String, from frame: FrameInfo? = nil) async -> WebView? {
        let frame = frame ?? mainFrame
        let request = ParsedURL(url, relativeTo: frame.request)
        guard let window = openWindow(request, from: frame, navigation: pageNavigation) else { return nil }
        await window.load(request)
        return window
    }

    /// Asks the UI delegate for a new window; `nil` cancels. The configuration it gets is a copy of this
    /// web view's, sharing its user content controller.
    func openWindow(_ request: ParsedURL, from frame: FrameInfo, navigation: NavigationID?) -> WebView? {
        let action = NavigationAction(
            webView: id,
            navigation: navigation ?? NavigationID(0),
            request: request,
            navigationType: .other,
            sourceFrame: frame,
            targetFrame: nil
        )
        guard let delegate = uiDelegate else {
            emit(.window, navigation, "\(request.href): no UI delegate, cancelled")
            return nil
        }
        let given = configuration.copy()
        guard
            let created = delegate.webView(
                self, createWebViewWith: given, for: action, windowFeatures: WindowFeatures())
        else {
            emit(.window, navigation, "\(request.href): createWebView returned nil, cancelled")
            return nil
        }
        guard created.configuration.identity == given.identity else {
            emit(.window, navigation, "\(request.href): \(created.id) was not created with the given configuration")
            log.record(
                Finding(
                    kind: .createWebViewWrongConfiguration,
                    severity: .violation,
                    message: WebKitMessages.createWebViewWrongConfiguration,
                    exception: WebKitMessages.internalInconsistency,
                    webView: id,
                    navigation: navigation,
                    handler: className(of: delegate),
                    step: step
                )
            )
            return nil
        }
        windows.append(created)
        emit(.window, navigation, "\(request.href): opened \(created.id)")
        return created
    }
}
