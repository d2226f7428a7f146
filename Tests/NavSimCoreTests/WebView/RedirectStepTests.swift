import NavSimCore
import NavSimTestSupport
import Testing

/// One redirect step for both sources of a main-frame load: the network (a page source) and a scheme
/// handler. Each test runs against both.
@Suite("One redirect step for network and scheme-handler loads")
struct RedirectStepTests {
    enum Source: CaseIterable, Sendable, CustomTestStringConvertible {
        case network, schemeHandler
        var testDescription: String { self == .network ? "network" : "scheme handler" }
    }

    /// A web view that loads `…/first`, which redirects to `…/target`, from `source`.
    private struct Setup {
        let webView: WebView
        let url: String
        let redirect: @Sendable () async throws -> Void
    }

    private static func setup(_ source: Source, delegate: HoldingRecordingDelegate) throws -> Setup {
        switch source {
        case .network:
            let pages = StaticPageSource(["https://example.com/first": PageResponse(redirect: "/target")])
            return Setup(
                webView: WebView(pageSource: pages, navigationDelegate: delegate),
                url: "https://example.com/first",
                redirect: {}
            )
        case .schemeHandler:
            let handler = RecordingSchemeHandler(onStart: .hold)
            let configuration = try WebViewConfigurationBuilder().setURLSchemeHandler(handler, forURLScheme: "app")
                .build()
            return Setup(
                webView: WebView(configuration: configuration, navigationDelegate: delegate),
                url: "app://local/first",
                redirect: {
                    var started = handler.started.makeAsyncIterator()
                    let task = try #require(await started.next())
                    _ = task.didPerformRedirection(
                        URLSchemeResponse(url: task.request, statusCode: 302),
                        newRequest: ParsedURL("app://local/target"))
                }
            )
        }
    }

    @Test("A redirect decision released uncalled abandons the navigation", arguments: Source.allCases)
    func releasedUncalled(_ source: Source) async throws {
        let delegate = HoldingRecordingDelegate(holdsAction: { $0.isRedirect })
        let setup = try Self.setup(source, delegate: delegate)
        async let first = setup.webView.load(setup.url)
        try await setup.redirect()
        while delegate.heldActions < 1 { await Task.yield() }
        _ = delegate.takeActions()  // released here, uncalled
        #expect(await first.result == .abandoned)
        #expect(!delegate.calls.contains { $0.hasPrefix("didFailProvisionalNavigation") })
        #expect(setup.webView.findings.map(\.kind) == [.completionHandlerNotCalled])
        #expect(await setup.webView.state.isLoading == false)
    }

    @Test("A redirect decision for a superseded navigation is recorded as late and ignored", arguments: Source.allCases)
    func staleDecision(_ source: Source) async throws {
        let delegate = HoldingRecordingDelegate(holdsAction: { $0.isRedirect })
        let setup = try Self.setup(source, delegate: delegate)
        async let first = setup.webView.load(setup.url)
        try await setup.redirect()
        while delegate.heldActions < 1 { await Task.yield() }
        let handlers = delegate.takeActions()
        #expect(await setup.webView.load("https://example.com/second").result == .finished)
        handlers[0](.allow)
        #expect(await first.result == .superseded)
        #expect(setup.webView.findings.map(\.kind) == [.lateDecision])
        #expect(await setup.webView.state.url?.href == "https://example.com/second")
    }
}
