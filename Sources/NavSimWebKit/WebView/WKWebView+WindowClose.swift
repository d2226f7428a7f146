import NavSim

extension WKWebView {
    /// The page runs `window.close()`: NavSim's trigger for the page's script, not WebKit's API.
    ///
    /// WebKit closes only a window that a script opened (here: a web view the UI delegate returned from
    /// `webView(_:createWebViewWith:for:windowFeatures:)`) or one whose back-forward list has at most one
    /// item (`DOMWindow::close`); otherwise the page's console says "Can't close the window since it was not
    /// opened by JavaScript" and nothing happens. The close is queued (`closeWindowSoon`): later, as work of
    /// the web view's own, this web view's UI delegate hears `webViewDidClose(_:)` with this web view
    /// (`UIDelegate::UIClient::close`), and the app removes it. The web view itself goes on working.
    ///
    /// ```swift
    /// let popup = await opener.core.openWindow("https://example.com/popup")   // the app's createWebViewWith
    /// // … the app keeps the WKWebView it returned as `popupWebView`
    /// popupWebView.runWindowClose()   // the app's webViewDidClose(popupWebView) runs next
    /// ```
    ///
    /// - Returns: Whether the window closes.
    @discardableResult
    public func runWindowClose() -> Bool {
        let items = core.assumeIsolated { $0.backForwardList.items.count }
        guard openedByDOM || items <= 1, !isClosing else { return false }
        isClosing = true
        track("window.close") { [weak self] in
            guard let self, let delegate = self.uiDelegate else { return }
            delegate.webViewDidClose(self)
        }
        return true
    }
}
