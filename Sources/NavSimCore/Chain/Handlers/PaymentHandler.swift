/// Presents the app's payment or verification screen for payment routes and cancels the navigation.
public struct PaymentHandler: StaticNavigationActionHandler {
    public let name: String
    /// The payment routes.
    public let routes: [RoutePattern]
    /// The payment provider hosts whose every URL is claimed.
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
        self.hostSet = HostSet(hosts)
        self.routeSet = RouteSet(routes)
    }

    public func claim(_ action: NavigationAction) -> HandlerClaim {
        let request = action.request
        guard request.isValid, request.offsets.hostStart != URLComponentOffsets.absent else { return .passes }
        let claimed =
            hostSet.matches(request) || routeSet.firstMatch(request) != nil
        return claimed
            ? .decides(
                .cancel, HandlerEffect(.presentPayment, target: "payment", slicing: request, request.pathOffsets))
            : .passes
    }
}
