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
    func integer(_ field: String, of object: String) -> Int {
        guard let value = self.field(field, of: object).int else {
            preconditionFailure("\(object).\(field) is not an integer (the schema checker admits only integers)")
        }
        return value
    }

    /// A number field, or its default.
    func number(_ field: String, of object: String) -> Double {
        guard let value = self.field(field, of: object).double else {
            preconditionFailure("\(object).\(field) is not a number (the schema checker admits only numbers)")
        }
        return value
    }

    /// A string field, or its default.
    func text(_ field: String, of object: String) -> String {
        guard let value = self.field(field, of: object).string else {
            preconditionFailure("\(object).\(field) is not a string (the schema checker admits only strings)")
        }
        return value
    }

    /// A boolean field, or its default.
    func boolean(_ field: String, of object: String) -> Bool {
        guard let value = self.field(field, of: object).bool else {
            preconditionFailure("\(object).\(field) is not a boolean (the schema checker admits only booleans)")
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
