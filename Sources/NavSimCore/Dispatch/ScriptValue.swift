/// A message body, restricted to the types WebKit can carry from JavaScript: number, string, date,
/// array, dictionary and null.
public enum ScriptValue: Sendable, Hashable, CustomStringConvertible {
    /// A JavaScript number.
    case number(Double)
    /// A JavaScript string.
    case string(String)
    /// A JavaScript `Date`, as seconds since 1970.
    case date(Double)
    /// A JavaScript array.
    indirect case array([ScriptValue])
    /// A JavaScript object with string keys.
    indirect case dictionary([String: ScriptValue])
    /// `null` (and `undefined`).
    case null

    public var description: String {
        switch self {
        case .number(let value): value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .string(let value): "\"\(value)\""
        case .date(let value): "Date(\(value))"
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(let values):
            "{" + values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        case .null: "null"
        }
    }

    /// The string, if the value is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}
