/// Which handler claims which URL: a row per URL of the corpus, a column per handler, each cell the
/// handler's claim, the deciding one marked, the ones it shadows marked, and the rows whose decision
/// depends on the handlers' order marked.
public struct ClaimMatrix: Sendable, Hashable {
    /// What a handler does with a row's URL.
    public enum CellState: String, Sendable, Hashable {
        /// It does not claim the URL.
        case none
        /// It claims the URL and decides it: the first claimant in the configured order.
        case decides
        /// It claims the URL after the deciding handler, with another policy or effect: it never gets to decide,
        /// and the order of the two decides the URL.
        case shadowed
        /// It claims the URL after the deciding handler, with the same policy and effect.
        case agrees
        /// It claims every URL (a default handler such as allow-all) after the deciding handler: a catch-all
        /// placed last, not a shadowing.
        case catchAll = "catch-all"
        /// Its claim is unknown: it decides at run time.
        case unknown
    }

    /// One cell.
    public struct Cell: Sendable, Hashable {
        /// What the handler does with the URL.
        public var state: CellState
        /// The claim's policy and effect, such as `cancel: openNativeScreen(product: 12)`; empty for none.
        public var text: String

        /// Creates a cell.
        ///
        /// - Parameters:
        ///   - state: What the handler does.
        ///   - text: The claim.
        public init(state: CellState, text: String) {
            self.state = state
            self.text = text
        }
    }

    /// One URL.
    public struct Row: Sendable, Hashable {
        /// The URL, as written in the scenario or generated.
        public var url: String
        /// Where it came from: `user`, or the rule it was generated from.
        public var source: String
        /// How it was navigated: `app load`, `link tap`.
        public var navigation: String
        /// A cell per handler, in the chain's order.
        public var cells: [Cell]
        /// The configured chain's decision.
        public var decision: String
        /// Whether another order of the handlers decides it otherwise: a later claimant decides it another way
        /// (a shadowed cell), or an order-sensitive finding names it as a witness.
        public var orderSensitive: Bool

        /// Creates a row.
        ///
        /// - Parameters:
        ///   - url: The URL.
        ///   - source: Where it came from.
        ///   - navigation: How it was navigated.
        ///   - cells: The cells.
        ///   - decision: The decision.
        ///   - orderSensitive: Whether the order matters.
        public init(
            url: String, source: String, navigation: String, cells: [Cell], decision: String, orderSensitive: Bool
        ) {
            self.url = url
            self.source = source
            self.navigation = navigation
            self.cells = cells
            self.decision = decision
            self.orderSensitive = orderSensitive
        }
    }

    /// One finding with its witness URLs.
    public struct Finding: Sendable, Hashable {
        /// The label: `shadowed`, `order-sensitive`, ….
        public var kind: String
        /// The finding's message.
        public var message: String
        /// URLs that show it, each with what each order decides.
        public var witnesses: [String]

        /// Creates a finding.
        ///
        /// - Parameters:
        ///   - kind: The label.
        ///   - message: The message.
        ///   - witnesses: The witness URLs.
        public init(kind: String, message: String, witnesses: [String]) {
            self.kind = kind
            self.message = message
            self.witnesses = witnesses
        }
    }

    /// The handlers, in the chain's order.
    public var handlers: [String]
    /// The URLs.
    public var rows: [Row]
    /// Rows left out (the matrix draws at most ``limit``).
    public var omitted: Int
    /// The findings, with their witnesses.
    public var findings: [Finding]

    /// The most rows a matrix draws.
    public static let limit = 400

    /// Creates a matrix.
    ///
    /// - Parameters:
    ///   - handlers: The handlers.
    ///   - rows: The URLs.
    ///   - omitted: Rows left out.
    ///   - findings: The findings.
    public init(handlers: [String], rows: [Row], omitted: Int = 0, findings: [Finding]) {
        self.handlers = handlers
        self.rows = rows
        self.omitted = omitted
        self.findings = findings
    }
}
