import NavSim
import NavSimWebKit
import NavSimWebKitFixtures
import Testing

/// Files that spell WebKit's types with their module (`WebKit.WKWebView`, `WebKit.WKNavigationAction`, …) compile
/// unchanged on Linux through the `WebKit` re-export, and their methods are the ones WebKit calls: a method whose
/// qualified types named anything else would not be a witness, and WebKit's default would answer instead.
@Suite("Fully qualified WebKit names (`WebKit.WK…`) compile through the re-export and are called")
struct QualifiedNamesTests {
    static let pages = StaticPageSource([
        "https://example.com/page": PageResponse(
            title: "Page",
            page: PageModel(script: [
                PageScriptStep(.postMessage(name: "native", body: .dictionary(["action": .string("open")]))),
                PageScriptStep(.confirm("Leave?")),
                PageScriptStep(.openWindow("/popup")),
            ])
        ),
        "https://example.com/unreachable": PageResponse(failure: .cannotFindHost),
    ])

    @Test("A delegate, a bridge and a scheme handler written with WebKit.WK… types run as WebKit calls them")
    func qualifiedFilesRun() {
        let outcome = runWebKit(pages: Self.pages) { () -> [String] in
            let delegate = QualifiedBrowserDelegate()
            let bridge = QualifiedBridge()
            let configuration = WKWebViewConfiguration()
            bridge.install(in: configuration)
            let webView = WKWebView(frame: .zero, configuration: configuration)
            webView.navigationDelegate = delegate
            webView.uiDelegate = delegate
            for url in [
                "https://example.com/page", "https://example.com/blocked", "app://local/index.html",
                "https://example.com/unreachable",
            ] {
                webView.load(URLRequest(url: URL(string: url)!))
                await webView.navigationsSettled()
            }
            webView.terminateWebContentProcess()
            await webView.navigationsSettled()
            for window in delegate.windows { await window.navigationsSettled() }
            return delegate.calls + bridge.received + [
                "url \(webView.url?.absoluteString ?? "nil")", "windows \(delegate.windows.count)",
                "user scripts \(configuration.userContentController.userScripts.count)",
            ]
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(
            outcome.value == [
                "decideAction /page type=-1", "didStartProvisionalNavigation", "decideResponse /page text/html",
                "didCommit", "didFinish /page Page",
                "confirm Leave? from example.com main=true", "createWebViewWith /popup newWindow=true",
                "decideAction /blocked type=-1",
                "decideAction /index.html type=-1", "didStartProvisionalNavigation",
                "decideResponse /index.html text/html", "didCommit", "didFinish /index.html ",
                "decideAction /unreachable type=-1", "didStartProvisionalNavigation",
                "didFailProvisionalNavigation -1003",
                "webViewWebContentProcessDidTerminate",
                "decideAction /index.html type=3", "didStartProvisionalNavigation",
                "decideResponse /index.html text/html", "didCommit", "didFinish /index.html ",
                "message native open main=true", "start /index.html", "start /index.html",
                "url app://local/index.html", "windows 1", "user scripts 1",
            ],
            "\(String(describing: outcome.value))"
        )
    }
}
