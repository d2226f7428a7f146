/// Claims URLs whose host is on a list (exact or with sub-domains) and decides them with one policy:
/// a deny list cancels, an allow list allows.
///
/// Host matching resists the usual tricks: `evil-example.com` and `example.com.evil.net` are not
/// `example.com`; the user-info in `https://example.com@evil.net/` is not the host; case, a trailing dot
/// and percent-encoded hosts are canonicalised by the parser before matching.
///
/// An allow list trusts web hosts: it claims `http` and `https` URLs only, unless a pattern names other
/// schemes, so `javascript://example.com/%0aalert(1)`, `data://example.com/…`, `file://example.com/…` or
/// `intent://example.com/…` pass on to the next handler. A deny list refuses its hosts under every scheme,
/// and the host of a `blob:` URL's origin (``HostRuleUse/refusal``): narrowing what a rule trusts must
/// never weaken what a rule refuses.
///
/// ```swift
/// let chain = NavigationChain {
///     HostListHandler.deny([HostPattern("tracker.example", includeSubdomains: true)])
///     HostListHandler.allow([HostPattern("example.com", includeSubdomains: true)])
///     CancelAllHandler()
/// }
/// ```
public struct HostListHandler: StaticNavigationActionHandler {
    public let name: String
    /// The hosts claimed.
    public let hosts: [HostPattern]
    /// The decision for a claimed URL.
    public let policy: NavigationActionPolicy
    private let hostSet: HostSet

    /// Creates the handler.
    ///
    /// - Parameters:
    ///   - name: The handler's name in reports.
    ///   - hosts: The hosts claimed.
    ///   - policy: `.cancel` for a deny list, `.allow` for an allow list.
    public init(name: String, hosts: [HostPattern], policy: NavigationActionPolicy) {
        self.name = name
        self.hosts = hosts
        self.policy = policy
        self.hostSet = HostSet(hosts, use: Self.use(of: policy))
    }

    /// A deny list: claimed hosts are cancelled.
    ///
    /// - Parameters:
    ///   - name: The handler's name in reports.
    ///   - hosts: The hosts to deny.
    /// - Returns: The handler.
    public static func deny(name: String = "HostDeny", _ hosts: [HostPattern]) -> Self {
        Self(name: name, hosts: hosts, policy: .cancel)
    }

    /// An allow list: claimed hosts are allowed.
    ///
    /// - Parameters:
    ///   - name: The handler's name in reports.
    ///   - hosts: The hosts to allow.
    /// - Returns: The handler.
    public static func allow(name: String = "HostAllow", _ hosts: [HostPattern]) -> Self {
        Self(name: name, hosts: hosts, policy: .allow)
    }

    /// How a list with `policy` matches its hosts: a deny list refuses them under every scheme, any other
    /// list trusts them under their patterns' schemes.
    ///
    /// - Parameter policy: The list's decision.
    /// - Returns: ``HostRuleUse/refusal`` for `.cancel`, ``HostRuleUse/trust`` otherwise.
    public static func use(of policy: NavigationActionPolicy) -> HostRuleUse {
        policy == .cancel ? .refusal : .trust
    }

    public func claim(_ action: NavigationAction) -> HandlerClaim {
        hostSet.matches(action.request) ? .decides(policy) : .passes
    }
}
