import NavSimCore
import NavSimTestSupport
import Testing

@Suite("Observable state (WEBKIT-CONTRACT §3)")
struct ObservableStateTests {
    @Test("load: isLoading true, url the requested URL, progress 0.1; finish: not loading, progress 1.0")
    func loadAndFinish() async {
        let webView = WebView(pageSource: StaticPageSource(["https://example.com/": PageResponse(title: "Home")]))
        let changes = await webView.stateChanges()
        await webView.load("https://example.com/")
        var iterator = changes.makeAsyncIterator()
        let first = await iterator.next()
        #expect(first?.state.isLoading == true)
        #expect(first?.state.url?.href == "https://example.com/")
        #expect(first?.state.estimatedProgress == 0.1)
        #expect(first?.changed.contains(.isLoading) == true)
        let final = await webView.state
        #expect(final.isLoading == false)
        #expect(final.estimatedProgress == 1.0)
        #expect(final.title == "Home")
        #expect(final.hasOnlySecureContent == true)
    }

    @Test("Changes within one step are batched into one element")
    func batched() async {
        let webView = WebView()
        let changes = await webView.stateChanges()
        await webView.load("https://example.com/")
        var iterator = changes.makeAsyncIterator()
        let first = await iterator.next()
        #expect(first?.changed == [.url, .estimatedProgress, .isLoading])
    }

    @Test("Commit resets the title to empty before the page sets it")
    func titleResetOnCommit() {
        var machine = NavigationStateMachine()
        let first = machine.startNavigation(to: ParsedURL("https://example.com/a")).id!
        _ = machine.actionDecided(first, policy: .allow)
        _ = machine.responseReceived(first)
        _ = machine.responseDecided(first, policy: .allow)
        _ = machine.titleChanged(first, to: "A")
        _ = machine.finished(first)
        #expect(machine.state.title == "A")
        let second = machine.startNavigation(to: ParsedURL("https://example.com/b")).id!
        _ = machine.actionDecided(second, policy: .allow)
        #expect(machine.state.title == "A")
        _ = machine.responseReceived(second)
        _ = machine.responseDecided(second, policy: .allow)
        #expect(machine.state.title == "")
    }

    @Test("url is the pending request, then the provisional URL, then the committed URL")
    func urlPrecedence() {
        var machine = NavigationStateMachine()
        let id = machine.startNavigation(to: ParsedURL("https://example.com/a")).id!
        _ = machine.actionDecided(id, policy: .allow)
        _ = machine.responseReceived(id)
        _ = machine.responseDecided(id, policy: .allow)
        _ = machine.finished(id)
        let next = machine.startNavigation(to: ParsedURL("https://example.com/b")).id!
        #expect(machine.state.url?.href == "https://example.com/b")  // pending
        _ = machine.actionDecided(next, policy: .allow)
        #expect(machine.state.url?.href == "https://example.com/b")  // provisional
        _ = machine.redirectReceived(next, to: ParsedURL("https://example.com/c"))
        _ = machine.redirectDecided(next, policy: .allow)
        #expect(machine.state.url?.href == "https://example.com/c")
        _ = machine.failed(next, error: .timedOut)
        #expect(machine.state.url?.href == "https://example.com/a")  // reverted to committed
        #expect(machine.state.isLoading == false)
    }

    @Test("hasOnlySecureContent is false for http and once insecure content was seen")
    func secureContent() {
        var machine = NavigationStateMachine()
        let id = machine.startNavigation(to: ParsedURL("http://example.com/")).id!
        _ = machine.actionDecided(id, policy: .allow)
        #expect(machine.state.hasOnlySecureContent == false)
        _ = machine.responseReceived(id)
        _ = machine.responseDecided(id, policy: .allow)
        #expect(machine.state.hasOnlySecureContent == false)
        let secure = machine.startNavigation(to: ParsedURL("https://example.com/")).id!
        _ = machine.actionDecided(secure, policy: .allow)
        #expect(machine.state.hasOnlySecureContent == true)
        _ = machine.responseReceived(secure)
        _ = machine.responseDecided(secure, policy: .allow, insecureContent: true)
        #expect(machine.state.hasOnlySecureContent == false)
    }

    @Test("refresh(_:) updates a published state in place exactly as building the state and diffing it would")
    func refreshAgreesWithDiff() {
        var machine = NavigationStateMachine()
        var published = WebViewState.initial
        var checked = 0
        func check(sourceLocation: SourceLocation = #_sourceLocation) {
            let fresh = machine.state
            let expected = fresh.changes(since: published)
            let changed = machine.refresh(&published)
            #expect(changed == expected, sourceLocation: sourceLocation)
            #expect(published == fresh, sourceLocation: sourceLocation)
            #expect(
                machine.refresh(&published).isEmpty, "a second refresh changes nothing", sourceLocation: sourceLocation)
            checked += expected.isEmpty ? 0 : 1
        }
        check()
        let first = machine.startNavigation(to: ParsedURL("http://example.com/a")).id!
        check()
        _ = machine.actionDecided(first, policy: .allow)
        check()
        _ = machine.redirectReceived(first, to: ParsedURL("https://example.com/b"))
        check()
        _ = machine.redirectDecided(first, policy: .allow)
        check()
        _ = machine.responseReceived(first)
        check()
        _ = machine.responseDecided(first, policy: .allow, insecureContent: true)
        check()
        _ = machine.titleChanged(first, to: "B")
        check()
        _ = machine.finished(first)
        check()
        let second = machine.startNavigation(to: ParsedURL("https://example.com/c")).id!
        check()
        _ = machine.actionDecided(second, policy: .allow)
        check()
        _ = machine.responseReceived(second)
        _ = machine.responseDecided(second, policy: .allow)
        check()
        _ = machine.finished(second)
        check()
        let back = machine.startNavigation(to: ParsedURL("https://example.com/b"), history: .move(-1)).id!
        check()
        _ = machine.actionDecided(back, policy: .allow)
        _ = machine.responseReceived(back)
        _ = machine.responseDecided(back, policy: .allow)
        check()
        let stopped = machine.startNavigation(to: ParsedURL("https://example.com/d")).id!
        _ = machine.actionDecided(stopped, policy: .allow)
        check()
        _ = machine.failed(stopped, error: .timedOut)
        check()
        // Most steps changed something, so the comparison covered every field at least once.
        #expect(checked >= 12)
    }

    @Test("Events for a navigation that is no longer current are stale and change nothing")
    func staleEvents() {
        var machine = NavigationStateMachine()
        let old = machine.startNavigation(to: ParsedURL("https://example.com/old")).id!
        let start = machine.startNavigation(to: ParsedURL("https://example.com/new"))
        #expect(start.superseded?.id == old)
        #expect(start.superseded?.wasProvisional == false)
        let before = machine.state
        #expect(machine.actionDecided(old, policy: .allow) == .stale)
        #expect(machine.state == before)
        #expect(machine.currentNavigation == start.id)
    }

    @Test("A superseded provisional navigation fails with cancelled (-999)")
    func supersededProvisional() async {
        var machine = NavigationStateMachine()
        let old = machine.startNavigation(to: ParsedURL("https://example.com/old")).id!
        _ = machine.actionDecided(old, policy: .allow)
        let start = machine.startNavigation(to: ParsedURL("https://example.com/new"))
        #expect(start.superseded?.wasProvisional == true)
    }
}
