extension JSONValue {
    /// The string, if the value is one.
    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The whole number, if the value is one.
    var int: Int? {
        guard case .number(let number, let literal) = self else { return nil }
        return Int(literal) ?? SchemaChecker.exactInteger(number)
    }

    /// The number, if the value is one.
    var double: Double? {
        if case .number(let number, _) = self { return number }
        return nil
    }

    /// The boolean, if the value is one.
    var bool: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// The elements, if the value is an array.
    var array: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The members, if the value is an object.
    var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The value as a script message body: booleans become numbers, as WebKit delivers them.
    var scriptValue: ScriptValue {
        switch self {
        case .null: .null
        case .bool(let flag): .number(flag ? 1 : 0)
        case .number(let number, _): .number(number)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(\.scriptValue))
        case .object(let members):
            .dictionary(Dictionary(members.map { ($0.key, $0.value.scriptValue) }, uniquingKeysWith: { $1 }))
        }
    }
}
