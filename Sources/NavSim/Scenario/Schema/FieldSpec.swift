/// One field of a scenario object: its name, type, whether it is required, what it means and an example.
///
/// A field's default lives here once: the generated reference (`docs/scenario-format.md`) and the JSON
/// Schema print it, and the decoder reads it (``JSONValue/integer(_:of:)`` and its siblings), so the prose
/// and the code cannot say different things.
struct FieldSpec: Sendable {
    let name: String
    let type: FieldType
    let required: Bool
    /// The meaning, without the default.
    let summary: String
    let example: String
    /// The value an absent field takes, if any.
    let defaultValue: FieldDefault?
    /// What follows the default in the prose (`: each web view is an actor of its own`); `.` by default.
    let defaultNote: String

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - name: The field's name.
    ///   - type: Its type.
    ///   - required: Whether a file must set it.
    ///   - summary: What it means.
    ///   - defaultValue: The value an absent field takes, printed as `Default 16.` after the summary.
    ///   - defaultNote: What follows the default in the prose; `.` when `nil`.
    ///   - example: An example value, as JSON.
    init(
        _ name: String, _ type: FieldType, required: Bool = false, _ summary: String,
        default defaultValue: FieldDefault? = nil, defaultNote: String? = nil, example: String
    ) {
        self.name = name
        self.type = type
        self.required = required
        self.summary = summary
        self.defaultValue = defaultValue
        self.defaultNote = defaultNote ?? "."
        self.example = example
    }

    /// The meaning with the default: `Bytes per chunk. Default 16.`
    var doc: String {
        guard let defaultValue else { return summary }
        return summary + " Default \(defaultValue.prose)" + defaultNote
    }
}

/// A field's default value, as the reference prints it and the decoder reads it.
enum FieldDefault: Sendable {
    case integer(Int)
    case number(Double)
    case string(String)
    case boolean(Bool)

    /// As the reference writes it: `16`, `` `modern` ``, `true`.
    var prose: String {
        switch self {
        case .integer(let value): "\(value)"
        case .number(let value): value == value.rounded() ? "\(Int(value))" : "\(value)"
        case .string(let value): "`\(value)`"
        case .boolean(let value): "\(value)"
        }
    }

    /// As JSON.
    var json: JSONValue {
        switch self {
        case .integer(let value): .number(Double(value), literal: "\(value)")
        case .number(let value): .number(value, literal: prose)
        case .string(let value): .string(value)
        case .boolean(let value): .bool(value)
        }
    }
}
