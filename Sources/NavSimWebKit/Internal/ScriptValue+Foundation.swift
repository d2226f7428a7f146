import NavSim

extension ScriptValue {
    /// The value as WebKit hands it to Swift: `NSNumber`, `String`, `Date`, `[Any]`, `[String: Any]`, `NSNull`.
    var foundationObject: Any {
        switch self {
        case .number(let value): NSNumber(value: value)
        case .string(let value): value
        case .date(let seconds): Date(timeIntervalSince1970: seconds)
        case .array(let values): values.map(\.foundationObject)
        case .dictionary(let values): values.mapValues(\.foundationObject)
        case .null: NSNull()
        }
    }

    /// A Foundation object an app replies with, as WebKit serialises it; what it cannot carry becomes `null`.
    init(foundationObject object: Any?) {
        switch object {
        case nil, is NSNull: self = .null
        case let value as String: self = .string(value)
        case let value as Bool: self = .number(value ? 1 : 0)
        case let value as Int: self = .number(Double(value))
        case let value as Double: self = .number(value)
        case let value as NSNumber: self = .number(value.doubleValue)
        case let value as Date: self = .date(value.timeIntervalSince1970)
        case let values as [Any]: self = .array(values.map { ScriptValue(foundationObject: $0) })
        case let values as [String: Any]: self = .dictionary(values.mapValues { ScriptValue(foundationObject: $0) })
        default: self = .null
        }
    }
}
