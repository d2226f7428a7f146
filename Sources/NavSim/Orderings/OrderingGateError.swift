/// A `--fail-on` list that names no gate or an unknown one.
public struct OrderingGateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong; new codes may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Value: Sendable, Hashable {
            case unknownGate
            case emptyList
        }

        private let value: Value

        /// The list names a gate that does not exist.
        public static let unknownGate = Code(value: .unknownGate)
        /// The list names no gate.
        public static let emptyList = Code(value: .emptyList)

        public var description: String {
            switch value {
            case .unknownGate: "unknown gate"
            case .emptyList: "empty list"
            }
        }
    }

    /// What went wrong.
    public var code: Code
    /// The unknown gate, as written; empty for an empty list.
    public var gate: String

    /// An unknown gate.
    ///
    /// - Parameter gate: The gate as written.
    /// - Returns: The error.
    public static func unknownGate(_ gate: String) -> Self { Self(code: .unknownGate, gate: gate) }

    /// A list with no gate.
    public static let emptyList = Self(code: .emptyList, gate: "")

    /// The message for the command line, naming the valid gates.
    public var description: String {
        let valid = OrderingGate.allCases.map(\.rawValue).joined(separator: ", ")
        if code == .emptyList { return "--fail-on needs at least one gate: \(valid)" }
        return "unknown gate '\(gate)' in --fail-on; valid gates: \(valid)"
    }
}
