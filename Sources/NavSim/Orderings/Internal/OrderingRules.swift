import NavSimCore

/// A handler whose rules ordering analysis reads: its claim rules, and the boundary URLs they suggest.
///
/// Every built-in handler adopts it in its own `Handler+Orderings.swift` file, so a handler's rules live
/// beside nothing else and the analysis never switches on handler types. ``BuiltinHandlerKind/handlerType``
/// names each kind's type as an `OrderingRules` type, so a kind whose handler lacks the rules does not
/// compile, and `BuiltinHandlerKindTests` fails for a handler in `NavSimCore/Chain/Handlers` that has no kind.
///
/// Handlers that do not adopt it (the app's own) are analysed from their claims, declared or probed
/// (``OrderingProbe``).
protocol OrderingRules: NavigationActionHandler {
    /// The handler's rules, in the order it tries them: the first matching rule is the one that decided.
    var claimRules: [ClaimRule] { get }

    /// Adds URLs at the edges of the handler's rules to a corpus (``OrderingCorpus``).
    ///
    /// - Parameter corpus: The corpus being generated.
    func addBoundaryURLs(to corpus: inout OrderingCorpus)
}

extension ClaimRule {
    /// The rules of a handler, or `nil` for a handler whose rules NavSim cannot read.
    ///
    /// - Parameter handler: The handler.
    /// - Returns: Its rules, when it adopts ``OrderingRules``.
    static func rules(of handler: any NavigationActionHandler) -> [ClaimRule]? {
        (handler as? any OrderingRules)?.claimRules
    }

    /// The index of the first rule that matches an action: the rule a claim came from.
    ///
    /// - Parameters:
    ///   - rules: A handler's rules.
    ///   - action: The action.
    /// - Returns: The index, or `nil` when no rule matches.
    static func matched(_ rules: [ClaimRule], _ action: NavigationAction) -> Int? {
        rules.firstIndex { $0.matches(action) }
    }

    /// Every URL, valid or not.
    static var everything: ClaimRule {
        ClaimRule(kind: .everything, label: "every URL", requiresValid: false, specificity: [])
    }

    /// Every URL of one scheme.
    ///
    /// - Parameter scheme: The lowercase scheme.
    /// - Returns: The rule.
    static func scheme(_ scheme: String) -> ClaimRule {
        ClaimRule(kind: .scheme, label: "scheme \(scheme):", schemes: [scheme], specificity: [1])
    }

    /// Every URL of one host pattern.
    ///
    /// - Parameters:
    ///   - host: The host pattern.
    ///   - requiresHost: Whether the request must have a host.
    ///   - use: Whether the rule trusts the host (its schemes only) or refuses it (every scheme).
    /// - Returns: The rule.
    static func host(_ host: HostPattern, requiresHost: Bool, use: HostRuleUse = .trust) -> ClaimRule {
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
