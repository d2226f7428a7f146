import NavSim

/// The core navigation a `WKWebView` call starts (`load`, `loadHTMLString`, `reload`, `goBack`, `goForward`),
/// kept as a value until it starts: no closure per navigation.
enum CoreNavigation: Sendable {
    case load(ParsedURL)
    case loadHTMLString(String, baseURL: String?)
    case reload
    case goBack
    case goForward

    /// Runs the navigation on the core web view, from the main actor, where the core runs. Inlined into its
    /// callers: one `async` frame less between the caller and the core's.
    @MainActor
    @inline(__always)
    func run(on core: WebView) async -> NavigationOutcome {
        switch self {
        case .load(let url): await core.load(url)
        case .loadHTMLString(let string, let baseURL): await core.loadHTMLString(string, baseURL: baseURL)
        case .reload: await core.reload()
        case .goBack: await core.goBack()
        case .goForward: await core.goForward()
        }
    }
}
