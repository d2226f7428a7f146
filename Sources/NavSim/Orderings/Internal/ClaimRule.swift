import NavSimCore

/// One rule of a built-in handler, as a set of actions: what ordering analysis reasons about when it
/// proves that an earlier handler claims a superset of a later one's actions, generates boundary URLs,
/// and compares specificities.
///
/// A built-in handler claims an action exactly when one of its rules matches it; every field narrows the
/// set (`nil` means "any").
struct ClaimRule: Sendable {
    /// What kind of rule this is, for specificity ties: only rules of one kind compare.
    enum Kind: String, Sendable, Hashable {
        case everything = "every URL"
        case scheme
        case host
        case route
        case url = "URL"
    }

    var kind: Kind
    /// How the rule reads in a report: `route /product/:id`, `host *.example.com`.
    var label: String
    /// The navigation types the rule applies to.
    var types: NavigationTypes = .all
    /// Whether the request must be valid.
    var requiresValid = true
    /// Whether the request must have a host.
    var requiresHost = false
    /// The lowercase schemes matched; `nil` for any.
    var schemes: Set<String>?
    /// The hosts matched (any of them); `nil` for any.
    var hosts: [HostPattern]?
    /// How ``hosts`` match: under their patterns' schemes (a rule that trusts) or under every scheme (one
    /// that refuses).
    var hostUse: HostRuleUse = .trust
    /// The path pattern matched; `nil` for any path.
    var path: RoutePattern?
    /// The one URL matched (fragment ignored); `nil` for any.
    var exactURL: ParsedURL?
    /// The specificity within the rule's kind; equal kinds and vectors are a tie.
    var specificity: [Int]

    /// Whether the rule matches an action.
    func matches(_ action: NavigationAction) -> Bool {
        let request = action.request
        guard types.contains(action.navigationType) else { return false }
        if requiresValid, !request.isValid { return false }
        if requiresHost, request.host == nil { return false }
        if let schemes, !schemes.contains(String(request.scheme)) { return false }
        if let hosts, !hosts.contains(where: { request.hostMatches($0, for: hostUse) }) { return false }
        if let path, path.match(request.pathSegments) == nil { return false }
        if let exactURL, request.hrefWithoutFragment != exactURL.hrefWithoutFragment { return false }
        return true
    }

    /// Whether every action this rule matches is matched by `self`.
    ///
    /// Sound but not complete: `false` means "not proved".
    func covers(_ other: Self) -> Bool {
        guard types.isSuperset(of: other.types) else { return false }
        if let url = other.exactURL {
            // One URL: ask the rule itself, for each type the other applies to.
            return NavigationType.allCases.filter { other.types.contains($0) }.allSatisfy {
                matches(NavigationAction(request: url, navigationType: $0, targetFrame: FrameInfo(request: url)))
            }
        }
        if exactURL != nil { return false }
        if requiresValid, !other.requiresValid { return false }
        if requiresHost, !(other.requiresHost || other.hosts != nil) { return false }
        if let schemes {
            guard let otherSchemes = other.schemes, otherSchemes.isSubset(of: schemes) else { return false }
        }
        if let hosts {
            // A refusing rule matches a host under more schemes than a trusting one.
            if hostUse == .trust, other.hostUse == .refusal { return false }
            let schemesCovered = hostUse == .refusal
            guard let otherHosts = other.hosts,
                otherHosts.allSatisfy({ host in
                    hosts.contains {
                        Self.hostPattern($0, covers: host)
                            && (schemesCovered || $0.schemes.isSuperset(of: host.schemes))
                    }
                })
            else { return false }
        }
        if let path {
            guard let otherPath = other.path, Self.route(path, covers: otherPath) else { return false }
        }
        return true
    }

    /// Whether every host `inner` matches is matched by `outer`.
    static func hostPattern(_ outer: HostPattern, covers inner: HostPattern) -> Bool {
        if outer.domain == inner.domain { return outer.includeSubdomains || !inner.includeSubdomains }
        return outer.includeSubdomains && inner.domain.hasSuffix("." + outer.domain)
    }

    /// Whether every path `inner` matches is matched by `outer`.
    static func route(_ outer: RoutePattern, covers inner: RoutePattern) -> Bool {
        let a = outer.segments
        let b = inner.segments
        for index in a.indices {
            if case .wildcard = a[index] { return true }
            guard index < b.count else { return false }
            switch (a[index], b[index]) {
            case (_, .wildcard): return false
            case (.literal(let x), .literal(let y)): guard x == y else { return false }
            case (.literal, _): return false
            case (.parameter(_, let digitsOnly), .literal(let y)):
                guard !y.isEmpty else { return false }
                if digitsOnly, !y.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return false }
            case (.parameter(_, let outerDigits), .parameter(_, let innerDigits)):
                if outerDigits, !innerDigits { return false }
            case (.wildcard, _): return true
            }
        }
        return a.count == b.count
    }
}
