/// One kind of object in a scenario file and its fields.
struct ObjectSpec: Sendable {
    let name: String
    let doc: String
    let fields: [FieldSpec]

    func field(_ name: String) -> FieldSpec? { fields.first { $0.name == name } }
}
