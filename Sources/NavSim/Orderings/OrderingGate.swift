/// A kind of finding a CI gate can fail on: `navsim orderings FILE --fail-on shadowed,overlap`. Each gate is
/// named after the label its findings print (`[unreachable]`, `[shadowed]`, …), one gate per label.
///
/// ```swift
/// let gates = try OrderingGate.parseList("shadowed,overlap,order-sensitive")
/// let failures = report.failures(for: gates)
/// exit(failures.isEmpty ? 0 : 1)
/// ```
public enum OrderingGate: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// A handler that is provably unreachable: earlier handlers' rules claim everything it claims.
    case unreachable
    /// A handler that no URL of the corpus reaches.
    case shadowed
    /// Two handlers that both claim a URL.
    case overlap
    /// Two handlers whose swap changes a decision.
    case orderSensitive = "order-sensitive"
    /// Two rules of equal specificity that claim one URL and decide it differently.
    case tie
    /// A handler whose claims cannot be known statically.
    case opaque
    /// The first user URL, loaded by the app, is cancelled.
    case firstLoadCancelled = "first-load-cancelled"

    public var description: String { rawValue }

    /// Parses a comma-separated list of gate names, such as the value of `--fail-on`.
    ///
    /// Names are case-insensitive; spaces around them and empty items are ignored.
    ///
    /// - Parameter list: The list, such as `shadowed,overlap,order-sensitive`.
    /// - Returns: The gates.
    /// - Throws: ``OrderingGateError`` naming the first unknown gate and the valid ones.
    public static func parseList(_ list: String) throws(OrderingGateError) -> Set<OrderingGate> {
        var gates: Set<OrderingGate> = []
        for item in list.split(separator: ",") {
            let name = item.trimmingSpaces().lowercased()
            if name.isEmpty { continue }
            guard let gate = OrderingGate(rawValue: name) else {
                throw OrderingGateError.unknownGate(String(item.trimmingSpaces()))
            }
            gates.insert(gate)
        }
        guard !gates.isEmpty else { throw OrderingGateError.emptyList }
        return gates
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        var trimmed = self
        while trimmed.first == " " { trimmed.removeFirst() }
        while trimmed.last == " " { trimmed.removeLast() }
        return trimmed
    }
}
