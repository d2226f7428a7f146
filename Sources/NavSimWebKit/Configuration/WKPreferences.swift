/// A web view's preferences (`WKPreferences`): stored for apps that set them; navigation reads none.
///
/// WebKit's API is main-thread-only: setting a preference off the main thread is the Main Thread Checker's
/// finding in a simulation (the value is set, as in an app).
@preconcurrency @MainActor
public final class WKPreferences: NSObject {
    /// Whether script can open windows without a user gesture.
    public var javaScriptCanOpenWindowsAutomatically = false {
        didSet { checker.check("-[WKPreferences setJavaScriptCanOpenWindowsAutomatically:]") }
    }
    /// Whether the fraudulent-website warning is shown.
    public var isFraudulentWebsiteWarningEnabled = true {
        didSet { checker.check("-[WKPreferences setFraudulentWebsiteWarningEnabled:]") }
    }
    /// The minimum font size.
    public var minimumFontSize: CGFloat = 0 {
        didSet { checker.check("-[WKPreferences setMinimumFontSize:]") }
    }
    /// Whether element fullscreen is enabled.
    public var isElementFullscreenEnabled = false {
        didSet { checker.check("-[WKPreferences setElementFullscreenEnabled:]") }
    }
    /// The main thread and log of the environment the preferences were made in.
    private let checker: MainThreadChecker

    /// Creates default preferences.
    override public init() {
        self.checker = MainThreadChecker(WebKitEnvironment.current)
    }
}
