import NavSim
import Synchronization

/// The web views of one environment: numbered 1, 2, 3… as they are made, and found by number when the core
/// names one (a script message, a scheme task). Held weakly.
final class WebViewRegistry: Sendable {
    private struct Entry {
        weak var webView: WKWebView?
    }

    private let state = Mutex<(next: Int, entries: [Int: Entry])>((0, [:]))

    /// A new number.
    func take() -> WebViewID {
        WebViewID(
            state.withLock {
                $0.next += 1
                return $0.next
            })
    }

    /// Makes a web view findable by its number.
    func register(_ webView: WKWebView, as id: WebViewID) {
        state.withLock { $0.entries[id.rawValue] = Entry(webView: webView) }
    }

    /// The web view with a number, if it still exists.
    func webView(_ id: WebViewID) -> WKWebView? {
        state.withLock { $0.entries[id.rawValue]?.webView }
    }
}
