/// Checks a JSON document against ``ScenarioSchema``: types, ranges, required and unknown fields.
///
/// Reports every problem (up to ``limit``) as a ``ScenarioError`` with the JSON path, what was found, what
/// was expected and how to fix it: a value of the wrong type is one problem, and checking goes on with its
/// siblings.
struct SchemaChecker {
    let file: String
    /// The most problems recorded.
    var limit = 1
    /// The problems found, in document order.
    private(set) var errors: [ScenarioError] = []

    /// Whether the limit is reached: nothing more is checked.
    var isFull: Bool { errors.count >= limit }

    /// Checks an object, recording its problems.
    mutating func check(_ value: JSONValue, object name: String, path: String) {
        do {
            try checkObject(value, object: name, path: path)
        } catch {
            record(error)
        }
    }

    private mutating func record(_ error: ScenarioError) {
        if !isFull { errors.append(error) }
    }

    private mutating func checkObject(_ value: JSONValue, object name: String, path: String) throws(ScenarioError) {
        let spec = ScenarioSchema.object(name)
        guard case .object(let members) = value else {
            throw invalid(path, "found \(value.typeDescription)", "an object (\(spec.doc))", "write an object { … }")
        }
        let known = spec.fields.map(\.name)
        for member in members where spec.field(member.key) == nil {
            let hint = DidYouMean.hint(member.key, in: known)
            record(
                invalid(
                    path + "." + member.key,
                    "unknown field \"\(member.key)\"\(hint)",
                    "one of the fields " + known.map { "\"\($0)\"" }.joined(separator: ", "),
                    hint.isEmpty
                        ? "remove it" : "rename it to \"\(DidYouMean.closest(to: member.key, in: known) ?? "")\""
                ))
        }
        for field in spec.fields where field.required && !members.contains(where: { $0.key == field.name }) {
            record(
                invalid(
                    path,
                    "the required field \"\(field.name)\" is missing",
                    "\"\(field.name)\": \(field.type.expectation)",
                    "add \"\(field.name)\": \(field.example)"
                ))
        }
        for member in members {
            guard !isFull, let field = spec.field(member.key) else { continue }
            checkRecording(member.value, as: field.type, path: path + "." + member.key, field: field)
        }
    }

    /// Checks a value, recording its problem instead of throwing it.
    private mutating func checkRecording(_ value: JSONValue, as type: FieldType, path: String, field: FieldSpec) {
        do {
            try check(value, as: type, path: path, field: field)
        } catch {
            record(error)
        }
    }

