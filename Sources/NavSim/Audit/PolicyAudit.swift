import NavSimCore

/// Checks that a navigation chain's rules hold against hostile URLs: that no URL made to pass for a trusted
/// host is allowed, or routed to a native screen, by a handler that does not trust its real origin.
///
/// The audit collects the hosts the chain's rules trust (and the options' trusted hosts), generates hostile
/// URLs from each (``PolicyAuditTechnique``: user-info, backslashes, tabs and newlines, percent-encoding,
/// IDNA mappings and confusables, full-width and trailing dots, numeric IPv4, IPv6, non-web schemes with an
/// authority, protocol-relative forms, `javascript:` spellings, ports, open-redirect parameters, suffix
/// confusion), adds the user's corpus, and asks the chain about each as a link tap and as an app load. A
/// URL *passes* when the deciding handler allows it or routes it to a native screen (a decision with an
/// effect) although the handler's trust (``PolicyTrust``, declared by ``PolicyAuditTrusting``) does not
/// cover the URL's WHATWG origin. A handler that does not declare its trust is held to the trusted hosts.
/// What an allow-all handler or an `.allow` fallback allows is the chain's declared default, not a pass.
///
/// ```swift
/// let report = PolicyAudit.audit(Preset.default.builder().build().navigationChain!)
/// report.passed        // true: no hostile URL passes
/// report.findings      // each with its technique, URL, deciding handler and decision
/// ```
///
/// - Complexity: O(hosts × techniques × handlers), a few hundred URLs per trusted host.
public enum PolicyAudit {
    /// What to audit beyond the chain's own rules.
    public struct Options: Sendable {
        /// Hosts trusted beyond those the chain's rules name: what handlers that do not declare their trust are
        /// held to, and more hosts to generate hostile URLs from.
        public var trustedHosts: [HostPattern]
        /// The user's own URLs (absolute), checked as they are.
        public var corpus: [String]
        /// The navigation types each URL is asked as.
        public var navigationTypes: [NavigationType]

        /// Creates options.
        ///
        /// - Parameters:
        ///   - trustedHosts: Hosts trusted beyond the chain's rules.
        ///   - corpus: The user's own URLs.
        ///   - navigationTypes: The navigation types asked; a link tap and an app load by default.
        public init(
            trustedHosts: [HostPattern] = [],
            corpus: [String] = [],
            navigationTypes: [NavigationType] = [.linkActivated, .other]
        ) {
            self.trustedHosts = trustedHosts
            self.corpus = corpus
            self.navigationTypes = navigationTypes
        }
    }

    /// Audits a chain.
    ///
    /// - Parameters:
    ///   - chain: The chain, asked through its handlers' static claims.
    ///   - options: Trusted hosts, the user's corpus and the navigation types.
    /// - Returns: The report: every hostile URL that passed, with its technique and deciding handler.
    public static func audit(_ chain: NavigationChain, options: Options = Options()) -> PolicyAuditReport {
        let trusts = chain.handlers.map { handler in
            (handler as? any PolicyAuditTrusting)?.auditTrust ?? [.hosts(options.trustedHosts)]
        }
        let hosts = seedHosts(trusts: trusts, options: options)
        var candidates = hosts.flatMap(candidates(for:))
        candidates += options.corpus.map { Candidate(technique: .corpus, input: $0, base: nil) }
        var seen = Set<Candidate>()
        candidates = candidates.filter { seen.insert($0).inserted }

        var findings: [PolicyAuditReport.Finding] = []
        var undecided: [PolicyAuditReport.Undecided] = []
        var asked = 0
        for candidate in candidates {
            let request =
                candidate.base.map { ParsedURL(candidate.input, relativeTo: ParsedURL($0)) }
                ?? ParsedURL(candidate.input)
            for type in options.navigationTypes {
                asked += 1
                let action = NavigationAction(
                    request: request, navigationType: type, targetFrame: FrameInfo(request: request))
                switch walk(chain, action) {
                case .undecided(let index):
                    undecided.append(
                        .init(url: candidate.input, navigationType: type, handler: chain.handlers[index].name))
                case .decided(let index, let claim):
                    guard case .decides(let policy, let effect) = claim, isTrusting(policy, effect) else { continue }
                    let trust = index.map { trusts[$0] } ?? (chain.fallback == .allow ? [.everything] : [])
                    guard !trust.contains(where: { $0.covers(request) }) else { continue }
                    findings.append(
                        PolicyAuditReport.Finding(
                            technique: candidate.technique,
                            url: candidate.input,
                            base: candidate.base,
                            href: request.isValid ? request.href : nil,
                            origin: request.isValid ? request.origin.description : nil,
                            navigationType: type,
                            handler: index.map { chain.handlers[$0].name } ?? ChainDecision.fallbackName,
                            decision: claim.description,
                            trust: trust.map(\.description).filter { !$0.isEmpty }.joined(separator: "; ")
                        ))
                }
            }
        }
        let trustDescriptions = zip(chain.handlers, trusts).map { handler, trust in
            let text = trust.map(\.description).filter { !$0.isEmpty }.joined(separator: "; ")
            guard handler is any PolicyAuditTrusting else {
                return (handler.name, "undeclared, held to the trusted hosts: \(text.isEmpty ? "none given" : text)")
            }
            return (handler.name, text)
        }
        return PolicyAuditReport(
            trustedHosts: hosts, handlers: chain.handlers.map(\.name), trust: trustDescriptions,
            urlsAsked: asked, findings: findings, undecided: undecided)
    }

    /// The hosts to disguise as: every host pattern the chain trusts, the home URLs' hosts, the options'.
    static func seedHosts(trusts: [[PolicyTrust]], options: Options) -> [String] {
        var hosts: [String] = []
        func add(_ host: String) {
            if !host.isEmpty, !hosts.contains(host) { hosts.append(host) }
        }
        for trust in trusts.joined() {
            switch trust {
            case .hosts(let patterns):
                for pattern in patterns {
                    add(pattern.domain)
                    if pattern.includeSubdomains { add("shop." + pattern.domain) }
                }
            case .url(let url): add(String(url.host ?? ""))
            case .everything, .anyWebHost, .schemes: break
            }
        }
        for pattern in options.trustedHosts { add(pattern.domain) }
        if hosts.isEmpty { add("example.com") }
        return hosts
    }

    /// A decision that lets the URL in: allowed, downloaded, or cancelled into a native screen.
    static func isTrusting(_ policy: NavigationActionPolicy, _ effect: HandlerEffect?) -> Bool {
        policy != .cancel || effect != nil
    }

    enum Walk {
        /// The index of the deciding handler (`nil`: the fallback) and its claim.
        case decided(Int?, HandlerClaim)
        /// A handler that cannot say its claim in advance.
        case undecided(Int)
    }

    /// The chain's decision from its handlers' static claims, in order.
    static func walk(_ chain: NavigationChain, _ action: NavigationAction) -> Walk {
        for (index, handler) in chain.handlers.enumerated() {
            switch handler.claim(action) {
            case .passes: continue
            case .unknown: return .undecided(index)
            case .decides(let policy, let effect): return .decided(index, .decides(policy, effect))
            }
        }
        return .decided(nil, .decides(chain.fallback))
    }
}
