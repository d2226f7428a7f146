import NavSim

/// A frame a navigation or message comes from (`WKFrameInfo`).
@preconcurrency @MainActor
public final class WKFrameInfo: NSObject {
    /// The core's frame.
    let core: FrameInfo

    /// Whether it is the main frame.
    public var isMainFrame: Bool { core.isMainFrame }
    /// The frame's current request.
    public var request: URLRequest { URLRequest.navSim(core.request) }
    /// The frame's security origin.
    public var securityOrigin: WKSecurityOrigin { WKSecurityOrigin(core.securityOrigin) }
    /// The web view the frame belongs to.
    public private(set) weak var webView: WKWebView?

    init(_ core: FrameInfo, webView: WKWebView?) {
        self.core = core
        self.webView = webView
    }
}