    mutating func check(_ value: JSONValue, as type: FieldType, path: String, field: FieldSpec) throws(ScenarioError) {
        func wrongType() -> ScenarioError {
            invalid(
                path, "found \(value.typeDescription)\(Self.preview(value))", type.expectation,
                "set \"\(field.name)\" to \(type.exampleText(field))")
        }
        switch type {
        case .integer(let range):
            guard case .number(let number, let literal) = value else { throw wrongType() }
            guard let integer = Int(literal) ?? Self.exactInteger(number) else {
                if number.rounded() == number {
                    throw invalid(
                        path, "\(literal) is out of range", type.expectation,
                        "set \"\(field.name)\" to a value in that range, for example \(field.example)")
                }
                throw invalid(
                    path, "\(literal) is not a whole number", type.expectation,
                    "set \"\(field.name)\" to a whole number, for example \(field.example)")
            }
            guard range.contains(integer) else {
                throw invalid(
                    path, "\(literal) is out of range", type.expectation,
                    "set \"\(field.name)\" to a value in that range, for example \(field.example)")
            }
        case .number(let range):
            guard case .number(let number, let literal) = value else { throw wrongType() }
            guard range.contains(number) else {
                throw invalid(
                    path, "\(literal) is out of range", type.expectation,
                    "set \"\(field.name)\" to a value in that range, for example \(field.example)")
            }
        case .string:
            guard case .string(let text) = value else { throw wrongType() }
            guard !text.isEmpty else {
                throw invalid(path, "the string is empty", type.expectation, "write a value or remove the field")
            }
            guard text.utf8.count <= 65_536 else {
                throw invalid(
                    path, "the string is \(text.utf8.count) bytes long", "at most 65536 bytes", "shorten it")
            }
        case .enumeration(let values):
            guard case .string(let text) = value else { throw wrongType() }
            guard values.contains(text) else {
                let hint = DidYouMean.hint(text, in: values)
                throw invalid(
                    path, "\"\(Self.clip(text))\" is not a known value\(hint)", type.expectation,
                    hint.isEmpty
                        ? "use one of the values listed"
                        : "write \"\(DidYouMean.closest(to: text, in: values) ?? "")\"")
            }
        case .constant(let expected):
            guard case .string(let text) = value, text == expected else { throw wrongType() }
        case .boolean:
            guard case .bool = value else { throw wrongType() }
        case .duration:
            guard case .string(let text) = value else { throw wrongType() }
            do {
                _ = try ScenarioDuration.parse(text)
            } catch {
                throw invalid(path, "\"\(Self.clip(text))\": \(error.reason)", type.expectation, error.fix)
            }
        case .latency:
            guard case .string(let text) = value else { throw wrongType() }
            do {
                _ = try LatencyDistribution(parsing: text)
            } catch {
                throw invalid(path, "\"\(Self.clip(text))\": \(error.reason)", type.expectation, error.fix)
            }
        case .object(let name):
            try checkObject(value, object: name, path: path)
        case .oneOf(let discriminator, let variants):
            guard case .object = value else { throw wrongType() }
            let kinds = variants.map(\.value)
            guard let kindValue = value[discriminator] else {
                throw invalid(
                    path, "the field \"\(discriminator)\" is missing",
                    "\"\(discriminator)\": one of " + kinds.map { "\"\($0)\"" }.joined(separator: ", "),
                    "add \"\(discriminator)\": \"\(kinds[0])\"")
            }
            guard case .string(let kind) = kindValue, let variant = variants.first(where: { $0.value == kind }) else {
                let text: String
                if case .string(let kind) = kindValue { text = kind } else { text = kindValue.typeDescription }
                let hint = DidYouMean.hint(text, in: kinds)
                throw invalid(
                    path + "." + discriminator,
                    "unknown \(discriminator) \"\(Self.clip(text))\"\(hint)",
                    "one of " + kinds.map { "\"\($0)\"" }.joined(separator: ", "),
                    hint.isEmpty
                        ? "use one of the kinds listed" : "write \"\(DidYouMean.closest(to: text, in: kinds) ?? "")\""
                )
            }
            try checkObject(value, object: variant.object, path: path)
        case .array(let element, let count):
            guard case .array(let elements) = value else { throw wrongType() }
            guard count.contains(elements.count) else {
                let problem = elements.isEmpty ? "the array is empty" : "the array has \(elements.count) elements"
                throw invalid(
                    path, problem, type.expectation,
                    elements.isEmpty ? "add an element or remove the field" : "remove elements")
            }
            for (index, item) in elements.enumerated() where !isFull {
                checkRecording(item, as: element, path: path + "[\(index)]", field: field)
            }
        case .map(let element):
            guard case .object(let members) = value else { throw wrongType() }
            for member in members where !isFull {
                checkRecording(member.value, as: element, path: path + "." + member.key, field: field)
            }
        case .any:
            break
        }
    }

    func invalid(_ path: String, _ problem: String, _ expected: String, _ fix: String) -> ScenarioError {
        ScenarioError(.invalid, file: file, path: path, problem: problem, expected: expected, fix: fix)
    }

    static func exactInteger(_ number: Double) -> Int? {
        guard number.rounded() == number, abs(number) < 9.0e15 else { return nil }
        return Int(number)
    }

    static func preview(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): " \"\(clip(text))\""
        case .number(_, let literal): " \(clip(literal))"
        case .bool(let flag): " \(flag)"
        default: ""
        }
    }

    static func clip(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}

extension FieldType {
    /// An example value for a fix, in JSON.
    func exampleText(_ field: FieldSpec) -> String {
        switch self {
        case .array(let element, _):
            if case .array = element { return field.example }
            return field.example.hasPrefix("[") ? field.example : "[\(field.example)]"
        default: return field.example
        }
    }
}
