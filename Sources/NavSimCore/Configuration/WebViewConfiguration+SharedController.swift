extension WebViewConfiguration {
    /// A copy with a new identity that uses `controller` as its user content controller: WebKit's
    /// `WKWebViewConfiguration` owns its `userContentController` before any web view is made with it, and an
    /// app keeps adding to it afterwards (`webView.configuration.userContentController.add(_:name:)`).
    ///
    /// The builder's strategies and user scripts are not registered again: build with none for this use.
    ///
    /// - Parameter controller: The controller the configuration shares.
    /// - Returns: The configuration.
    public func sharing(_ controller: UserContentController) -> WebViewConfiguration {
        var copy = copy()
        copy.userContentController = controller
        return copy
    }
}
