/// Where a completion handler was handed out: who must call it, for what, and where findings go.
public struct CompletionHandlerSite: Sendable {
    /// The delegate's class name, as WebKit prints it in `-[<Class> <selector>]`.
    public var className: String
    /// The delegate method's Objective-C selector.
    public var selector: String
    /// The web view that handed the handler out.
    public var webView: WebViewID?
    /// The navigation the handler decides, if any.
    public var navigation: NavigationID?
    /// The web view's step counter when the handler was handed out.
    public var step: Int?
    /// Which SDK's rules apply.
    public var behavior: CompletionHandlerBehavior
    /// Where findings are recorded.
    public var log: FindingLog

    /// Creates a site.
    ///
    /// - Parameters:
    ///   - className: The delegate's class name.
    ///   - selector: The delegate method's selector.
    ///   - webView: The web view that handed the handler out.
    ///   - navigation: The navigation the handler decides.
    ///   - step: The web view's step counter.
    ///   - behavior: Which SDK's rules apply.
    ///   - log: Where findings are recorded.
    public init(
        className: String,
        selector: String,
        webView: WebViewID? = nil,
        navigation: NavigationID? = nil,
        step: Int? = nil,
        behavior: CompletionHandlerBehavior = .modern,
        log: FindingLog
    ) {
        self.className = className
        self.selector = selector
        self.webView = webView
        self.navigation = navigation
        self.step = step
        self.behavior = behavior
        self.log = log
    }

    func finding(_ kind: Finding.Kind, _ message: String) -> Finding {
        Finding(
            kind: kind,
            severity: .violation,
            message: message,
            exception: WebKitMessages.internalInconsistency,
            webView: webView,
            navigation: navigation,
            handler: className,
            step: step
        )
    }
}
