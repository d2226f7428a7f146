import NavSimCore
import Testing

@Suite("User scripts (WEBKIT-CONTRACT §8)")
struct UserScriptTests {
    static let start = UserScript(source: "s()", injectionTime: .atDocumentStart, forMainFrameOnly: true, name: "start")
    static let end = UserScript(source: "e()", injectionTime: .atDocumentEnd, forMainFrameOnly: false, name: "end")

    @Test("atDocumentStart runs right after commit; atDocumentEnd after the load, before didFinish")
    func order() async {
        let configuration = WebViewConfigurationBuilder().add(userScript: Self.end).add(userScript: Self.start).build()
        let events = WebViewEventLog()
        let source = StaticPageSource(["https://example.com/": PageResponse(title: "Home")])
        let webView = WebView(configuration: configuration, pageSource: source, events: events)
        await webView.load("https://example.com/")
        let relevant = events.events.filter { [.didCommit, .userScript, .didFinish].contains($0.kind) }
        #expect(
            relevant.map(\.description) == [
                "didCommit nav#1 https://example.com/",
                "userScript nav#1 start atDocumentStart main",
                "userScript nav#1 end atDocumentEnd main",
                "didFinish nav#1 https://example.com/",
            ]
        )
    }

    @Test("Main frame only, or every frame: an all-frames script also runs in each iframe")
    func frames() async {
        let configuration = WebViewConfigurationBuilder()
            .add(userScript: Self.start)
            .add(userScript: Self.end)
            .add(
                userScript: UserScript(
                    source: "f()", injectionTime: .atDocumentStart, forMainFrameOnly: false, name: "all")
            )
            .build()
        let events = WebViewEventLog()
        let page = PageModel(frames: [PageFrame(id: FrameID(1), url: "https://ads.example.net/frame")])
        let source = StaticPageSource(["https://example.com/": PageResponse(page: page)])
        let webView = WebView(configuration: configuration, pageSource: source, events: events)
        await webView.load("https://example.com/")
        #expect(
            events.events.filter { $0.kind == .userScript }.map(\.detail) == [
                "start atDocumentStart main",
                "all atDocumentStart main",
                "end atDocumentEnd main",
                "all atDocumentStart frame#1 https://ads.example.net",
                "end atDocumentEnd frame#1 https://ads.example.net",
            ]
        )
        #expect(events.events.last { $0.kind != .stateChanged }?.kind == .didFinish)
    }

    @Test("The configuration is copied when the web view is created: later changes have no effect")
    func copied() async {
        var builder = WebViewConfigurationBuilder().add(userScript: Self.start)
        let webView = WebView(configuration: builder.build())
        builder = builder.add(userScript: Self.end)
        #expect(webView.configuration.userScripts.map(\.name) == ["start"])
        #expect(builder.build().userScripts.map(\.name) == ["start", "end"])
    }
}
