import NavSimCore
import NavSimTestSupport
import Synchronization
import Testing

@Suite("Scheme tasks in the web view (WEBKIT-CONTRACT §5)")
struct SchemeTaskLifecycleTests {
    static func webView(
        _ handler: RecordingSchemeHandler,
        log: FindingLog = FindingLog(),
        delegate: RecordingDelegate? = nil,
        events: WebViewEventLog? = nil
    ) throws -> WebView {
        let configuration = try WebViewConfigurationBuilder()
            .setURLSchemeHandler(handler, forURLScheme: "app")
            .build(log: log)
        return WebView(configuration: configuration, navigationDelegate: delegate, events: events)
    }

    @Test("A main-frame load through a handler: the task's response is the navigation response")
    func mainResource() async throws {
        let delegate = RecordingDelegate()
        let handler = RecordingSchemeHandler(onStart: .serve)
        let webView = try Self.webView(handler, delegate: delegate)
        let outcome = await webView.load("app://local/index.html")
        #expect(outcome.result == .finished)
        #expect(
            delegate.recorded == [
                "decidePolicyForAction app://local/index.html",
                "didStartProvisionalNavigation",
                "decidePolicyForResponse app://local/index.html",
                "didCommit",
                "didFinish",
            ]
        )
        #expect(handler.calls == ["start task#1 app://local/index.html"])
        #expect(await webView.runningSchemeTasks.isEmpty)
        #expect(webView.findings.isEmpty)
    }

    @Test("Navigating away stops the task: marked stopped before the handler's stop runs")
    func navigateAwayStops() async throws {
        let handler = RecordingSchemeHandler(onStart: .hold)
        let webView = try Self.webView(handler)
        async let first = webView.load("app://local/index.html")
        var started = handler.started.makeAsyncIterator()
        let task = try #require(await started.next())
        let second = await webView.load("https://example.com/")
        #expect(second.result == .finished)
        #expect(await first.result == .superseded)
        #expect(
            handler.calls == ["start task#1 app://local/index.html", "stop task#1 app://local/index.html stopped=true"])
        #expect(task.isStopped)
        #expect(task.didReceive(URLSchemeResponse(url: task.request)) == false)
        #expect(webView.findings.map(\.message) == ["This task has already been stopped"])
    }

    @Test("Calling the task inside stop is refused: 'This task has already been stopped'")
    func finishInsideStop() async throws {
        let handler = RecordingSchemeHandler(onStart: .hold, finishInsideStop: true)
        let webView = try Self.webView(handler)
        async let first = webView.load("app://local/index.html")
        var started = handler.started.makeAsyncIterator()
        _ = await started.next()
        await webView.stopLoading()
        _ = await first
        #expect(handler.calls.last == "stop task#1 app://local/index.html stopped=true")
        let finding = try #require(webView.findings.first)
        #expect(finding.message == "This task has already been stopped")
        #expect(finding.exception == "NSInternalInconsistencyException")
        #expect(finding.handler == "NavSimTestSupport.RecordingSchemeHandler")
    }

    @Test("A completed task never gets stop, even when the page is left")
    func completedNeverStopped() async throws {
        let handler = RecordingSchemeHandler(onStart: .serve)
        let webView = try Self.webView(handler)
        await webView.load("app://local/index.html")
        await webView.load("https://example.com/")
        await webView.close()
        #expect(handler.calls == ["start task#1 app://local/index.html"])
    }

    @Test("Closing the web view stops every running task")
    func closeStopsAll() async throws {
        let handler = RecordingSchemeHandler(onStart: .hold)
        let webView = try Self.webView(handler)
        async let first = webView.load("app://local/index.html")
        var started = handler.started.makeAsyncIterator()
        _ = await started.next()
        #expect(await webView.runningSchemeTasks.count == 1)
        await webView.close()
        #expect(await first.result == .superseded)
        #expect(
            handler.calls == ["start task#1 app://local/index.html", "stop task#1 app://local/index.html stopped=true"])
        #expect(await webView.runningSchemeTasks.isEmpty)
    }

    @Test("A failed task fails the provisional navigation with its error")
    func failedTask() async throws {
        let handler = RecordingSchemeHandler(onStart: .hold)
        let webView = try Self.webView(handler)
        async let first = webView.load("app://local/missing")
        var started = handler.started.makeAsyncIterator()
        let task = try #require(await started.next())
        #expect(task.didFailWithError(.cannotFindHost))
        #expect(await first.result == .failedProvisional(.cannotFindHost))
    }

    @Test("A redirect before the response asks the policy again and moves the url")
    func redirect() async throws {
        let delegate = RecordingDelegate()
        let handler = RecordingSchemeHandler(onStart: .hold)
        let webView = try Self.webView(handler, delegate: delegate)
        async let first = webView.load("app://local/old")
        var started = handler.started.makeAsyncIterator()
        let task = try #require(await started.next())
        let target = ParsedURL("app://local/new")
        #expect(task.didPerformRedirection(URLSchemeResponse(url: task.request, statusCode: 302), newRequest: target))
        #expect(task.didReceive(URLSchemeResponse(url: target)))
        #expect(task.didFinish())
        #expect(await first.result == .finished)
        #expect(delegate.recorded.contains("didReceiveServerRedirect"))
        #expect(await webView.state.url?.href == "app://local/new")
    }

    @Test("The built-in serving handler: response and N chunks after a latency", .timeLimit(.minutes(10)))
    func servingHandler() async throws {
        let handler = ServingSchemeHandler(chunks: 3, chunkSize: 10)
        let configuration = try WebViewConfigurationBuilder().setURLSchemeHandler(handler, forURLScheme: "app").build()
        let events = WebViewEventLog()
        let webView = WebView(configuration: configuration, events: events)
        #expect(await webView.load("app://local/").result == .finished)
        let details = events.events.filter { $0.kind == .schemeTask }.map(\.detail)
        #expect(
            details == [
                "start task#1 app://local/",
                "task#1 app://local/ response 200 text/html",
                "task#1 app://local/ data 10 bytes",
                "task#1 app://local/ data 10 bytes",
                "task#1 app://local/ data 10 bytes",
                "task#1 app://local/ finished",
            ]
        )
        #expect(webView.findings.isEmpty)
    }

    @Test("The built-in failing handler fails the navigation")
    func failingHandler() async throws {
        let handler = ServingSchemeHandler(failure: .notConnectedToInternet)
        let configuration = try WebViewConfigurationBuilder().setURLSchemeHandler(handler, forURLScheme: "app").build()
        let webView = WebView(configuration: configuration)
        #expect(await webView.load("app://local/").result == .failedProvisional(.notConnectedToInternet))
    }
}

/// Serves at once and keeps the context, to schedule work after the task's scope has ended.
final class ContextKeepingHandler: URLSchemeHandler {
    let context = Mutex<URLSchemeTaskContext?>(nil)

    func start(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {
        self.context.withLock { $0 = context }
        task.didReceive(URLSchemeResponse(url: task.request))
        task.didFinish()
    }

    func stop(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {}
}

@Suite("Scheme work scopes")
struct SchemeWorkScopeTests {
    @Test("Work scheduled after the task's scope ended does not run, and says so")
    func droppedWork() async throws {
        let handler = ContextKeepingHandler()
        let configuration = try WebViewConfigurationBuilder().setURLSchemeHandler(handler, forURLScheme: "app").build()
        let webView = WebView(configuration: configuration)
        #expect(await webView.load("app://local/").result == .finished)
        let context = try #require(handler.context.withLock { $0 })
        #expect(context.work {}.isAccepted == false)
        #expect(webView.findings.map(\.kind) == [.schemeWorkDropped])
    }
}
