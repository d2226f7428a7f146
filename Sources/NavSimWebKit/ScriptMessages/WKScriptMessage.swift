import NavSim

/// A message the page posted (`WKScriptMessage`), its body as Foundation objects: `String`, `NSNumber`,
/// `Date`, `[Any]`, `[String: Any]`, `NSNull`.
@preconcurrency @MainActor
public final class WKScriptMessage: NSObject {
    /// The core's message.
    let core: ScriptMessage
    /// The body, read as `message.body as? [String: Any]` in apps.
    public let body: Any
    /// The name the page posted to.
    public var name: String { core.name }
    /// The frame that posted it.
    public let frameInfo: WKFrameInfo
    /// The web view, if it still exists.
    public private(set) weak var webView: WKWebView?
    /// The content world it was posted from.
    public var world: WKContentWorld {
        core.world == .page ? .page : core.world == .defaultClient ? .defaultClient : .world(name: core.world.name)
    }

    init(_ core: ScriptMessage, webView: WKWebView?) {
        self.core = core
        self.body = core.body.foundationObject
        self.frameInfo = WKFrameInfo(core.frame, webView: webView)
        self.webView = webView
    }
}
