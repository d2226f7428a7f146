/// A message the page posted with `window.webkit.messageHandlers.<name>.postMessage(body)`
/// (`WKScriptMessage`).
public struct ScriptMessage: Sendable, Hashable {
    /// The handler name the page posted to.
    public var name: String
    /// The body.
    public var body: ScriptValue
    /// The frame that posted it, with its security origin.
    public var frame: FrameInfo
    /// The content world it was posted in.
    public var world: ContentWorld
    /// The web view it was posted in.
    public var webView: WebViewID

    /// Creates a message.
    ///
    /// - Parameters:
    ///   - name: The handler name.
    ///   - body: The body.
    ///   - frame: The frame that posted it.
    ///   - world: The content world.
    ///   - webView: The web view it was posted in.
    public init(name: String, body: ScriptValue, frame: FrameInfo, world: ContentWorld = .page, webView: WebViewID = 1)
    {
        self.name = name
        self.body = body
        self.frame = frame
        self.world = world
        self.webView = webView
    }
}
