/// A web view's preferences (`WKPreferences`): stored for apps that set them; navigation reads none.
@preconcurrency @MainActor
public final class WKPreferences: NSObject {
    /// Whether script can open windows without a user gesture.
    public var javaScriptCanOpenWindowsAutomatically = false
    /// Whether the fraudulent-website warning is shown.
    public var isFraudulentWebsiteWarningEnabled = true
    /// The minimum font size.
    public var minimumFontSize: CGFloat = 0
    /// Whether element fullscreen is enabled.
    public var isElementFullscreenEnabled = false

    /// Creates default preferences.
    override public init() {}
}
