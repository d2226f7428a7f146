import NavSimCore
import Synchronization
import Testing

/// A count shared by copies of a handler.
private final class Count: Sendable {
    let value = Mutex(0)
}

/// A static handler that passes everything and counts its claims.
private struct CountingPass: StaticNavigationActionHandler {
    let name = "CountingPass"
    let claims = Count()

    func claim(_ action: NavigationAction) -> HandlerClaim {
        claims.value.withLock { $0 += 1 }
        return .passes
    }
}

/// A handler that must be awaited: it yields, then allows.
private struct Deferring: NavigationActionHandler {
    let name = "Deferring"

    func decide(_ action: NavigationAction, context: DecisionContext) async throws -> HandlerVerdict {
        await Task.yield()
        return .decide(.allow)
    }

    var mayDefer: Bool { true }
}

/// Counts walks over the chain.
private final class WalkCounter: DecisionTimer {
    let walks = Mutex(0)
    func walkStarted() { walks.withLock { $0 += 1 } }
    func decided(by index: Int) {}
}

@Suite("A deferred decision walks the chain's exact claims once (issue 20.4)")
struct DeferredDecisionWalkTests {
    @Test("Each exact claim before the handler to await is asked once, and the walk starts once")
    func oneWalk() async {
        let counter = CountingPass()
        let timer = WalkCounter()
        var chain = NavigationChain([counter, Deferring()])
        chain.timer = timer
        let configuration = WebViewConfigurationBuilder().set(navigationChain: chain).build()
        let webView = WebView(configuration: configuration)
        #expect(await webView.load("https://example.com/").result == .finished)
        #expect(counter.claims.value.withLock { $0 } == 1, "today's code asked it three times")
        #expect(timer.walks.withLock { $0 } == 1, "today's code started three walks")
    }
}
