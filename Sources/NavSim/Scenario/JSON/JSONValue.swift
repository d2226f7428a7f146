/// A JSON value that keeps what a scenario decoder needs: member order, duplicate keys, and the
/// literal text of numbers (so a 64-bit seed is read exactly).
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number: its value and its literal text.
    case number(Double, literal: String)
    /// A string.
    case string(String)
    /// An array.
    indirect case array([JSONValue])
    /// An object: its members in document order.
    indirect case object([JSONMember])

    /// A number from a whole value.
    ///
    /// - Parameter value: The value.
    /// - Returns: The JSON number.
    public static func integer(_ value: Int) -> JSONValue { .number(Double(value), literal: String(value)) }

    /// A number from a floating-point value.
    ///
    /// - Parameter value: The value.
    /// - Returns: The JSON number.
    public static func double(_ value: Double) -> JSONValue {
        if value.rounded() == value, abs(value) < 1e15 { return .integer(Int(value)) }
        return .number(value, literal: "\(value)")
    }

    /// The name of the value's JSON type, as error messages say it: `a string`, `an array`.
    public var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The member with a key, if the value is an object that has it.
    ///
    /// - Parameter key: The key.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// One member of a JSON object.
public struct JSONMember: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSONValue

    /// Creates a member.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The value.
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
