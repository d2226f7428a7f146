/// Claims URLs of given schemes (`tel`, `mailto`, `sms`, `itms-apps`, app schemes) and hands them to the
/// system, cancelling the navigation in the page.
public struct SchemeFilterHandler: StaticNavigationActionHandler {
    public let name: String
    /// The lowercase schemes claimed.
    public let schemes: Set<String>
    /// The decision for a claimed URL; `.cancel` by default, since the system opens it.
    public let policy: NavigationActionPolicy
    private let schemeSet: SchemeSet

    /// Creates the handler.
    ///
    /// - Parameters:
    ///   - name: The handler's name in reports.
    ///   - schemes: The schemes to claim, compared case-insensitively.
    ///   - policy: The decision for a claimed URL.
    public init(
        name: String = "SchemeFilter",
        schemes: Set<String> = ["tel", "mailto", "sms", "facetime", "itms-apps", "maps"],
        policy: NavigationActionPolicy = .cancel
    ) {
        self.name = name
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.policy = policy
        self.schemeSet = SchemeSet(self.schemes)
    }

    public func claim(_ action: NavigationAction) -> HandlerClaim {
        guard let scheme = schemeSet.matchedScheme(action.request) else { return .passes }
        return .decides(policy, HandlerEffect(.openExternally, target: scheme))
    }
}
