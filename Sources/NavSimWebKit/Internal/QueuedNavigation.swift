import NavSim

/// A navigation a `WKWebView` call started outside a simulation, waiting in the main actor's queue
/// (``MainActorWorkQueue``) for its turn, kept in the `WKNavigation` that `load` returned
/// (``WKNavigation/queued``).
@MainActor
struct QueuedNavigation {
    /// The web view's bookkeeping and core web view, one per web view (the web view itself is not held: the core
    /// navigation runs without it, as it did when a task held the web view weakly).
    let target: Target
    /// Which pending request `url` shows until the navigation starts.
    let token: Int
    /// The navigation.
    private(set) var start: CoreNavigation

    /// The navigation, moved out (``CoreNavigation/reload`` is left in its place): not copied, which would
    /// retain its URL.
    mutating func takeStart() -> CoreNavigation {
        var start = CoreNavigation.reload
        swap(&start, &self.start)
        return start
    }

    /// The web view's bookkeeping.
    var ledger: NavigationLedger { target.ledger }
    /// The core web view the navigation runs on.
    var core: WebView { target.core }

    /// What a web view's queued navigations run with, shared by them: one reference to retain and release per
    /// navigation instead of two.
    @MainActor
    final class Target {
        let ledger: NavigationLedger
        let core: WebView

        init(ledger: NavigationLedger, core: WebView) {
            self.ledger = ledger
            self.core = core
        }
    }
}
