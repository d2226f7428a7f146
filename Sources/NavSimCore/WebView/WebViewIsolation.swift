/// Where a web view runs: on an actor of its own, or on the main actor as `WKWebView` does in an app.
///
/// WebKit runs a web view, its delegates and its completion handlers on the main thread, serialised with
/// everything else the app does there. A NavSim web view is an actor: by default each web view is an
/// actor of its own, which is the fastest for load (two web views never wait for each other), and
/// ``mainActor`` places it on the main actor instead, as in an app: its delegates' calls run on the main
/// actor (so `MainActor.assumeIsolated` holds inside them), and two web views' calls are serialised with
/// each other and with the app's main-actor code. Under NavSim's simulation the main actor is in the
/// schedule, so those interleavings are explored.
///
/// ```swift
/// let webView = WebView(configuration: configuration, clock: sim.clock, isolation: .mainActor)
/// ```
public enum WebViewIsolation: Sendable, Hashable {
    /// An actor of its own (the default).
    case ownActor
    /// The main actor, as in an app.
    case mainActor
}
