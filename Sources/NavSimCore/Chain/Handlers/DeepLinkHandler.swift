/// Hands URLs the app's deep-link router can open to it, after an asynchronous "can open" check.
///
/// The check takes ``latency`` on the injected clock (a router that asks a service, or
/// `UIApplication.open` with a completion), so the decision is deferred: the web view keeps serving other
/// navigations meanwhile, which is where ordering-in-time bugs live.
///
/// A handler built with ``matchesEverything`` claims every URL: RACE-CASES 2, where the real check was
/// commented out and the handler cancels every navigation, the first load included.
public struct DeepLinkHandler: NavigationActionHandler {
    public let name: String
    /// The hosts the router opens: `http` and `https` URLs only, unless a pattern names other schemes.
    public let hosts: [HostPattern]
    /// The app schemes the router opens (`myapp`).
    public let schemes: Set<String>
    /// How long the "can open" check takes.
    public let latency: Duration
    /// Whether the handler claims every URL, whatever its host or scheme.
    public let matchesEverything: Bool
    private let schemeSet: SchemeSet
    private let hostSet: HostSet

    /// Creates the handler.
    ///
    /// - Parameters:
    ///   - name: The handler's name in reports.
    ///   - hosts: The hosts the router opens.
    ///   - schemes: The app schemes the router opens.
    ///   - latency: How long the "can open" check takes on the injected clock.
    ///   - matchesEverything: Claim every URL (the commented-out check of RACE-CASES 2).
    public init(
        name: String = "DeepLink",
        hosts: [HostPattern] = [],
        schemes: Set<String> = [],
        latency: Duration = .zero,
        matchesEverything: Bool = false
    ) {
        self.name = name
        self.hosts = hosts
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.latency = latency
        self.matchesEverything = matchesEverything
        self.schemeSet = SchemeSet(self.schemes)
        self.hostSet = HostSet(hosts, use: .trust)
    }

    public var mayDefer: Bool { latency > .zero }

    /// The claim is the decision, after ``latency``.
    public var claimIsExact: Bool { true }

    public func claim(_ action: NavigationAction) -> HandlerClaim {
        let request = action.request
        let opens =
            matchesEverything
            || schemeSet.contains(request) || hostSet.matches(request)
        return opens
            ? .decides(.cancel, HandlerEffect(.openDeepLink, target: name, slicing: request, request.pathOffsets))
            : .passes
    }

    public func decide(_ action: NavigationAction, context: DecisionContext) async throws -> HandlerVerdict {
        let claim = claim(action)
        guard case .decides = claim else { return .pass }
        if latency > .zero { try await context.clock.sleep(for: latency) }
        return claim.verdict
    }
}
