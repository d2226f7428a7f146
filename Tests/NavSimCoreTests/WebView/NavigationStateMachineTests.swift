import NavSimCore
import Testing

/// Every transition of the machine, each with its result and the state it leaves (WEBKIT-CONTRACT §2,
/// §3): the machine is synchronous, so each is one call and its checks.
@Suite("Navigation state machine transitions")
struct NavigationStateMachineTests {
    private static let a = ParsedURL("https://example.com/a")
    private static let b = ParsedURL("https://example.com/b")

    /// A machine with `a` committed and finished, and the navigation that did it.
    private static func committedMachine() -> (NavigationStateMachine, NavigationID) {
        var machine = NavigationStateMachine()
        let id = machine.startNavigation(to: a).id!
        _ = machine.actionDecided(id, policy: .allow)
        _ = machine.responseReceived(id)
        _ = machine.responseDecided(id, policy: .allow)
        _ = machine.finished(id)
        return (machine, id)
    }

    /// A machine whose one navigation, to `a`, is at `phase`.
    private static func machine(at phase: NavigationStateMachine.Phase) -> (NavigationStateMachine, NavigationID) {
        var machine = NavigationStateMachine()
        let id = machine.startNavigation(to: a).id!
        if phase == .awaitingActionPolicy { return (machine, id) }
        _ = machine.actionDecided(id, policy: .allow)
        if phase == .provisional { return (machine, id) }
        _ = machine.responseReceived(id)
        if phase == .awaitingResponsePolicy { return (machine, id) }
        _ = machine.responseDecided(id, policy: .allow)
        return (machine, id)
    }

    // MARK: startNavigation

    @Test("startNavigation: asks the action policy; the request is pending, loading, progress 0.1")
    func startNavigation() {
        var machine = NavigationStateMachine()
        let start = machine.startNavigation(to: Self.a)
        guard case .askActionPolicy(let id, let superseded) = start else {
            Issue.record("expected askActionPolicy, got \(start)")
            return
        }
        #expect(superseded == nil)
        #expect(machine.currentNavigation == id)
        #expect(machine.currentPhase == .awaitingActionPolicy)
        #expect(machine.state.url == Self.a)
        #expect(machine.state.isLoading)
        #expect(machine.state.estimatedProgress == 0.1)
    }

    @Test("startNavigation: supersedes the navigation in flight, saying whether it was provisional")
    func startNavigationSupersedes() {
        var (machine, first) = Self.machine(at: .provisional)
        let start = machine.startNavigation(to: Self.b)
        #expect(start.superseded == .init(id: first, wasProvisional: true))
        #expect(machine.currentNavigation == start.id)
        #expect(machine.isCurrent(first) == false)
        var (waiting, second) = Self.machine(at: .awaitingActionPolicy)
        #expect(waiting.startNavigation(to: Self.b).superseded == .init(id: second, wasProvisional: false))
    }

    @Test("startNavigation: a fragment change of the committed page is a same-document navigation")
    func startNavigationSameDocument() {
        var (machine, _) = Self.committedMachine()
        let fragment = ParsedURL("https://example.com/a#top")
        #expect(machine.startNavigation(to: fragment) == .sameDocument)
        #expect(machine.currentNavigation == nil)
        #expect(machine.committed == fragment)
        #expect(machine.state.url == fragment)
        #expect(machine.backForwardList.items.count == 2)
        // A reload of the same URL is never same-document.
        #expect(machine.startNavigation(to: fragment, sameDocumentAllowed: false).id != nil)
    }

    // MARK: actionDecided

    @Test("actionDecided allow: provisional, the URL provisional")
    func actionAllowed() {
        var (machine, id) = Self.machine(at: .awaitingActionPolicy)
        #expect(machine.actionDecided(id, policy: .allow) == .startProvisional)
        #expect(machine.currentPhase == .provisional)
        #expect(machine.state.url == Self.a)
        #expect(machine.state.hasOnlySecureContent)
    }

