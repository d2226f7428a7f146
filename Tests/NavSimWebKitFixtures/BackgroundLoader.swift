// swift-format-ignore-file
// An app's helper that loads from whatever thread it is called on, as Swift 5 code may: the compiler does not
// stop it, the Main Thread Checker does.
import WebKit

public enum BackgroundLoader {
    public static func load(_ webView: WKWebView, _ url: URL) {
        webView.load(URLRequest(url: url))
    }
}
