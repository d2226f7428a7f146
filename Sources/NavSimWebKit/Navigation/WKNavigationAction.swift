import NavSim

/// A navigation action to decide (`WKNavigationAction`): the request, what started it, and the frames.
///
/// The request is parsed once, by NavSim, when the action is created; `request` builds Foundation's
/// `URLRequest` from it when read.
@preconcurrency @MainActor
public final class WKNavigationAction: NSObject {
    /// The core's action.
    let core: NavigationAction
    /// The web view, held weakly through the reference it shares with its other actions (``WebViewReference``).
    private let reference: WebViewReference?
    private var owner: WKWebView? { reference?.webView }

    init(_ core: NavigationAction, webView: WKWebView?) {
        self.core = core
        self.reference = webView?.reference
    }

    /// The request.
    public var request: URLRequest { URLRequest.navSim(core.request) }
    /// What started the navigation.
    public var navigationType: WKNavigationType { WKNavigationType(core.navigationType) }
    /// The frame that asked for the navigation.
    public var sourceFrame: WKFrameInfo {
        WKFrameInfo(core.sourceFrame ?? FrameInfo(request: core.request), webView: owner)
    }
    /// The frame to navigate; `nil` for a new window (`target="_blank"`, `window.open`).
    public var targetFrame: WKFrameInfo? { core.targetFrame.map { WKFrameInfo($0, webView: owner) } }
    /// Whether WebKit suggests a download (`download` attribute).
    public var shouldPerformDownload: Bool { false }
}
