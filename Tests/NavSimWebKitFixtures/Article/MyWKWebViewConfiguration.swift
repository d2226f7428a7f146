// swift-format-ignore-file
// The Builder of ZhgChg.Li's "Design Patterns in WKWebView", as written in the article.
import WebKit

public struct MyWKWebViewConfiguration {
    let headNavigationHandler: NavigationActionHandler?
    let scriptMessageStrategies: [ScriptMessageStrategy]
    let userScripts: [WKUserScript]
    let overrideTitleFromWebView: Bool
    let url: URL
}
// All parameters are only exposed internally within the Module (Internal)
