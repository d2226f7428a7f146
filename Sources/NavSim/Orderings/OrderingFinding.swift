/// Something a handler order does that users should know before they ship.
///
/// ```swift
/// let report = OrderingAnalysis.analyze(chain, corpus: urls)
/// for finding in report.findings where finding.kind == .orderSensitive {
///     print(finding.message, finding.witnesses.first!)
/// }
/// ```
public struct OrderingFinding: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What a finding is about.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// The first user URL, loaded by the app, is cancelled: the web view never shows a page.
        case firstLoadCancelled = "first-load-cancelled"
        /// A handler no URL can reach: earlier handlers' rules claim a superset of its rules.
        case unreachable
        /// A handler no URL of the corpus reaches: every URL it claims is decided earlier, or it claims none.
        case shadowed
        /// Two handlers that both claim a URL; the earlier one decides it.
        case overlap
        /// Two handlers whose relative order decides a URL: swapping them changes the decision.
        case orderSensitive = "order-sensitive"
        /// Two rules of equal specificity that claim one URL and decide it differently: a router that
        /// sorts by specificity has to break the tie, and hash order breaks it differently from run to run.
        case tie
        /// A handler whose claims are unknown: it is not analysed, only reported.
        case opaque

        public var description: String { rawValue }

        /// The gate that fails on this kind.
        public var gate: OrderingGate {
            switch self {
            case .unreachable: .unreachable
            case .shadowed: .shadowed
            case .overlap: .overlap
            case .orderSensitive: .orderSensitive
            case .tie: .tie
            case .opaque: .opaque
            case .firstLoadCancelled: .firstLoadCancelled
            }
        }
    }

    /// What the finding is about.
    public var kind: Kind
    /// `nil` for the chain; the handler's name for a finding among the routes of one handler.
    public var scope: String?
    /// The handlers (or routes) involved, in configured order.
    public var handlers: [String]
    /// One sentence a user can act on.
    public var message: String
    /// How many analysed actions show the finding.
    public var actions: Int
    /// The first actions that show it, in corpus order.
    public var witnesses: [OrderingWitness]

    /// Creates a finding.
    ///
    /// - Parameters:
    ///   - kind: What the finding is about.
    ///   - scope: `nil` for the chain, or the handler whose routes are involved.
    ///   - handlers: The handlers or routes involved.
    ///   - message: One sentence a user can act on.
    ///   - actions: How many analysed actions show it.
    ///   - witnesses: The first actions that show it.
    public init(
        kind: Kind,
        scope: String? = nil,
        handlers: [String],
        message: String,
        actions: Int = 0,
        witnesses: [OrderingWitness] = []
    ) {
        self.kind = kind
        self.scope = scope
        self.handlers = handlers
        self.message = message
        self.actions = actions
        self.witnesses = witnesses
    }

    /// `[order-sensitive] …`, with the scope when the finding is about routes.
    public var description: String {
        let scope = scope.map { " (routes of \($0))" } ?? ""
        return "[\(kind)]\(scope) \(message)"
    }
}
