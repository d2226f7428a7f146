extension ScriptValue {
    /// A deep copy with its own storage: lanes on different cores then never share a reference count.
    var copied: ScriptValue {
        switch self {
        case .array(let values): .array(values.map(\.copied))
        case .dictionary(let values):
            .dictionary(Dictionary(uniqueKeysWithValues: values.map { ($0.key, $0.value.copied) }))
        case .string(let text): .string(String(decoding: Array(text.utf8), as: UTF8.self))
        case .number, .date, .null: self
        }
    }
}
