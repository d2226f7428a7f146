/// Opens native screens for route patterns (`/product/:id`, `/shop/:id`) and cancels the navigation in
/// the page: the article's `NativeViewControllerNavigationActionHandler`.
public struct NativePageHandler: StaticNavigationActionHandler {
    /// A route and the native screen it opens.
    public struct Route: Sendable, Hashable {
        /// The path pattern.
        public var pattern: RoutePattern
        /// The screen's name in effects, such as `product`.
        public var screen: String

        /// Creates a route.
        ///
        /// - Parameters:
        ///   - pattern: The path pattern.
        ///   - screen: The screen's name; by default the pattern's first literal segment.
        public init(_ pattern: RoutePattern, screen: String? = nil) {
            self.pattern = pattern
            let firstLiteral = pattern.segments.lazy.compactMap { segment -> String? in
                if case .literal(let text) = segment { return text }
                return nil
            }.first
            self.screen = screen ?? firstLiteral ?? pattern.source
        }
    }

    public let name: String
    /// The routes, tried in order.
    public let routes: [Route]
    /// The hosts whose paths are routed (`http` and `https` unless a pattern names other schemes); empty
    /// means any `http` or `https` host.
    public let hosts: [HostPattern]
    /// The navigation types the handler applies to.
    public let navigationTypes: NavigationTypes
    private let hostSet: HostSet
    private let routeSet: RouteSet

    /// Creates the handler.
    ///
    /// - Parameters:
    ///   - name: The handler's name in reports.
    ///   - routes: The routes, tried in order.
    ///   - hosts: The hosts whose paths are routed; empty means any http(s) host.
    ///   - navigationTypes: The navigation types the handler applies to.
    public init(
        name: String = "NativePage",
        routes: [Route],
        hosts: [HostPattern] = [],
        navigationTypes: NavigationTypes = .all
    ) {
        self.name = name
        self.routes = routes
        self.hosts = hosts
        self.navigationTypes = navigationTypes
        self.hostSet = HostSet(hosts, use: .trust)
        self.routeSet = RouteSet(routes.map(\.pattern))
    }

    /// Creates the handler from pattern strings.
    ///
    /// - Parameters:
    ///   - name: The handler's name in reports.
    ///   - patterns: Path patterns such as `/product/:id`.
    ///   - hosts: The hosts whose paths are routed; empty means any http(s) host.
    ///   - navigationTypes: The navigation types the handler applies to.
    /// - Throws: ``RoutePatternError`` for a pattern that cannot be parsed.
    public init(
        name: String = "NativePage",
        patterns: [String],
        hosts: [HostPattern] = [],
        navigationTypes: NavigationTypes = .all
    ) throws(RoutePatternError) {
        var routes: [Route] = []
        for pattern in patterns { routes.append(Route(try RoutePattern(pattern))) }
        self.init(name: name, routes: routes, hosts: hosts, navigationTypes: navigationTypes)
    }

    public func claim(_ action: NavigationAction) -> HandlerClaim {
        let request = action.request
        guard request.isValid, navigationTypes.contains(action.navigationType) else { return .passes }
        if hostSet.isEmpty {
            guard request.offsets.scheme == .https || request.offsets.scheme == .http else { return .passes }
        } else if !hostSet.matches(request) {
            return .passes
        }
        guard let (route, id) = routeSet.firstMatch(request) else { return .passes }
        let effect = HandlerEffect(
            .openNativeScreen, target: routes[route].screen, slicing: request,
            UInt32(id.lowerBound)..<UInt32(id.upperBound))
        return .decides(.cancel, effect)
    }
}
