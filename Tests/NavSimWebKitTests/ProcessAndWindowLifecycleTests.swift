import NavSim
import NavSimWebKit
import Testing

/// A navigation delegate that logs what it hears; with `recovers`, it implements
/// `webViewWebContentProcessDidTerminate` and reloads there, as apps do.
final class CrashRecoveringDelegate: NSObject, WKNavigationDelegate {
    var calls: [String] = []

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        calls.append("didStart \(webView.url?.path ?? "nil")")
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        calls.append("didFinish \(webView.url?.path ?? "nil")")
    }

    func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) {
        calls.append("didFailProvisional \((error as NSError).code)")
    }
}

/// The same delegate, implementing `webViewWebContentProcessDidTerminate`: it reads the reset state and reloads.
final class TerminationHandlingDelegate: NSObject, WKNavigationDelegate {
    var calls: [String] = []

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        calls.append("didFinish \(webView.url?.path ?? "nil")")
    }

    func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
        calls.append(
            "terminated url=\(webView.url?.absoluteString ?? "nil") title=\(webView.title ?? "nil") "
                + "loading=\(webView.isLoading) progress=\(webView.estimatedProgress)"
        )
        webView.reload()
    }
}

/// A scheme handler that never answers, logging its calls.
final class HangingSchemeHandler: NSObject, WKURLSchemeHandler {
    var calls: [String] = []

    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask) {
        calls.append("start \(urlSchemeTask.request.url?.path ?? "")")
    }

    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask) {
        calls.append("stop \(urlSchemeTask.request.url?.path ?? "")")
    }
}

/// Opens pop-ups for the page and closes them when the page asks, as apps write a UI delegate.
final class PopupDelegate: NSObject, WKUIDelegate {
    var popups: [WKWebView] = []
    var closed: [String] = []

    func webView(
        _ webView: WKWebView,
        createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
        let popup = WKWebView(frame: .zero, configuration: configuration)
        popup.uiDelegate = self
        popups.append(popup)
        return popup
    }

    func webViewDidClose(_ webView: WKWebView) {
        closed.append(webView.url?.path ?? "nil")
        popups.removeAll { $0 === webView }
    }
}

@Suite("The web content process's end and window.close(), as WebKit calls the delegates")
struct ProcessAndWindowLifecycleTests {
    static let page = URLRequest(url: URL(string: "https://example.com/article")!)

    @Test("webViewWebContentProcessDidTerminate: the state is reset when it is called, and its reload recovers")
    func terminationHandled() {
        let outcome = runWebKit { () -> [String] in
            let delegate = TerminationHandlingDelegate()
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            webView.navigationDelegate = delegate
            webView.load(Self.page)
            await webView.navigationsSettled()
            webView.terminateWebContentProcess()
            await webView.navigationsSettled()
            return delegate.calls + [webView.url?.absoluteString ?? "nil", "\(webView.backForwardList.backList.count)"]
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(
            outcome.value == [
                "didFinish /article",
                "terminated url=nil title=nil loading=false progress=0.0",
                "didFinish /article",
                "https://example.com/article",
                "0",
            ]
        )
    }

    @Test("Without webViewWebContentProcessDidTerminate, WebKit reloads the page itself")
    func terminationUnhandledReloads() {
        let outcome = runWebKit { () -> [String] in
            let delegate = CrashRecoveringDelegate()
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            webView.navigationDelegate = delegate
            webView.load(Self.page)
            await webView.navigationsSettled()
            webView.terminateWebContentProcess()
            await webView.navigationsSettled()
            return delegate.calls
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(
            outcome.value == [
                "didStart /article", "didFinish /article", "didStart /article", "didFinish /article",
            ]
        )
    }

    @Test("A navigation in flight ends unreported (no didFail), its scheme task is stopped, the page reads reset")
    func terminationDuringLoad() {
        let outcome = runWebKit { () -> [String] in
            let handler = HangingSchemeHandler()
            let configuration = WKWebViewConfiguration()
            configuration.setURLSchemeHandler(handler, forURLScheme: "app")
            let delegate = TerminationHandlingDelegate()
            let webView = WKWebView(frame: .zero, configuration: configuration)
            webView.navigationDelegate = delegate
            webView.load(URLRequest(url: URL(string: "app://local/index.html")!))
            while handler.calls.isEmpty { await Task.yield() }
            webView.terminateWebContentProcess()  // the delegate's reload() finds no page to reload
            await webView.navigationsSettled()
            return handler.calls + delegate.calls + ["\(webView.backForwardList.currentItem == nil)"]
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(
            outcome.value == [
                "start /index.html", "stop /index.html", "terminated url=nil title=nil loading=false progress=0.0",
                "true",
            ]
        )
    }

    @Test("window.close() in a window the app created for the page: webViewDidClose with that web view")
    func windowCloseCallsDidClose() {
        let outcome = runWebKit { () -> [String] in
            let delegate = PopupDelegate()
            let opener = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            opener.uiDelegate = delegate
            opener.load(Self.page)
            await opener.navigationsSettled()
            _ = await opener.core.openWindow("https://example.com/popup")
            let popup = try! #require(delegate.popups.first)
            await popup.navigationsSettled()
            let closes = popup.runWindowClose()
            let closesAgain = popup.runWindowClose()
            await popup.navigationsSettled()
            return delegate.closed + ["\(closes)", "\(closesAgain)", "\(delegate.popups.count)"]
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value == ["/popup", "true", "false", "0"])
    }

    @Test("window.close() in a window no script opened, with history, does nothing (WebKit's console warning)")
    func windowCloseRefused() {
        let outcome = runWebKit { () -> [String] in
            let delegate = PopupDelegate()
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            webView.uiDelegate = delegate
            webView.load(Self.page)
            await webView.navigationsSettled()
            let single = webView.runWindowClose()
            let second = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            second.uiDelegate = delegate
            second.load(Self.page)
            await second.navigationsSettled()
            second.load(URLRequest(url: URL(string: "https://example.com/next")!))
            await second.navigationsSettled()
            let withHistory = second.runWindowClose()
            await webView.navigationsSettled()
            await second.navigationsSettled()
            return ["\(single)", "\(withHistory)"] + delegate.closed
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value == ["true", "false", "/article"])
    }

    @Test("In a simulation the process can end at any step of a load: every schedule ends reloaded or empty")
    func terminationAnywhere() {
        let report = Explorer.explore(seeds: 0..<300, name: "webkit-termination", shrink: false) { sim in
            try await sim.withWebKit {
                let delegate = TerminationHandlingDelegate()
                let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
                webView.navigationDelegate = delegate
                webView.load(Self.page)
                let crash = sim.spawn(name: "web content process") {
                    await MainActor.run { webView.terminateWebContentProcess() }
                }
                try await crash.value
                await webView.navigationsSettled()
                let committed = webView.backForwardList.currentItem != nil
                sim.expect(
                    webView.url?.absoluteString == (committed ? Self.page.url?.absoluteString : nil),
                    "reloaded if a page was committed, empty otherwise: \(delegate.calls)"
                )
            }
        }
        #expect(report.passed, "\(String(describing: report.firstFailure?.failure))")
        #expect(report.distinctTraces > 1)
    }
}
