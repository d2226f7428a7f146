import NavSim

/// A navigation a `WKWebView` call started outside a simulation, waiting in the main actor's queue
/// (``MainActorWorkQueue``) for its turn, kept in the `WKNavigation` that `load` returned
/// (``WKNavigation/queued``).
@MainActor
struct QueuedNavigation {
    /// The web view's bookkeeping (the web view itself is not held: the core navigation runs without it, as
    /// it did when a task held the web view weakly).
    let ledger: NavigationLedger
    /// The core web view the navigation runs on.
    let core: WebView
    /// Which pending request `url` shows until the navigation starts.
    let token: Int
    /// The navigation.
    let start: CoreNavigation
}
