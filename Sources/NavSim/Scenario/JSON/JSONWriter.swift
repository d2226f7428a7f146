/// Writes ``JSONValue``s as text: deterministic (members in the order given), two-space indented or
/// compact.
public enum JSONWriter {
    /// The value as JSON text.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - pretty: Indent with two spaces, one member per line.
    /// - Returns: The text, without a trailing newline.
    public static func write(_ value: JSONValue, pretty: Bool = true) -> String {
        var text = ""
        write(value, into: &text, indent: pretty ? 0 : nil)
        return text
    }

    private static func write(_ value: JSONValue, into text: inout String, indent: Int?) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(_, let literal): text += literal
        case .string(let string): quote(string, into: &text)
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[]"
                return
            }
            let scalars = elements.allSatisfy {
                if case .array = $0 { return false }
                if case .object = $0 { return false }
                return true
            }
            if scalars || indent == nil {
                text += "["
                for (offset, element) in elements.enumerated() {
                    if offset > 0 { text += indent == nil ? "," : ", " }
                    write(element, into: &text, indent: indent.map { _ in 0 })
                }
                text += "]"
                return
            }
            text += "[\n"
            for (offset, element) in elements.enumerated() {
                text += String(repeating: " ", count: (indent ?? 0) + 2)
                write(element, into: &text, indent: (indent ?? 0) + 2)
                text += offset == elements.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: " ", count: indent ?? 0) + "]"
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            guard let indent else {
                text += "{"
                for (offset, member) in members.enumerated() {
                    if offset > 0 { text += "," }
                    quote(member.key, into: &text)
                    text += ":"
                    write(member.value, into: &text, indent: nil)
                }
                text += "}"
                return
            }
            text += "{\n"
            for (offset, member) in members.enumerated() {
                text += String(repeating: " ", count: indent + 2)
                quote(member.key, into: &text)
                text += ": "
                write(member.value, into: &text, indent: indent + 2)
                text += offset == members.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: " ", count: indent) + "}"
        }
    }

    /// Appends a string as a JSON string literal.
    ///
    /// - Parameters:
    ///   - string: The string.
    ///   - text: Where to append.
    static func quote(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}
