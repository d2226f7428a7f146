import NavSimCore

/// The rules of NavSim's built-in handlers, read from their public configuration.
///
/// Each handler's rules are listed in the order it tries them, so the first matching rule is the one
/// that decided. A handler NavSim does not know has no rules: it is analysed from its claims alone.
enum BuiltinRules {
    /// The rules of a handler, or `nil` for a handler NavSim does not know.
    static func rules(of handler: any NavigationActionHandler) -> [ClaimRule]? {
        switch handler {
        case is AllowAllHandler, is CancelAllHandler:
            return [everything(requiresValid: false)]
        case let handler as DeepLinkHandler:
            return deepLink(handler)
        case let handler as HomeTabSwitchHandler:
            return [
                ClaimRule(
                    kind: .url,
                    label: "URL \(handler.homeURL.hrefWithoutFragment)",
                    types: handler.navigationTypes,
                    requiresValid: false,
                    exactURL: handler.homeURL,
                    specificity: [1]
                )
            ]
        case let handler as NativePageHandler:
            return handler.routes.map { route in
                ClaimRule(
                    kind: .route,
                    label: "route \(route.pattern.source)",
                    types: handler.navigationTypes,
                    schemes: handler.hosts.isEmpty ? HostPattern.webSchemes : nil,
                    hosts: handler.hosts.isEmpty ? nil : handler.hosts,
                    path: route.pattern,
                    specificity: route.pattern.specificity
                )
            }
        case let handler as PaymentHandler:
            let hosts = handler.hosts.map { host(host: $0, requiresHost: true) }
            let routes = handler.routes.map {
                ClaimRule(
                    kind: .route,
                    label: "route \($0.source)",
                    requiresHost: true,
                    schemes: HostPattern.webSchemes,
                    path: $0,
                    specificity: $0.specificity
                )
            }
            return hosts + routes
        case let handler as HostListHandler:
            let use = HostListHandler.use(of: handler.policy)
            return handler.hosts.map { host(host: $0, requiresHost: use == .trust, use: use) }
        case let handler as SchemeFilterHandler:
            return handler.schemes.sorted().map(scheme)
        default:
            return nil
        }
    }

    /// The rule a handler's claim on an action came from: the index of the first matching rule.
    static func matchedRule(_ rules: [ClaimRule], _ action: NavigationAction) -> Int? {
        rules.firstIndex { $0.matches(action) }
    }

    private static func deepLink(_ handler: DeepLinkHandler) -> [ClaimRule] {
        if handler.matchesEverything { return [everything(requiresValid: false)] }
        return handler.schemes.sorted().map(scheme) + handler.hosts.map { host(host: $0, requiresHost: false) }
    }

    private static func everything(requiresValid: Bool) -> ClaimRule {
        ClaimRule(kind: .everything, label: "every URL", requiresValid: requiresValid, specificity: [])
    }

    private static func scheme(_ scheme: String) -> ClaimRule {
        ClaimRule(kind: .scheme, label: "scheme \(scheme):", schemes: [scheme], specificity: [1])
    }

    private static func host(host: HostPattern, requiresHost: Bool, use: HostRuleUse = .trust) -> ClaimRule {
        let labels = host.domain.split(separator: ".").count
        return ClaimRule(
            kind: .host,
            label: host.includeSubdomains ? "host \(host.domain) and sub-domains" : "host \(host.domain)",
            requiresHost: requiresHost,
            hosts: [host],
            hostUse: use,
            specificity: [host.includeSubdomains ? 1 : 2, labels]
        )
    }
}
