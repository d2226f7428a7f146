// swift-format-ignore-file
// RACE-CASES 6, version A, as an app writes it against WebKit (after cordova-ios #1605, not its literal code):
// a scheme handler looks up the file's type and reads the file on background blocks at once; the lookup sends
// the response through the main queue, the read sends the data and the finish itself; a task WebKit stopped
// is not called again. Plain `DispatchQueue`s, as in the app.
import WebKit

public final class BackgroundFileSchemeHandler: NSObject, WKURLSchemeHandler {
    public enum Version: Sendable {
        /// The response goes through the main queue after a background lookup while the background read
        /// sends the data directly: the data can arrive first.
        case a
        /// The fix (cordova-ios PR #1640): the response at once, before the read; the data and the finish
        /// on the main queue, after checking the task was not stopped; `stop` only marks it.
        case fixed
    }

    public let version: Version
    private let lock = NSLock()
    private var stoppedTasks = Set<ObjectIdentifier>()

    public init(_ version: Version) {
        self.version = version
    }

    public func webView(_ webView: WKWebView, start urlSchemeTask: WKURLSchemeTask) {
        guard let url = urlSchemeTask.request.url else { return }
        switch version {
        case .a:
            DispatchQueue.global(qos: .background).async {
                let response = self.lookUpType(url)
                DispatchQueue.main.async {
                    if !self.isStopped(urlSchemeTask) { urlSchemeTask.didReceive(response) }
                }
            }
            DispatchQueue.global(qos: .background).async {
                let data = self.readFile(url)
                if !self.isStopped(urlSchemeTask) { urlSchemeTask.didReceive(data) }
                if !self.isStopped(urlSchemeTask) { urlSchemeTask.didFinish() }
            }
        case .fixed:
            urlSchemeTask.didReceive(lookUpType(url))
            DispatchQueue.global(qos: .background).async {
                let data = self.readFile(url)
                DispatchQueue.main.async {
                    guard !self.isStopped(urlSchemeTask) else { return }
                    urlSchemeTask.didReceive(data)
                    urlSchemeTask.didFinish()
                }
            }
        }
    }

    public func webView(_ webView: WKWebView, stop urlSchemeTask: WKURLSchemeTask) {
        lock.lock()
        stoppedTasks.insert(ObjectIdentifier(urlSchemeTask))
        lock.unlock()
    }

    private func isStopped(_ urlSchemeTask: WKURLSchemeTask) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return stoppedTasks.contains(ObjectIdentifier(urlSchemeTask))
    }

    private func lookUpType(_ url: URL) -> URLResponse {
        URLResponse(url: url, mimeType: "text/html", expectedContentLength: -1, textEncodingName: "utf-8")
    }

    private func readFile(_ url: URL) -> Data {
        Data("<html>\(url.lastPathComponent)</html>".utf8)
    }
}
