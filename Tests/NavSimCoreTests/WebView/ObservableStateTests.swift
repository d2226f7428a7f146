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
        #expect(machine.actionDecided(first, policy: .allow) == .startProvisional)
        #expect(machine.responseReceived(first) == .askResponsePolicy)
        #expect(machine.responseDecided(first, policy: .allow) == .committed)
        #expect(machine.titleChanged(first, to: "A") == .applied)
        #expect(machine.finished(first) == .finished)
        #expect(machine.state.title == "A")
        let second = machine.startNavigation(to: ParsedURL("https://example.com/b")).id!
        #expect(machine.actionDecided(second, policy: .allow) == .startProvisional)
        #expect(machine.state.title == "A")
        #expect(machine.responseReceived(second) == .askResponsePolicy)
        #expect(machine.responseDecided(second, policy: .allow) == .committed)
        #expect(machine.state.title == "")
    }

    @Test("url is the pending request, then the provisional URL, then the committed URL")
    func urlPrecedence() {
        var machine = NavigationStateMachine()
        let id = machine.startNavigation(to: ParsedURL("https://example.com/a")).id!
        #expect(machine.actionDecided(id, policy: .allow) == .startProvisional)
        #expect(machine.responseReceived(id) == .askResponsePolicy)
        #expect(machine.responseDecided(id, policy: .allow) == .committed)
        #expect(machine.finished(id) == .finished)
        let next = machine.startNavigation(to: ParsedURL("https://example.com/b")).id!
        #expect(machine.state.url?.href == "https://example.com/b")  // pending
        #expect(machine.actionDecided(next, policy: .allow) == .startProvisional)
        #expect(machine.state.url?.href == "https://example.com/b")  // provisional
        #expect(machine.redirectReceived(next, to: ParsedURL("https://example.com/c")) == .askActionPolicy)
        #expect(machine.redirectDecided(next, policy: .allow) == .redirected)
        #expect(machine.state.url?.href == "https://example.com/c")
        #expect(machine.failed(next, error: .timedOut) == .failedProvisional(.timedOut))
        #expect(machine.state.url?.href == "https://example.com/a")  // reverted to committed
        #expect(machine.state.isLoading == false)
    }

    @Test("hasOnlySecureContent is false for http and once insecure content was seen")
    func secureContent() {
        var machine = NavigationStateMachine()
        let id = machine.startNavigation(to: ParsedURL("http://example.com/")).id!
        #expect(machine.actionDecided(id, policy: .allow) == .startProvisional)
        #expect(machine.state.hasOnlySecureContent == false)
        #expect(machine.responseReceived(id) == .askResponsePolicy)
        #expect(machine.responseDecided(id, policy: .allow) == .committed)
        #expect(machine.state.hasOnlySecureContent == false)
        let secure = machine.startNavigation(to: ParsedURL("https://example.com/")).id!
        #expect(machine.actionDecided(secure, policy: .allow) == .startProvisional)
        #expect(machine.state.hasOnlySecureContent == true)
        #expect(machine.responseReceived(secure) == .askResponsePolicy)
        #expect(machine.responseDecided(secure, policy: .allow, insecureContent: true) == .committed)
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
        #expect(machine.actionDecided(first, policy: .allow) == .startProvisional)
        check()
        #expect(machine.redirectReceived(first, to: ParsedURL("https://example.com/b")) == .askActionPolicy)
        check()
        #expect(machine.redirectDecided(first, policy: .allow) == .redirected)
        check()
        #expect(machine.responseReceived(first) == .askResponsePolicy)
        check()
        #expect(machine.responseDecided(first, policy: .allow, insecureContent: true) == .committed)
        check()
        #expect(machine.titleChanged(first, to: "B") == .applied)
        check()
        #expect(machine.finished(first) == .finished)
        check()
        let second = machine.startNavigation(to: ParsedURL("https://example.com/c")).id!
        check()
        #expect(machine.actionDecided(second, policy: .allow) == .startProvisional)
        check()
        #expect(machine.responseReceived(second) == .askResponsePolicy)
        #expect(machine.responseDecided(second, policy: .allow) == .committed)
        check()
        #expect(machine.finished(second) == .finished)
        check()
        let back = machine.startNavigation(to: ParsedURL("https://example.com/b"), history: .move(-1)).id!
        check()
        #expect(machine.actionDecided(back, policy: .allow) == .startProvisional)
        #expect(machine.responseReceived(back) == .askResponsePolicy)
        #expect(machine.responseDecided(back, policy: .allow) == .committed)
        check()
        let stopped = machine.startNavigation(to: ParsedURL("https://example.com/d")).id!
        #expect(machine.actionDecided(stopped, policy: .allow) == .startProvisional)
        check()
        #expect(machine.failed(stopped, error: .timedOut) == .failedProvisional(.timedOut))
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
        #expect(machine.actionDecided(old, policy: .allow) == .startProvisional)
        let start = machine.startNavigation(to: ParsedURL("https://example.com/new"))
        #expect(start.superseded?.wasProvisional == true)
    }
}
