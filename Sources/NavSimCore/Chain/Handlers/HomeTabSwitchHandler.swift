/// Switches the app to its home tab when the page navigates to the home URL, cancelling the navigation:
/// the article's `HomePageTabSwitchNavigationActionHandler`.
public struct HomeTabSwitchHandler: StaticNavigationActionHandler {
    public let name: String
    /// The home URL, compared exactly in canonical form (the fragment ignored).
    public let homeURL: ParsedURL
    /// The tab switched to.
    public let tab: Int
    /// The navigation types the handler applies to.
    public let navigationTypes: NavigationTypes
    private let homeBytes: [UInt8]
    private let effect: HandlerEffect

    /// Creates the handler.
    ///
    /// - Parameters:
    ///   - name: The handler's name in reports.
    ///   - homeURL: The home URL.
    ///   - tab: The tab switched to.
    ///   - navigationTypes: The navigation types the handler applies to.
    public init(name: String = "HomeTabSwitch", homeURL: String, tab: Int = 0, navigationTypes: NavigationTypes = .all)
    {
        self.name = name
        self.homeURL = ParsedURL(homeURL)
        self.tab = tab
        self.navigationTypes = navigationTypes
        self.homeBytes = Array(self.homeURL.hrefWithoutFragment.utf8)
        self.effect = HandlerEffect(.switchTab, target: "tab \(tab)")
    }

    public func claim(_ action: NavigationAction) -> HandlerClaim {
        guard navigationTypes.contains(action.navigationType),
            action.request.hrefWithoutFragmentEquals(homeBytes)
        else { return .passes }
        return .decides(.cancel, effect)
    }
}
