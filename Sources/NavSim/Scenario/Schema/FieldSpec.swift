/// One field of a scenario object: its name, type, whether it is required, what it means and an example.
struct FieldSpec: Sendable {
    let name: String
    let type: FieldType
    let required: Bool
    let doc: String
    let example: String

    init(_ name: String, _ type: FieldType, required: Bool = false, _ doc: String, example: String) {
        self.name = name
        self.type = type
        self.required = required
        self.doc = doc
        self.example = example
    }
}
