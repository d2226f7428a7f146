import NavSimCore

// What each built-in handler trusts, read by PolicyAudit. One conformance per handler: a new built-in that
// trusts something must say what, or the audit holds it to the audit's trusted hosts.

extension AllowAllHandler: PolicyAuditTrusting {
    /// Every URL: the chain's declared default.
    public var auditTrust: [PolicyTrust] { [.everything] }
}

extension CancelAllHandler: PolicyAuditTrusting {
    /// Nothing: it only cancels.
    public var auditTrust: [PolicyTrust] { [] }
}

extension HostListHandler: PolicyAuditTrusting {
    /// Its hosts for an allow list; nothing for a deny list.
    public var auditTrust: [PolicyTrust] { policy == .cancel ? [] : [.hosts(hosts)] }
}

extension DeepLinkHandler: PolicyAuditTrusting {
    /// Its hosts and its app schemes. A handler that claims everything (RACE-CASES 2) still trusts only these:
    /// the audit reports what it routes beyond them.
    public var auditTrust: [PolicyTrust] { [.hosts(hosts), .schemes(schemes)] }
}

extension HomeTabSwitchHandler: PolicyAuditTrusting {
    /// The home URL.
    public var auditTrust: [PolicyTrust] { [.url(homeURL)] }
}

extension NativePageHandler: PolicyAuditTrusting {
    /// Its hosts, or any http(s) host when it has none.
    public var auditTrust: [PolicyTrust] { hosts.isEmpty ? [.anyWebHost] : [.hosts(hosts)] }
}

extension PaymentHandler: PolicyAuditTrusting {
    /// The provider hosts, and any http(s) host for its routes.
    public var auditTrust: [PolicyTrust] { routes.isEmpty ? [.hosts(hosts)] : [.hosts(hosts), .anyWebHost] }
}

extension SchemeFilterHandler: PolicyAuditTrusting {
    /// Its schemes: the system opens them.
    public var auditTrust: [PolicyTrust] { [.schemes(schemes)] }
}
