import NavSim
import NavSimWebKit
import Testing

@Suite("KVO-style observation of WKWebView's properties")
struct ObservationTests {
    @Test("observe(\\.url) and observe(\\.estimatedProgress) see WebKit's changes, in order; invalidate ends them")
    func observesChanges() {
        let outcome = runWebKit { () -> [String] in
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            var seen: [String] = []
            let url = webView.observe(\.url, options: [.new, .initial]) { _, change in
                seen.append("url \(change.newValue??.absoluteString ?? "nil")")
            }
            let progress = webView.observe(\.estimatedProgress, options: [.old, .new]) { _, change in
                seen.append("progress \(change.oldValue ?? -1) -> \(change.newValue ?? -1)")
            }
            webView.load(URLRequest(url: URL(string: "https://example.com/")!))
            await webView.navigationsSettled()
            url.invalidate()
            progress.invalidate()
            webView.load(URLRequest(url: URL(string: "https://example.com/next")!))
            await webView.navigationsSettled()
            return seen
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(
            outcome.value == [
                "url nil", "url https://example.com/", "progress 0.0 -> 0.1", "progress 0.1 -> 0.5",
                "progress 0.5 -> 1.0",
            ],
            "nothing after invalidate"
        )
    }
}
