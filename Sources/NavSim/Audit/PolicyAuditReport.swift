import NavSimCore

/// What ``PolicyAudit`` found: every hostile URL that passed a chain, with how it was made and who let it in.
public struct PolicyAuditReport: Sendable, Hashable, Codable {
    /// A hostile URL the chain allowed, or routed to a native screen, beyond the deciding handler's trust.
    public struct Finding: Sendable, Hashable, Codable {
        /// How the URL was made.
        public var technique: PolicyAuditTechnique
        /// The URL as generated (or from the user's corpus).
        public var url: String
        /// The trusted page a relative form was resolved against, or `nil`.
        public var base: String?
        /// The canonical `href`, or `nil` when the URL Standard refuses the URL.
        public var href: String?
        /// The WHATWG origin (`null` when opaque), or `nil` when the URL does not parse.
        public var origin: String?
        /// The navigation type asked.
        public var navigationType: NavigationType
        /// The deciding handler's name (or the fallback's).
        public var handler: String
        /// The decision: policy and effect.
        public var decision: String
        /// What the deciding handler trusts, which does not cover the URL.
        public var trust: String
    }

    /// A URL a handler could not decide from its claim: the audit cannot see past it.
    public struct Undecided: Sendable, Hashable, Codable {
        /// The URL as generated.
        public var url: String
        /// The navigation type asked.
        public var navigationType: NavigationType
        /// The handler whose claim is unknown.
        public var handler: String
    }

    /// The schema of ``json(pretty:)``.
    public static let currentSchema = "navsim.audit/1"
    /// The report's schema.
    public var schema = Self.currentSchema
    /// The hosts the hostile URLs were made from.
    public var trustedHosts: [String]
    /// The chain's handlers, in order.
    public var handlers: [String]
    /// What each handler trusts, in chain order.
    public var trust: [HandlerTrust]
    /// How many (URL, navigation type) pairs were asked.
    public var urlsAsked: Int
    /// The hostile URLs that passed.
    public var findings: [Finding]
    /// URLs the audit could not decide.
    public var undecided: [Undecided]

    /// A handler's name and what it trusts.
    public struct HandlerTrust: Sendable, Hashable, Codable {
        /// The handler's name.
        public var handler: String
        /// What it trusts, readable.
        public var trust: String
    }

    init(
        trustedHosts: [String], handlers: [String], trust: [(String, String)], urlsAsked: Int, findings: [Finding],
        undecided: [Undecided]
    ) {
        self.trustedHosts = trustedHosts
        self.handlers = handlers
        self.trust = trust.map { HandlerTrust(handler: $0.0, trust: $0.1) }
        self.urlsAsked = urlsAsked
        self.findings = findings
        self.undecided = undecided
    }

    /// Whether no hostile URL passed.
    public var passed: Bool { findings.isEmpty }

    /// The findings by technique, in ``PolicyAuditTechnique`` order.
    public var findingsByTechnique: [(PolicyAuditTechnique, [Finding])] {
        PolicyAuditTechnique.allCases.compactMap { technique in
            let matching = findings.filter { $0.technique == technique }
            return matching.isEmpty ? nil : (technique, matching)
        }
    }
}
