import NavSim
import NavSimWebKit
import Testing

/// Logs what the web view tells it and keeps the `WKNavigation` objects it was handed, so a test can check they
/// are the ones `load`, `loadHTMLString`, `goBack` and `goForward` returned.
final class SurfaceRecorder: NSObject, WKNavigationDelegate {
    var calls: [String] = []
    var finished: [WKNavigation] = []

    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        let url = navigationAction.request.url?.absoluteString ?? "nil"
        calls.append("decideAction \(url) type=\(navigationAction.navigationType.rawValue)")
        decisionHandler(.allow)
    }

    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
    ) {
        calls.append("decideResponse \(navigationResponse.response.mimeType ?? "nil")")
        decisionHandler(.allow)
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        calls.append("didStartProvisionalNavigation")
    }

    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
        calls.append("didCommit title=\(webView.title ?? "nil")")
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        calls.append("didFinish")
        finished.append(navigation)
    }
}

/// The `WKWebView` API an app calls, exercised through the facade and held to WebKit's behaviour as
/// WEBKIT-CONTRACT states it (§2 the order and the pending URL, §3 the observable state, §4 the back-forward
/// list).
@Suite("WKWebView's API through the facade: loadHTMLString, back and forward, secure content, callAsyncJavaScript")
struct FacadeSurfaceTests {
    @MainActor
    static func paths(_ items: [WKBackForwardListItem]) -> [String] { items.map { $0.url.path } }