    @Test(
        "actionDecided cancel and download: the navigation ends, the URL reverts",
        arguments: [
            NavigationActionPolicy.cancel, .download,
        ])
    func actionRefused(_ policy: NavigationActionPolicy) {
        var (machine, id) = Self.machine(at: .awaitingActionPolicy)
        #expect(machine.actionDecided(id, policy: policy) == (policy == .cancel ? .cancelled : .download))
        #expect(machine.currentNavigation == nil)
        #expect(machine.state.url == nil)
        #expect(machine.state.isLoading == false)
        #expect(machine.state.estimatedProgress == 1.0)
    }

    @Test("actionDecided: stale when not awaiting the action policy, and nothing changes")
    func actionStale() {
        var (machine, id) = Self.machine(at: .provisional)
        let before = machine.state
        #expect(machine.actionDecided(id, policy: .cancel) == .stale)
        #expect(machine.actionDecided(NavigationID(99), policy: .allow) == .stale)
        #expect(machine.state == before)
        #expect(machine.currentPhase == .provisional)
    }

    // MARK: redirects

    @Test("redirectReceived: asks the action policy for the target; still loading, the target not yet shown")
    func redirectReceived() {
        var (machine, id) = Self.machine(at: .provisional)
        #expect(machine.redirectReceived(id, to: Self.b) == .askActionPolicy)
        #expect(machine.currentPhase == .awaitingActionPolicy)
        #expect(machine.state.isLoading)
        #expect(machine.state.url != Self.b)
    }

    @Test("redirectReceived: stale unless provisional")
    func redirectReceivedStale() {
        var (machine, id) = Self.machine(at: .awaitingResponsePolicy)
        #expect(machine.redirectReceived(id, to: Self.b) == .stale)
        #expect(machine.currentPhase == .awaitingResponsePolicy)
    }

    @Test("redirectDecided allow: provisional again at the target")
    func redirectAllowed() {
        var (machine, id) = Self.machine(at: .provisional)
        _ = machine.redirectReceived(id, to: Self.b)
        #expect(machine.redirectDecided(id, policy: .allow) == .redirected)
        #expect(machine.currentPhase == .provisional)
        #expect(machine.state.url == Self.b)
    }

    @Test("redirectDecided cancel: fails provisionally with 102, the navigation ends")
    func redirectRefused() {
        var (machine, id) = Self.machine(at: .provisional)
        _ = machine.redirectReceived(id, to: Self.b)
        #expect(machine.redirectDecided(id, policy: .cancel) == .failedProvisional(.frameLoadInterrupted))
        #expect(machine.currentNavigation == nil)
        #expect(machine.state.url == nil)
    }

    @Test("redirectDecided: stale for another navigation or phase")
    func redirectDecidedStale() {
        var (machine, id) = Self.machine(at: .provisional)
        #expect(machine.redirectDecided(id, policy: .allow) == .stale)
        #expect(machine.currentPhase == .provisional)
    }

    // MARK: responses

    @Test("responseReceived: asks the response policy, still provisional")
    func responseReceived() {
        var (machine, id) = Self.machine(at: .provisional)
        #expect(machine.responseReceived(id) == .askResponsePolicy)
        #expect(machine.currentPhase == .awaitingResponsePolicy)
        #expect(machine.currentPhase?.isProvisional == true)
        #expect(machine.responseReceived(id) == .stale)
    }

    @Test("responseDecided allow: committed, title reset, history pushed, progress 0.5")
    func responseAllowed() {
        var (machine, id) = Self.machine(at: .awaitingResponsePolicy)
        #expect(machine.responseDecided(id, policy: .allow) == .committed)
        #expect(machine.currentPhase == .committed)
        #expect(machine.committed == Self.a)
        #expect(machine.backForwardList.currentItem?.url == Self.a)
        #expect(machine.state.title == "")
        #expect(machine.state.estimatedProgress == 0.5)
    }

    @Test("responseDecided allow with insecure content: hasOnlySecureContent false")
    func responseAllowedInsecure() {
        var (machine, id) = Self.machine(at: .awaitingResponsePolicy)
        #expect(machine.responseDecided(id, policy: .allow, insecureContent: true) == .committed)
        #expect(machine.state.hasOnlySecureContent == false)
    }

