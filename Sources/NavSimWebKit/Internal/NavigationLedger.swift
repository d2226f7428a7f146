import NavSim

/// A `WKWebView`'s navigation bookkeeping: the `WKNavigation` of each navigation in flight, the pending request
/// `url` shows, the work in flight and who waits for it to end.
///
/// A class of its own, held strongly by the web view, its navigation delegate's adapter and its queued
/// navigations, so that they reach it without a weak reference to the web view: loading a weak reference (and
/// releasing what it returns) costs more than the bookkeeping, and a navigation loaded it five to seven times.
/// It holds nothing of the web view's, so it changes no lifetime an app can see.
@MainActor
final class NavigationLedger {
    // Main-actor state, and no access spans another (no `inout` across a call that reaches it again): unchecked,
    // as the dynamic exclusivity checks cost more than the bookkeeping.
    /// The `WKNavigation` objects of navigations in flight, with the core's identifier: rarely more than two,
    /// so a list searched from the end (no hashing per delegate call).
    @exclusivity(unchecked) private var navigations: [(id: NavigationID, navigation: WKNavigation)] = []
    /// The navigation started by `load` whose core identifier is not known yet.
    @exclusivity(unchecked) var starting: WKNavigation?
    /// What `url` shows between `load` and the start of the core's navigation, as WebKit's pending request.
    @exclusivity(unchecked) var pending: URL? {
        didSet { pendingToken = 0 }
    }
    /// Which call's navigation shows ``pending``: its start clears it unless a later call showed another URL.
    /// Apart from the URL, so that the check at each start copies no URL. Tokens start at 1.
    @exclusivity(unchecked) private var pendingToken = 0
    /// The web view, while a call of its own that holds it runs a navigation (``WKWebView/navigationsSettled()``):
    /// the navigation delegate's adapter borrows it instead of loading its weak reference (and releasing what it
    /// returns, through the web view's side table) at each decision. Set and cleared by that call only, so it is
    /// never set while the web view could be gone.
    @exclusivity(unchecked) var runningWebView: Unmanaged<WKWebView>?
    /// While the web content process ends: the navigations it ends are not reported to the delegate.
    @exclusivity(unchecked) var isTerminatingProcess = false
    /// Work the web view started that has not ended (navigations, `async` delegate methods, scripts).
    @exclusivity(unchecked) var inFlight = 0
    @exclusivity(unchecked) var settledWaiters: [UnsafeContinuation<Void, Never>] = []

    /// Shows a requested URL until the navigation of the call numbered `token` starts.
    func show(_ url: consuming URL, token: Int) {
        pending = url
        pendingToken = token
    }

    /// The navigation of the call numbered `token` starts: the URL it showed, if still shown, is cleared.
    func started(token: Int) {
        if pendingToken == token { pending = nil }
    }

    /// The `WKNavigation` for a core navigation: the one `load` returned, or a new one for a navigation the
    /// page started.
    func navigation(for id: NavigationID) -> WKNavigation {
        if let index = index(of: id) { return navigations[index].navigation }
        let navigation = starting ?? WKNavigation()
        starting = nil
        navigations.append((id, navigation))
        return navigation
    }

    /// Makes a core navigation known, as ``navigation(for:)`` does, without handing its `WKNavigation` out (a
    /// notification the delegate does not hear): no retain and release of it.
    func register(_ id: NavigationID) {
        guard index(of: id) == nil else { return }
        navigations.append((id, starting.take() ?? WKNavigation()))
    }

    /// Forgets a navigation that ended.
    func forget(_ id: NavigationID) {
        if let index = index(of: id) { navigations.remove(at: index) }
    }

    /// The last entry for `id`. A loop, not `lastIndex(where:)`: a closure written here is the main actor's,
    /// and Swift checks the executor at each call of it from the nonisolated search (three per navigation).
    private func index(of id: NavigationID) -> Int? {
        var index = navigations.endIndex
        while index > navigations.startIndex {
            index -= 1
            if navigations[index].id == id { return index }
        }
        return nil
    }

    /// A piece of work ended: the waiters resume when none is left.
    func workEnded() {
        inFlight -= 1
        guard inFlight == 0, !settledWaiters.isEmpty else { return }
        // Resuming schedules the waiter, it runs nothing here: the array is read in place and keeps its
        // storage for the next wait.
        for waiter in settledWaiters { waiter.resume() }
        settledWaiters.removeAll(keepingCapacity: true)
    }
}
