/// A `WKWebView` held weakly, one per web view, shared by the objects WebKit hands the app that name their web
/// view (a `WKNavigationAction`'s frames).
///
/// Each such object held the web view in a weak reference of its own: making and destroying a weak reference
/// reaches the web view's side table twice (`swift_weakInit`, `swift_weakAssign`, `swift_weakDestroy`), once per
/// action decided. A strong reference to this shared one is a plain retain and release; what the app reads is
/// the same, `nil` once the web view is gone.
@MainActor
final class WebViewReference {
    /// The web view, while it exists.
    weak var webView: WKWebView?

    init() {}
}
