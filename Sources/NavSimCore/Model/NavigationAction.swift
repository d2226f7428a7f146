/// A request to navigate, handed to the navigation delegate for a policy (`WKNavigationAction`).
///
/// The request is parsed once, when the action is created; handlers read its parts without
/// parsing again.
public struct NavigationAction: Sendable, Hashable {
    /// The web view the navigation happens in.
    public var webView: WebViewID
    /// The navigation this action belongs to.
    public var navigation: NavigationID
    /// The request, parsed once into WebKit's canonical form.
    public var request: ParsedURL
    /// Why the navigation happens.
    public var navigationType: NavigationType
    /// The frame that asked for the navigation, if any.
    public var sourceFrame: FrameInfo?
    /// The frame to navigate; `nil` for a new window (`target="_blank"`, `window.open`).
    public var targetFrame: FrameInfo?
    /// Whether this action follows a server redirect of the same navigation.
    public var isRedirect: Bool

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - webView: The web view the navigation happens in.
    ///   - navigation: The navigation this action belongs to.
    ///   - request: The parsed request.
    ///   - navigationType: Why the navigation happens.
    ///   - sourceFrame: The frame that asked for the navigation.
    ///   - targetFrame: The frame to navigate; `nil` for a new window.
    ///   - isRedirect: Whether the action follows a server redirect.
    public init(
        webView: WebViewID = 1,
        navigation: NavigationID = NavigationID(1),
        request: ParsedURL,
        navigationType: NavigationType = .other,
        sourceFrame: FrameInfo? = nil,
        targetFrame: FrameInfo?,
        isRedirect: Bool = false
    ) {
        self.webView = webView
        self.navigation = navigation
        self.request = request
        self.navigationType = navigationType
        self.sourceFrame = sourceFrame
        self.targetFrame = targetFrame
        self.isRedirect = isRedirect
    }

    /// Creates a main-frame action for a URL string, as `load(_:)` would.
    ///
    /// - Parameters:
    ///   - url: The URL; parsed once here.
    ///   - navigationType: Why the navigation happens.
    public init(url: String, navigationType: NavigationType = .other) {
        let request = ParsedURL(url)
        self.init(request: request, navigationType: navigationType, targetFrame: FrameInfo(request: request))
    }

    /// Whether the action opens a new window (`targetFrame == nil`).
    public var opensNewWindow: Bool { targetFrame == nil }

    /// Whether the action navigates the main frame.
    public var isForMainFrame: Bool { targetFrame?.isMainFrame ?? true }
}
