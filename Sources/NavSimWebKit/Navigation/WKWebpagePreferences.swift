import NavSim

/// Preferences a navigation's page is loaded with (`WKWebpagePreferences`).
///
/// WebKit's API is main-thread-only: setting a preference off the main thread is the Main Thread Checker's
/// finding in a simulation (the value is set, as in an app).
@preconcurrency @MainActor
public final class WKWebpagePreferences: NSObject {
    /// The content mode a page asks for (`WKWebpagePreferences.ContentMode`).
    public enum ContentMode: Int, Sendable {
        /// The platform's recommendation.
        case recommended = 0
        /// The mobile layout.
        case mobile = 1
        /// The desktop layout.
        case desktop = 2
    }

    /// The content mode.
    public var preferredContentMode: ContentMode = .recommended {
        didSet { checker.check("-[WKWebpagePreferences setPreferredContentMode:]") }
    }
    /// Whether the page's own JavaScript runs.
    public var allowsContentJavaScript = true {
        didSet { checker.check("-[WKWebpagePreferences setAllowsContentJavaScript:]") }
    }
    /// The main thread and log of the environment the preferences were made in.
    private let checker: MainThreadChecker

    /// Creates default preferences.
    override public init() {
        self.checker = MainThreadChecker(WebKitEnvironment.current)
    }

    init(_ core: WebpagePreferences) {
        self.checker = MainThreadChecker(WebKitEnvironment.current)
        switch core.preferredContentMode {
        case .recommended: preferredContentMode = .recommended
        case .mobile: preferredContentMode = .mobile
        case .desktop: preferredContentMode = .desktop
        }
        allowsContentJavaScript = core.allowsContentJavaScript
    }

    var core: WebpagePreferences {
        let mode: WebpagePreferences.ContentMode =
            switch preferredContentMode {
            case .recommended: .recommended
            case .mobile: .mobile
            case .desktop: .desktop
            }
        return WebpagePreferences(preferredContentMode: mode, allowsContentJavaScript: allowsContentJavaScript)
    }
}
