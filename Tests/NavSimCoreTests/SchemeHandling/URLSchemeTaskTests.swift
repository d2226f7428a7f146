import NavSimTestSupport
import Synchronization
import Testing

@testable import NavSimCore

@Suite("URL scheme task checks, in WebKit's order (WEBKIT-CONTRACT §5)")
struct URLSchemeTaskTests {
    let log = FindingLog()
    let response = URLSchemeResponse(url: ParsedURL("app://local/index.html"))

    func makeTask() -> URLSchemeTask { URLSchemeTask(request: ParsedURL("app://local/index.html"), log: log) }

    var messages: [String] { log.all.map(\.message) }

    @Test("A well-behaved task: responses, data, finish are accepted and reported in order")
    func wellBehaved() {
        let seen = Mutex<[URLSchemeTaskEvent]>([])
        let task = URLSchemeTask(request: ParsedURL("app://local/")) { event in seen.withLock { $0.append(event) } }
        #expect(task.didReceive(response))
        #expect(task.didReceive(response), "several responses before any data are allowed")
        #expect(task.didReceive([1, 2, 3]))
        #expect(task.didFinish())
        #expect(seen.withLock { $0 } == [.response(response), .response(response), .data(3), .finished])
        #expect(task.receivedBytes == 3)
        #expect(task.isCompleted)
    }

    @Test("didReceive(response) after stop: 'This task has already been stopped', checked first")
    func responseAfterStop() {
        let task = makeTask()
        task.didReceive(response)
        task.didReceive([1])
        #expect(task.markStopped())
        #expect(task.didReceive(response) == false)
        #expect(messages == ["This task has already been stopped"])
        #expect(log.all.first?.exception == "NSInternalInconsistencyException")
        #expect(log.all.first?.severity == .violation)
        #expect(log.all.first?.kind == .urlSchemeTaskViolation)
    }

    @Test("didReceive(response) after completion, then after data")
    func responseAfterCompletionOrData() {
        let completed = makeTask()
        completed.didReceive(response)
        completed.didReceive([1])
        completed.didFinish()
        #expect(completed.didReceive(response) == false)
        let sending = makeTask()
        sending.didReceive(response)
        sending.didReceive([1])
        #expect(sending.didReceive(response) == false)
        #expect(
            messages == [
                "[WKURLSchemeTask taskDidCompleteWithError:] has already been called for this task",
                "[WKURLSchemeTask taskDidReceiveData:] has already been called for this task",
            ]
        )
    }

    @Test("didReceive(data) and didFinish: stopped, completed, then no response, in that order")
    func dataAndFinishChecks() {
        let fresh = makeTask()
        #expect(fresh.didReceive([1]) == false)
        #expect(fresh.didFinish() == false)
        let stopped = makeTask()
        #expect(stopped.markStopped())
        #expect(stopped.didReceive([1]) == false, "stopped wins over no response")
        #expect(stopped.didFinish() == false)
        let failed = makeTask()
        failed.didFailWithError(.cannotFindHost)
        #expect(failed.didReceive([1]) == false, "completed wins over no response")
        #expect(failed.didFinish() == false)
        #expect(
            messages == [
                "No response has been sent for this task",
                "No response has been sent for this task",
                "This task has already been stopped",
                "This task has already been stopped",
                "[WKURLSchemeTask taskDidCompleteWithError:] has already been called for this task",
                "[WKURLSchemeTask taskDidCompleteWithError:] has already been called for this task",
            ]
        )
    }

    @Test("didFailWithError needs no response; it is refused when stopped or completed")
    func failChecks() {
        #expect(makeTask().didFailWithError(.cannotFindHost))
        let stopped = makeTask()
        _ = stopped.markStopped()
        #expect(stopped.didFailWithError(.cannotFindHost) == false)
        let finished = makeTask()
        finished.didReceive(response)
        finished.didFinish()
        #expect(finished.didFailWithError(.cannotFindHost) == false)
        #expect(
            messages == [
                "This task has already been stopped",
                "[WKURLSchemeTask taskDidCompleteWithError:] has already been called for this task",
            ]
        )
    }

    @Test("Redirects: allowed before the response; refused after data, then after the response")
    func redirects() {
        let target = ParsedURL("app://local/other.html")
        let early = makeTask()
        #expect(early.didPerformRedirection(response, newRequest: target))
        let afterData = makeTask()
        afterData.didReceive(response)
        afterData.didReceive([1])
        #expect(afterData.didPerformRedirection(response, newRequest: target) == false)
        let afterResponse = makeTask()
        afterResponse.didReceive(response)
        #expect(afterResponse.didPerformRedirection(response, newRequest: target) == false)
        #expect(
            messages == [
                "[WKURLSchemeTask taskDidReceiveData:] has already been called for this task",
                "No redirects are allowed after the response",
            ]
        )
    }

    @Test("A completed task cannot be stopped; a task is stopped once")
    func stopOnce() {
        let completed = makeTask()
        completed.didReceive(response)
        completed.didFinish()
        #expect(completed.markStopped() == false)
        let running = makeTask()
        #expect(running.markStopped())
        #expect(running.markStopped() == false)
        #expect(running.events == [.stopped])
    }
}

@Suite("Registering scheme handlers (WEBKIT-CONTRACT §5)")
struct SchemeRegistrationTests {
    @Test(
        "Schemes WebKit handles itself are refused with WebKit's message",
        arguments: ["https", "HTTP", "file", "about", "data", "blob", "ws", "wss", "ftp", "javascript"])
    func nativeSchemes(scheme: String) throws {
        let error = try #require(throws: WebViewConfigurationError.self) {
            try WebViewConfigurationBuilder().setURLSchemeHandler(RecordingSchemeHandler(), forURLScheme: scheme)
        }
        #expect(error.code == .handledNatively)
        #expect(error.message == "'\(scheme)' is a URL scheme that WKWebView handles natively")
        #expect(error.exception == "NSInvalidArgumentException")
    }

    @Test("An invalid scheme and a second handler for a scheme are refused with WebKit's messages")
    func invalidAndDuplicate() throws {
        let invalid = try #require(throws: WebViewConfigurationError.self) {
            try WebViewConfigurationBuilder().setURLSchemeHandler(RecordingSchemeHandler(), forURLScheme: "1app")
        }
        #expect(invalid.message == "'1app' is not a valid URL scheme")
        let builder = try WebViewConfigurationBuilder().setURLSchemeHandler(
            RecordingSchemeHandler(), forURLScheme: "app")
        let duplicate = try #require(throws: WebViewConfigurationError.self) {
            try builder.setURLSchemeHandler(RecordingSchemeHandler(), forURLScheme: "App")
        }
        #expect(duplicate.code == .alreadyRegistered)
        #expect(duplicate.message == "URL scheme 'App' already has a registered URL scheme handler")
    }

    @Test("A registered scheme is loadable and its handler is in the configuration")
    func registered() throws {
        let configuration = try WebViewConfigurationBuilder()
            .setURLSchemeHandler(RecordingSchemeHandler(), forURLScheme: "app")
            .build()
        #expect(configuration.canLoad(ParsedURL("app://local/")))
        #expect(configuration.schemeHandlers["app"] != nil)
        #expect(configuration.copy().schemeHandlers["app"] != nil)
    }
}
