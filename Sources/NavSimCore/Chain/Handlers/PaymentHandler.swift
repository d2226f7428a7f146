/// Presents the app's payment or verification screen for payment routes and cancels the navigation.
public struct PaymentHandler: StaticNavigationActionHandler {
    public let name: String
    /// The payment routes, on any `http` or `https` host.
    public let routes: [RoutePattern]
    /// The payment provider hosts whose every URL is claimed (`http` and `https` unless a pattern names
    /// other schemes).
    public let hosts: [HostPattern]
    private let hostSet: HostSet
    private let routeSet: RouteSet

    /// Creates the handler.
    ///
    /// - Parameters:
    ///   - name: The handler's name in reports.
    ///   - routes: The payment routes.
    ///   - hosts: The payment provider hosts.
    public init(name: String = "Payment", routes: [RoutePattern], hosts: [HostPattern] = []) {
        self.name = name
        self.routes = routes
        self.hosts = hosts
        self.hostSet = HostSet(hosts, use: .trust)
        self.routeSet = RouteSet(routes)
    }

    public func claim(_ action: NavigationAction) -> HandlerClaim {
        let request = action.request
        guard request.isValid, request.offsets.hostStart != URLComponentOffsets.absent else { return .passes }
        let web = request.offsets.scheme == .https || request.offsets.scheme == .http
        let claimed =
            hostSet.matches(request) || (web && routeSet.firstMatch(request) != nil)
        return claimed
            ? .decides(
                .cancel, HandlerEffect(.presentPayment, target: "payment", slicing: request, request.pathOffsets))
            : .passes
    }
}
