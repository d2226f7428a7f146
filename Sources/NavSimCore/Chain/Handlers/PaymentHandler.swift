/// Presents the app's payment or verification screen for payment routes and cancels the navigation.
public struct PaymentHandler: NavigationActionHandler {
    public let name: String
    /// The payment routes.
    public let routes: [RoutePattern]
    /// The payment provider hosts whose every URL is claimed.
    public let hosts: [HostPattern]

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
    }

    public func claim(_ action: NavigationAction) -> HandlerClaim {
        let request = action.request
        guard request.isValid, request.host != nil else { return .passes }
        let claimed =
            hosts.contains { request.hostMatches($0) }
            || routes.contains { $0.match(request.pathSegments) != nil }
        return claimed
            ? .decides(.cancel, HandlerEffect(.presentPayment, target: "payment", argument: request.path)) : .passes
    }
}
