/// A request to navigate, handed to the navigation delegate for a policy (`WKNavigationAction`).
///
/// The request is parsed once, when the action is created; handlers read its parts without
/// parsing again.
///
/// Most actions navigate the main frame to their own request and come from no frame (a load, a
/// redirect, a typed URL). Such an action stores its request once and derives its target frame from
/// it; any other pair of frames lives behind one shared reference. The action stays a small value that
/// the chain and the web view copy cheaply, and it behaves exactly like one with both frames stored.
public struct NavigationAction: Sendable, Hashable {
    /// The web view the navigation happens in.
    public var webView: WebViewID
    /// The navigation this action belongs to.
    public var navigation: NavigationID
    /// The request, parsed once into WebKit's canonical form.
    @inlinable
    public var request: ParsedURL {
        get { storedRequest }
        set {
            // The derived target frame keeps the request it was derived from.
            if frames == nil, newValue != storedRequest {
                frames = Frames(source: nil, target: FrameInfo(request: storedRequest))
            }
            storedRequest = newValue
        }
    }
    /// Why the navigation happens.
    public var navigationType: NavigationType
    /// The frame that asked for the navigation, if any.
    public var sourceFrame: FrameInfo? {
        get { frames?.source }
        set { setFrames(source: newValue, target: targetFrame) }
    }
    /// The frame to navigate; `nil` for a new window (`target="_blank"`, `window.open`).
    public var targetFrame: FrameInfo? {
        get { frames.map(\.target) ?? FrameInfo(request: storedRequest) }
        set { setFrames(source: sourceFrame, target: newValue) }
    }
    /// Whether this action follows a server redirect of the same navigation.
    public var isRedirect: Bool

    @usableFromInline
    var storedRequest: ParsedURL
    /// The frames when they are not the common pair; `nil` for no source frame and the main frame
    /// navigating to ``request``.
    @usableFromInline
    var frames: Frames?

    /// A source and target frame other than the common pair, shared between copies.
    @usableFromInline
    final class Frames: Sendable {
        let source: FrameInfo?
        let target: FrameInfo?

        @usableFromInline
        init(source: FrameInfo?, target: FrameInfo?) {
            self.source = source
            self.target = target
        }
    }

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
        self.storedRequest = request
        self.navigationType = navigationType
        self.isRedirect = isRedirect
        self.frames = nil
        setFrames(source: sourceFrame, target: targetFrame)
    }

    /// An action for the main frame at its request, as a load asks: built without comparing a derived
    /// target frame with one built for the purpose, as the memberwise form must.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    ///   - request: The request; the target is the main frame at it.
    ///   - navigationType: Why the navigation happens.
    ///   - sourceFrame: The frame that asked; `nil` for the app.
    init(
        webView: WebViewID,
        navigation: NavigationID,
        mainFrameRequest request: ParsedURL,
        navigationType: NavigationType,
        sourceFrame: FrameInfo?
    ) {
        self.webView = webView
        self.navigation = navigation
        self.storedRequest = request
        self.navigationType = navigationType
        self.isRedirect = false
        self.frames = sourceFrame.map { Frames(source: $0, target: FrameInfo(request: request)) }
    }

    /// Creates a main-frame action for a URL string, as `load(_:)` would.
    ///
    /// - Parameters:
    ///   - url: The URL; parsed once here.
    ///   - navigationType: Why the navigation happens.
    public init(url: String, navigationType: NavigationType = .other) {
        self.webView = 1
        self.navigation = NavigationID(1)
        self.storedRequest = ParsedURL(url)
        self.navigationType = navigationType
        self.isRedirect = false
        self.frames = nil
    }

    /// Whether the action opens a new window (`targetFrame == nil`).
    public var opensNewWindow: Bool { frames.map { $0.target == nil } ?? false }

    /// Whether the action navigates the main frame.
    public var isForMainFrame: Bool { frames.map { $0.target?.isMainFrame ?? true } ?? true }

    /// Follows a server redirect: the request becomes `target`, and the main frame navigates to it.
    ///
    /// - Parameter target: The redirect's target.
    mutating func redirect(to target: ParsedURL) {
        storedRequest = target
        if let frames { setFrames(source: frames.source, target: FrameInfo(request: target)) }
        isRedirect = true
    }

    private mutating func setFrames(source: FrameInfo?, target: FrameInfo?) {
        if source == nil, let target, target == FrameInfo(request: storedRequest) {
            frames = nil
        } else {
            frames = Frames(source: source, target: target)
        }
    }

    public static func == (lhs: NavigationAction, rhs: NavigationAction) -> Bool {
        lhs.webView == rhs.webView && lhs.navigation == rhs.navigation && lhs.storedRequest == rhs.storedRequest
            && lhs.navigationType == rhs.navigationType && lhs.isRedirect == rhs.isRedirect
            && lhs.sourceFrame == rhs.sourceFrame && lhs.targetFrame == rhs.targetFrame
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(webView)
        hasher.combine(navigation)
        hasher.combine(storedRequest)
        hasher.combine(navigationType)
        hasher.combine(sourceFrame)
        hasher.combine(targetFrame)
        hasher.combine(isRedirect)
    }
}
