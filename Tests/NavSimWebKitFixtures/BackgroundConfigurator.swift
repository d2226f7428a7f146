// swift-format-ignore-file
// An app's helper that sets up a web view's configuration from whatever thread it is called on, as Swift 5 code
// may: the compiler does not stop it, the Main Thread Checker does. Every setter the configuration exposes, in
// one order the tests name.
import WebKit

public enum BackgroundConfigurator {
    public static func configure(_ configuration: WKWebViewConfiguration, schemeHandler: WKURLSchemeHandler) {
        configuration.setURLSchemeHandler(schemeHandler, forURLScheme: "app")
        _ = configuration.urlSchemeHandler(forURLScheme: "app")
        configuration.preferences.javaScriptCanOpenWindowsAutomatically = true
        configuration.preferences.isFraudulentWebsiteWarningEnabled = false
        configuration.preferences.minimumFontSize = 12
        configuration.preferences.isElementFullscreenEnabled = true
        configuration.defaultWebpagePreferences.preferredContentMode = .mobile
        configuration.defaultWebpagePreferences.allowsContentJavaScript = false
    }

    public static func replaceParts(of configuration: WKWebViewConfiguration) {
        let preferences = configuration.preferences
        let webpagePreferences = configuration.defaultWebpagePreferences
        let controller = configuration.userContentController
        configuration.preferences = preferences
        configuration.defaultWebpagePreferences = webpagePreferences
        configuration.userContentController = controller
    }
}
