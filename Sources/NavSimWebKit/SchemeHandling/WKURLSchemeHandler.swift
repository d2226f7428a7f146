/// Loads the resources of a custom scheme (`WKURLSchemeHandler`), registered with
/// `WKWebViewConfiguration.setURLSchemeHandler(_:forURLScheme:)`.
@preconcurrency @MainActor
public protocol WKURLSchemeHandler: NSObjectProtocol {
    /// Starts loading a task; answer it now or later, from any thread.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - urlSchemeTask: The task.
    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask)

    /// The web view stopped a task; it is already marked stopped, so any call on it now raises
    /// `This task has already been stopped`.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - urlSchemeTask: The task.
    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask)
}
