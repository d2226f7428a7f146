import NavSim

/// Preferences a navigation's page is loaded with (`WKWebpagePreferences`).
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
    public var preferredContentMode: ContentMode = .recommended
    /// Whether the page's own JavaScript runs.
    public var allowsContentJavaScript = true

    /// Creates default preferences.
    override public init() {}

    init(_ core: WebpagePreferences) {
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
