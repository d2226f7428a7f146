import NavSim
import Synchronization

/// A `WKURLSchemeHandler` as the core's scheme handler. The core calls `start` and `stop` on the web view's
/// isolation, the main actor; the same `WKURLSchemeTask` object reaches the app at start and at stop.
///
/// On the main actor, as every `WKWebView`: the core calls it on the web view's isolation, the main actor.
@MainActor
final class SchemeHandlerAdapter: URLSchemeHandler, ClassNamedInMessages {
    private let handler: any WKURLSchemeHandler
    private weak var owner: WKWebView?
    private let tasks = Mutex<[ObjectIdentifier: SchemeTask]>([:])
    nonisolated let classNameInMessages: String

    init(handler: any WKURLSchemeHandler) {
        self.handler = handler
        self.classNameInMessages = objectiveCClassName(of: type(of: handler))
    }

    func attach(_ webView: WKWebView) { owner = webView }

    nonisolated func start(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        let wkTask = SchemeTask(task)
        tasks.withLock { $0[ObjectIdentifier(task)] = wkTask }
        MainActor.assumeIsolated {
            guard let owner else { return }
            handler.webView(owner, start: wkTask)
        }
    }

    nonisolated func stop(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        let wkTask = tasks.withLock { $0.removeValue(forKey: ObjectIdentifier(task)) } ?? SchemeTask(task)
        MainActor.assumeIsolated {
            guard let owner else { return }
            handler.webView(owner, stop: wkTask)
        }
    }
}
