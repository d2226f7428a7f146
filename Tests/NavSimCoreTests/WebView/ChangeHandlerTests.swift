import Synchronization
import Testing

@testable import NavSimCore

@Suite("Change handlers: KVO-style observation within the step")
struct ChangeHandlerTests {
    /// What a handler received, in order.
    final class Received: Sendable {
        private let changes = Mutex<[WebViewStateChange]>([])

        func append(_ change: WebViewStateChange) { changes.withLock { $0.append(change) } }

        var all: [WebViewStateChange] { changes.withLock { $0 } }
    }

    @Test("A handler receives every batch the stream does, in order, before the step returns")
    func sameBatchesAsTheStream() async {
        let webView = WebView()
        let received = Received()
        let observation = await webView.observe { received.append($0) }
        var iterator = await webView.stateChanges().makeAsyncIterator()
        await webView.load("https://example.com/a")
        // Synchronous: everything is there as soon as the load returns, with no task to wait for.
        let afterFirst = received.all.count
        #expect(afterFirst >= 3)
        await webView.load("http://example.com/b")
        _ = await webView.goBack()
        let last = await webView.step
        var streamed: [WebViewStateChange] = []
        while streamed.last?.step != last, let change = await iterator.next() { streamed.append(change) }
        #expect(received.all == streamed)
        #expect(received.all.map(\.step) == received.all.map(\.step).sorted())
        #expect(observation.isValid)
    }

    @Test("A handler is called only for batches that change the properties it observes")
    func filtersByProperty() async {
        let webView = WebView()
        let all = Received()
        let loading = Received()
        let allObservation = await webView.observe { all.append($0) }
        let loadingObservation = await webView.observe(.isLoading) { loading.append($0) }
        await webView.load("https://example.com/a")
        await webView.load("https://example.com/b")
        #expect(loading.all == all.all.filter { $0.changed.contains(.isLoading) })
        #expect(loading.all.count == 4)
        #expect(loading.all.count < all.all.count)
        _ = (allObservation, loadingObservation)
    }

    @Test("Invalidating the observation stops the calls and the web view drops the handler")
    func invalidation() async {
        let webView = WebView()
        let received = Received()
        let observation = await webView.observe { received.append($0) }
        await webView.load("https://example.com/a")
        let before = received.all.count
        observation.invalidate()
        observation.invalidate()
        #expect(!observation.isValid)
        await webView.load("https://example.com/b")
        #expect(received.all.count == before)
        #expect(await webView.hot.changeHandlers.isEmpty)
    }

    @Test("Releasing the observation ends it, as releasing an NSKeyValueObservation does")
    func release() async {
        let webView = WebView()
        let received = Received()
        var observation: WebViewObservation? = await webView.observe { received.append($0) }
        await webView.load("https://example.com/a")
        let before = received.all.count
        #expect(before > 0)
        observation = nil
        await webView.load("https://example.com/b")
        #expect(received.all.count == before)
        #expect(await webView.hot.changeHandlers.isEmpty)
        _ = observation
    }

    @Test("The first observer's baseline is the state when it subscribed, not the initial state")
    func baselineIsTheStateAtSubscription() async {
        let webView = WebView()
        await webView.load("https://example.com/a")
        let received = Received()
        let observation = await webView.observe { received.append($0) }
        await webView.load("https://example.com/a#part")
        // A same-document navigation changes the URL and pushes a back item; nothing of the first load
        // (loading, progress, title) is reported again.
        #expect(received.all.map(\.changed) == [[.url, .canGoBack]])
        #expect(received.all.first?.state.url?.href == "https://example.com/a#part")
        _ = observation
    }
}