    @Test("responseDecided: a reload replaces the current item, back and forward move")
    func responseHistory() {
        var (machine, _) = Self.committedMachine()
        let reload = machine.startNavigation(to: Self.a, history: .replace, sameDocumentAllowed: false).id!
        _ = machine.actionDecided(reload, policy: .allow)
        _ = machine.responseReceived(reload)
        #expect(machine.responseDecided(reload, policy: .allow) == .committed)
        #expect(machine.backForwardList.items.count == 1)
        _ = machine.finished(reload)
        let next = machine.startNavigation(to: Self.b).id!
        _ = machine.actionDecided(next, policy: .allow)
        _ = machine.responseReceived(next)
        #expect(machine.responseDecided(next, policy: .allow) == .committed)
        _ = machine.finished(next)
        let back = machine.startNavigation(to: Self.a, history: .move(-1)).id!
        _ = machine.actionDecided(back, policy: .allow)
        _ = machine.responseReceived(back)
        #expect(machine.responseDecided(back, policy: .allow) == .committed)
        #expect(machine.backForwardList.items.count == 2)
        #expect(machine.state.canGoForward)
        #expect(machine.state.canGoBack == false)
    }

    @Test("responseDecided cancel: fails provisionally with 102; download: a download; both end it")
    func responseRefused() {
        var (machine, id) = Self.machine(at: .awaitingResponsePolicy)
        #expect(machine.responseDecided(id, policy: .cancel) == .failedProvisional(.frameLoadInterrupted))
        #expect(machine.currentNavigation == nil)
        var (downloading, other) = Self.machine(at: .awaitingResponsePolicy)
        #expect(downloading.responseDecided(other, policy: .download) == .download)
        #expect(downloading.currentNavigation == nil)
        #expect(downloading.committed == nil)
    }

    @Test("responseDecided: stale unless awaiting the response policy")
    func responseDecidedStale() {
        var (machine, id) = Self.machine(at: .provisional)
        #expect(machine.responseDecided(id, policy: .allow) == .stale)
        #expect(machine.committed == nil)
    }

    // MARK: after commit

    @Test("titleChanged: applied to the state and the current history item once committed")
    func titleChanged() {
        var (machine, id) = Self.machine(at: .committed)
        #expect(machine.titleChanged(id, to: "A") == .applied)
        #expect(machine.state.title == "A")
        #expect(machine.backForwardList.currentItem?.title == "A")
        var (early, provisional) = Self.machine(at: .provisional)
        #expect(early.titleChanged(provisional, to: "A") == .stale)
        #expect(early.state.title == "")
    }

    @Test("finished: the navigation ends, progress 1.0; stale before commit")
    func finished() {
        var (early, provisional) = Self.machine(at: .provisional)
        #expect(early.finished(provisional) == .stale)
        var (machine, id) = Self.machine(at: .committed)
        #expect(machine.finished(id) == .finished)
        #expect(machine.currentNavigation == nil)
        #expect(machine.state.isLoading == false)
        #expect(machine.state.estimatedProgress == 1.0)
        #expect(machine.finished(id) == .stale)
    }

    @Test("failed: provisional before commit, failed after, stale while awaiting the action policy")
    func failed() {
        var (waiting, awaiting) = Self.machine(at: .awaitingActionPolicy)
        #expect(waiting.failed(awaiting, error: .timedOut) == .stale)
        #expect(waiting.currentNavigation == awaiting)
        var (provisional, early) = Self.machine(at: .awaitingResponsePolicy)
        #expect(provisional.failed(early, error: .timedOut) == .failedProvisional(.timedOut))
        #expect(provisional.currentNavigation == nil)
        var (committed, late) = Self.machine(at: .committed)
        #expect(committed.failed(late, error: .timedOut) == .failed(.timedOut))
        #expect(committed.committed == Self.a)
    }

    @Test("stop: cancelled, failed provisionally or failed with -999 by phase; nil when idle")
    func stop() {
        var idle = NavigationStateMachine()
        #expect(idle.stop() == nil)
        var (waiting, awaiting) = Self.machine(at: .awaitingActionPolicy)
        #expect(waiting.stop() == .cancelled(awaiting))
        var (provisional, early) = Self.machine(at: .provisional)
        #expect(provisional.stop() == .failedProvisional(early, .cancelled))
        var (committed, late) = Self.machine(at: .committed)
        #expect(committed.stop() == .failed(late, .cancelled))
        #expect(committed.stop() == nil)
        #expect(committed.state.isLoading == false)
    }
}
