extension JSONValue {
    /// An object's field, or its default in ``ScenarioSchema``: the one place the default is written.
    ///
    /// - Parameters:
    ///   - field: The field's name.
    ///   - object: The name of the object spec that declares it (`schemeHandler`).
    /// - Returns: The field's value as the file sets it, or its default.
    func field(_ field: String, of object: String) -> JSONValue {
        if let value = self[field] { return value }
        guard let spec = ScenarioSchema.object(object).fields.first(where: { $0.name == field }),
            let defaultValue = spec.defaultValue
        else { preconditionFailure("\(object).\(field) has no default in ScenarioSchema") }
        return defaultValue.json
    }

    /// An integer field, or its default.
    func integer(_ field: String, of object: String) -> Int { typed(field, of: object, "an integer", \.int) }

    /// A number field, or its default.
    func number(_ field: String, of object: String) -> Double { typed(field, of: object, "a number", \.double) }

    /// A string field, or its default.
    func text(_ field: String, of object: String) -> String { typed(field, of: object, "a string", \.string) }

    /// A boolean field, or its default.
    func boolean(_ field: String, of object: String) -> Bool { typed(field, of: object, "a boolean", \.bool) }

    /// A field read as one type; the schema checker admits no other, so anything else is NavSim's mistake.
    private func typed<Value>(
        _ field: String, of object: String, _ type: String, _ read: (JSONValue) -> Value?
    ) -> Value {
        guard let value = read(self.field(field, of: object)) else {
            preconditionFailure("\(object).\(field) is not \(type) (the schema checker admits only that)")
        }
        return value
    }

    /// An enumeration field, or its default, as its Swift type.
    func enumeration<Value: RawRepresentable<String>>(_ field: String, of object: String) -> Value {
        let text = text(field, of: object)
        guard let value = Value(rawValue: text) else {
            preconditionFailure(
                "\(object).\(field): \"\(text)\" is not a \(Value.self) (the schema checker lists them)")
        }
        return value
    }
}