    @Test("loadHTMLString: the base URL shows at once, the title is the <title>, WebKit's delegate order")
    func loadHTMLString() {
        let outcome = runWebKit { () -> [String] in
            let recorder = SurfaceRecorder()
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            webView.navigationDelegate = recorder
            let base = URL(string: "https://example.com/app/")!
            let navigation = webView.loadHTMLString(
                "<html><head><title>Hello</title></head><body>hi</body></html>", baseURL: base)
            // §2.1: before any delegate call, `url` is the request's, loading, progress 0.1.
            var seen = [
                "pending \(webView.url?.absoluteString ?? "nil") \(webView.isLoading) \(webView.estimatedProgress)"
            ]
            await webView.navigationsSettled()
            seen.append(
                "finished \(webView.url?.absoluteString ?? "nil") \(webView.title ?? "nil") \(webView.isLoading)")
            seen.append("same navigation \(navigation != nil && recorder.finished.last === navigation)")
            // Without a base URL the page is about:blank, and a second load pushes a history entry.
            webView.loadHTMLString("<p>untitled</p>", baseURL: nil)
            seen.append("pending \(webView.url?.absoluteString ?? "nil")")
            await webView.navigationsSettled()
            seen.append("finished \(webView.url?.absoluteString ?? "nil") title=\(webView.title ?? "nil")")
            seen.append("canGoBack \(webView.canGoBack)")
            return seen + recorder.calls
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(
            outcome.value == [
                "pending https://example.com/app/ true 0.1",
                "finished https://example.com/app/ Hello false",
                "same navigation true",
                "pending about:blank",
                "finished about:blank title=",
                "canGoBack true",
                "decideAction https://example.com/app/ type=-1", "didStartProvisionalNavigation",
                "decideResponse text/html", "didCommit title=", "didFinish",
                "decideAction about:blank type=-1", "didStartProvisionalNavigation", "decideResponse text/html",
                "didCommit title=", "didFinish",
            ],
            "\(String(describing: outcome.value))"
        )
    }

    @Test("goBack and goForward move the index and keep the forward list; a new load clears it (§4)")
    func backAndForward() {
        let outcome = runWebKit { () -> [String] in
            let recorder = SurfaceRecorder()
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            webView.navigationDelegate = recorder
            var seen: [String] = []
            @MainActor func snapshot(_ label: String) {
                let list = webView.backForwardList
                seen.append(
                    "\(label): \(webView.url?.path ?? "nil") back=\(Self.paths(list.backList)) "
                        + "forward=\(Self.paths(list.forwardList)) canGoBack=\(webView.canGoBack) "
                        + "canGoForward=\(webView.canGoForward)")
            }
            seen.append("goBack on an empty list: \(webView.goBack() == nil), goForward: \(webView.goForward() == nil)")
            for path in ["/a", "/b", "/c"] {
                webView.load(URLRequest(url: URL(string: "https://example.com\(path)")!))
                await webView.navigationsSettled()
            }
            snapshot("loaded")
            seen.append("goForward at the end: \(webView.goForward() == nil)")
            let back = webView.goBack()
            await webView.navigationsSettled()
            seen.append("goBack's navigation finished: \(back != nil && recorder.finished.last === back)")
            snapshot("back")
            webView.goBack()
            await webView.navigationsSettled()
            snapshot("back again")
            seen.append("goBack at the start: \(webView.goBack() == nil)")
            let forward = webView.goForward()
            await webView.navigationsSettled()
            seen.append("goForward's navigation finished: \(forward != nil && recorder.finished.last === forward)")
            snapshot("forward")
            seen.append("item(at: -1) \(webView.backForwardList.item(at: -1)?.url.path ?? "nil")")
            seen.append("item(at: 1) \(webView.backForwardList.item(at: 1)?.url.path ?? "nil")")
            webView.load(URLRequest(url: URL(string: "https://example.com/d")!))
            await webView.navigationsSettled()
            snapshot("new load")
            seen.append(contentsOf: recorder.calls.filter { $0.hasPrefix("decideAction") })
            return seen
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(
            outcome.value == [
                "goBack on an empty list: true, goForward: true",
                "loaded: /c back=[\"/a\", \"/b\"] forward=[] canGoBack=true canGoForward=false",
                "goForward at the end: true",
                "goBack's navigation finished: true",
                "back: /b back=[\"/a\"] forward=[\"/c\"] canGoBack=true canGoForward=true",
                "back again: /a back=[] forward=[\"/b\", \"/c\"] canGoBack=false canGoForward=true",
                "goBack at the start: true",
                "goForward's navigation finished: true",
                "forward: /b back=[\"/a\"] forward=[\"/c\"] canGoBack=true canGoForward=true",
                "item(at: -1) /a",
                "item(at: 1) /c",
                "new load: /d back=[\"/a\", \"/b\"] forward=[] canGoBack=true canGoForward=false",
                "decideAction https://example.com/a type=-1", "decideAction https://example.com/b type=-1",
                "decideAction https://example.com/c type=-1", "decideAction https://example.com/b type=2",
                "decideAction https://example.com/a type=2", "decideAction https://example.com/b type=2",
                "decideAction https://example.com/d type=-1",
            ],
            "\(String(describing: outcome.value))"
        )
    }

    @Test("The back-forward list keeps at most 100 entries: the oldest is dropped (§4)")
    func backForwardListLimit() {
        let outcome = runWebKit { () -> [String] in
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            for index in 0...100 {
                webView.load(URLRequest(url: URL(string: "https://example.com/\(index)")!))
                await webView.navigationsSettled()
            }
            let list = webView.backForwardList
            return [
                "\(list.backList.count + 1 + list.forwardList.count)", list.backList.first?.url.path ?? "nil",
                list.currentItem?.url.path ?? "nil",
            ]
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value == ["100", "/1", "/100"])
    }

    @Test("hasOnlySecureContent: an https page's, false over http or once insecure content was seen (§3)")
    func secureContent() {
        let pages = StaticPageSource([
            "https://example.com/mixed": PageResponse(loadsInsecureContent: true)
        ])
        let outcome = runWebKit(pages: pages) { () -> [String] in
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            var seen = ["before any load \(webView.hasOnlySecureContent)"]
            for url in [
                "https://example.com/secure", "http://example.com/plain", "https://example.com/mixed",
                "https://example.com/secure-again",
            ] {
                webView.load(URLRequest(url: URL(string: url)!))
                await webView.navigationsSettled()
                seen.append("\(webView.url?.absoluteString ?? "nil") \(webView.hasOnlySecureContent)")
            }
            webView.goBack()
            await webView.navigationsSettled()
            seen.append("back to \(webView.url?.path ?? "nil") \(webView.hasOnlySecureContent)")
            return seen
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(
            outcome.value == [
                "before any load false",
                "https://example.com/secure true",
                "http://example.com/plain false",
                "https://example.com/mixed false",
                "https://example.com/secure-again true",
                "back to /mixed false",
            ],
            "\(String(describing: outcome.value))"
        )
    }

    @Test("callAsyncJavaScript: the promise's value as Foundation objects, a rejection thrown, on virtual time")
    func callAsyncJavaScript() {
        let page = PageModel(javaScript: [
            "return await profile(id)": .resolves(
                .dictionary(["name": .string("Ann"), "age": .number(7)]), after: .milliseconds(30)),
            "return await token()": .rejects("expired", after: .milliseconds(20)),
            "return 40 + 2": .value(.number(42)),
            "return await slow()": .resolves(.number(1), after: .milliseconds(50)),
        ])
        let pages = StaticPageSource(["https://example.com/": PageResponse(page: page)])
        let outcome = runWebKit(pages: pages) { () -> [String] in
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            webView.load(URLRequest(url: URL(string: "https://example.com/")!))
            await webView.navigationsSettled()
            var seen: [String] = []
            let profile = try? await webView.callAsyncJavaScript(
                "return await profile(id)", arguments: ["id": 7], in: nil, contentWorld: .page)
            let fields = profile as? [String: Any]
            seen.append(
                "profile \(fields?["name"] as? String ?? "nil") \((fields?["age"] as? NSNumber)?.intValue ?? -1)")
            let sum = try? await webView.callAsyncJavaScript("return 40 + 2", contentWorld: .defaultClient)
            seen.append("sum \((sum as? NSNumber)?.intValue ?? -1)")
            do {
                _ = try await webView.callAsyncJavaScript("return await token()", contentWorld: .page)
                seen.append("token resolved")
            } catch {
                let error = error as NSError
                seen.append("token rejected \(error.domain) \(error.localizedDescription.contains("expired"))")
            }
            return seen
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(
            outcome.value == ["profile Ann 7", "sum 42", "token rejected WKErrorDomain true"],
            "\(String(describing: outcome.value))"
        )
        #expect(outcome.elapsed == .milliseconds(50), "30 ms for the profile, then 20 ms for the token")
        #expect(outcome.timeline.contains("call return await profile(id) {id: 7}"), "the arguments reach the page")
    }

    @Test("callAsyncJavaScript: a promise still pending when the page is left fails the call")
    func callAsyncJavaScriptPageLeft() {
        let page = PageModel(javaScript: ["return await slow()": .resolves(.number(1), after: .milliseconds(50))])
        let pages = StaticPageSource(["https://example.com/": PageResponse(page: page)])
        let outcome = Simulation.run(SimulationOptions(seed: 1), name: "app") { sim in
            try await sim.withWebKit(pageSource: pages) { () -> String in
                let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
                webView.load(URLRequest(url: URL(string: "https://example.com/")!))
                await webView.navigationsSettled()
                let call = sim.spawn(name: "call") { @MainActor () -> String in
                    do {
                        let value = try await webView.callAsyncJavaScript("return await slow()", contentWorld: .page)
                        return "resolved \(String(describing: value))"
                    } catch {
                        return "failed \((error as NSError).domain)"
                    }
                }
                // The promise is pending (it settles at 50 ms) when the user navigates away.
                try await sim.clock.sleep(for: .milliseconds(5))
                webView.load(URLRequest(url: URL(string: "https://example.com/next")!))
                await webView.navigationsSettled()
                return try await call.value
            }
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value == "failed WKErrorDomain")
    }
}
