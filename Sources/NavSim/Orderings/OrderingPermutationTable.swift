/// Which orders of the chain change which decisions, against the configured order.
///
/// A decision depends only on the relative order of the action's claimants, so the table is computed from
/// the distinct claim signatures of the corpus, never by running the chain again: every one of the *n*!
/// orders for *n* ≤ ``OrderingOptions/permutationLimit`` handlers, and the swap of each pair always.
public struct OrderingPermutationTable: Sendable, Hashable, Codable {
    /// One order, or a class of orders that decide every action alike, and what it changes.
    public struct Row: Sendable, Hashable, Codable {
        /// The handlers' names in this order; for a class, its first order in lexicographic order.
        public var order: [String]
        /// How many orders decide every action as this one does (1 for a swap).
        public var orders: Int
        /// How many analysed actions it decides differently from the configured order.
        public var changed: Int
        /// The first action it changes: the configured decision, then this order's.
        public var witness: OrderingWitness?

        /// Creates a row.
        ///
        /// - Parameters:
        ///   - order: The handlers' names in this order.
        ///   - orders: How many orders decide alike.
        ///   - changed: How many actions it decides differently.
        ///   - witness: The first action it changes.
        public init(order: [String], orders: Int = 1, changed: Int, witness: OrderingWitness?) {
            self.order = order
            self.orders = orders
            self.changed = changed
            self.witness = witness
        }
    }

    /// Whether every order was enumerated; `false` when the chain has more handlers than the limit and
    /// only pairwise swaps were computed.
    public var enumerated: Bool
    /// How many orders were enumerated, the configured one included; 0 when not enumerated.
    public var orders: Int
    /// How many enumerated orders decide every action as the configured order does, itself included.
    public var unchanged: Int
    /// How many distinct claim signatures the corpus has: the work per order.
    public var signatures: Int
    /// The classes of orders that change decisions (orders in one class decide every action alike), most
    /// changes first; at most ``OrderingOptions/permutationRows``.
    public var rows: [Row]
    /// How many changing classes are not in ``rows``.
    public var omittedRows: Int
    /// Each pair of handlers exchanged in the configured order, in pair order.
    public var swaps: [Row]

    /// Creates a table.
    ///
    /// - Parameters:
    ///   - enumerated: Whether every order was enumerated.
    ///   - orders: How many orders were enumerated.
    ///   - unchanged: How many enumerated orders change nothing.
    ///   - signatures: How many distinct claim signatures the corpus has.
    ///   - rows: The changing classes of orders shown.
    ///   - omittedRows: How many changing classes are not shown.
    ///   - swaps: The pairwise swaps.
    public init(
        enumerated: Bool,
        orders: Int,
        unchanged: Int,
        signatures: Int,
        rows: [Row],
        omittedRows: Int,
        swaps: [Row]
    ) {
        self.enumerated = enumerated
        self.orders = orders
        self.unchanged = unchanged
        self.signatures = signatures
        self.rows = rows
        self.omittedRows = omittedRows
        self.swaps = swaps
    }
}
