// swift-format-ignore-file
// RACE-CASES 5 as an app writes it against WebKit (after wikipedia-ios PR #2982): a scheme handler serves an
// article from a serial queue of its own, keeps the tasks it serves in a set, and marks a task inactive when
// WebKit stops it. Plain `DispatchQueue`s, as in the app: `import WebKit` brings NavSim's, which runs them in
// the schedule inside a simulation.
import WebKit

public final class ArticleSchemeHandler: NSObject, WKURLSchemeHandler {
    public enum Version: Sendable {
        /// `stop` sends the removal to the worker's queue, behind the block that serves the task: the
        /// worker still sees the task active and calls it after WebKit stopped it.
        case deferredStop
        /// The set lives on the main thread: `stop` removes the task at once, and the worker sends its task
        /// calls to the main queue, which checks the set first.
        case mainThread
    }

    public let version: Version
    private let queue = DispatchQueue(label: "org.wikimedia.schemehandler")
    /// The tasks being served: on `queue` in `.deferredStop`, on the main thread in `.mainThread`.
    private var activeSchemeTasks = Set<ObjectIdentifier>()

    public init(_ version: Version) {
        self.version = version
    }

    public func webView(_ webView: WKWebView, start urlSchemeTask: WKURLSchemeTask) {
        guard let url = urlSchemeTask.request.url else { return }
        let id = ObjectIdentifier(urlSchemeTask)
        let response = URLResponse(url: url, mimeType: "text/html", expectedContentLength: -1, textEncodingName: "utf-8")
        switch version {
        case .deferredStop:
            queue.async {
                self.activeSchemeTasks.insert(id)
                let data = self.readArticle(url)
                guard self.activeSchemeTasks.contains(id) else { return }
                urlSchemeTask.didReceive(response)
                urlSchemeTask.didReceive(data)
                urlSchemeTask.didFinish()
            }
        case .mainThread:
            activeSchemeTasks.insert(id)
            queue.async {
                let data = self.readArticle(url)
                DispatchQueue.main.async {
                    guard self.activeSchemeTasks.contains(id) else { return }
                    urlSchemeTask.didReceive(response)
                    urlSchemeTask.didReceive(data)
                    urlSchemeTask.didFinish()
                }
            }
        }
    }

    public func webView(_ webView: WKWebView, stop urlSchemeTask: WKURLSchemeTask) {
        let id = ObjectIdentifier(urlSchemeTask)
        switch version {
        case .deferredStop:
            queue.async(flags: .barrier) {
                self.activeSchemeTasks.remove(id)
            }
        case .mainThread:
            activeSchemeTasks.remove(id)
        }
    }

    private func readArticle(_ url: URL) -> Data {
        Data("<html><title>\(url.lastPathComponent)</title>article</html>".utf8)
    }
}
