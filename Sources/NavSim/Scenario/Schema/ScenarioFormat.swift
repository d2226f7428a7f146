import Foundation

/// The scenario format as documents: the JSON Schema (`scenarios/schema.json`) and the field reference
/// (`docs/scenario-format.md`), both generated from the table the decoder checks files against.
///
/// ```sh
/// navsim validate --print-schema > scenarios/schema.json
/// navsim validate --print-reference > docs/scenario-format.md
/// ```
public enum ScenarioFormat {
    /// The format version this NavSim reads (the top-level `"navsim"` field).
    public static var version: Int { ScenarioSchema.version }

    /// The JSON Schema (draft 2020-12) of the format.
    public static var jsonSchema: JSONValue {
        var definitions: [JSONMember] = []
        for object in ScenarioSchema.objects where object.name != ScenarioSchema.root {
            definitions.append(JSONMember(object.name, schema(of: object)))
        }
        var root = schema(of: ScenarioSchema.object(ScenarioSchema.root))
        guard case .object(var members) = root else { return root }
        members.insert(JSONMember("$schema", .string("https://json-schema.org/draft/2020-12/schema")), at: 0)
        members.insert(JSONMember("$id", .string("https://navsim.dev/scenario-\(version).schema.json")), at: 1)
        members.insert(JSONMember("title", .string("NavSim scenario, format \(version)")), at: 2)
        members.append(JSONMember("$defs", .object(definitions)))
        root = .object(members)
        return root
    }

    /// Whether a document is a JSON Schema of the scenario format (its `$id` is NavSim's scenario schema's),
    /// such as `scenarios/schema.json`, rather than a scenario.
    ///
    /// - Parameter bytes: The document.
    /// - Returns: `true` for a schema of any format version.
    public static func isSchemaDocument(_ bytes: [UInt8]) -> Bool {
        guard let value = try? JSONReader.parse(bytes), let id = value["$id"]?.string else { return false }
        return id.hasPrefix("https://navsim.dev/scenario-") && id.hasSuffix(".schema.json")
    }

    /// ``jsonSchema`` as text, with a trailing newline.
    public static var jsonSchemaText: String { JSONWriter.write(jsonSchema) + "\n" }

    /// The field reference in Markdown: every object, every field, its type, range, meaning and an example.
    public static var reference: String {
        var lines = [
            "# The scenario format (`\"navsim\": \(version)`)",
            "",
            "Generated from the decoder's own table by `navsim validate --print-reference`; a test keeps this file",
            "equal to it, and `scenarios/schema.json` (the JSON Schema) likewise. Durations are strings with a unit",
            "(`ns`, `us`, `ms`, `s`, `min`, `h`; `\"0\"` alone), at most one hour. A *latency* is a duration, a uniform",
            "range `\"10ms..50ms\"` or an exponential mean `\"~20ms\"`. Unknown fields are errors.",
            "",
        ]
        for object in ScenarioSchema.objects {
            let title = object.name.hasPrefix("handler.") ? "Handler `\(object.name.dropFirst(8))`" : "`\(object.name)`"
            lines.append("## \(title)")
            lines.append("")
            lines.append(object.doc)
            lines.append("")
            lines.append("| Field | Type | Required | Meaning | Example |")
            lines.append("|---|---|---|---|---|")
            for field in object.fields {
                let example = field.example.replacingOccurrences(of: "|", with: "\\|")
                lines.append(
                    "| `\(field.name)` | \(field.type.expectation.replacingOccurrences(of: "|", with: "\\|")) | "
                        + "\(field.required ? "yes" : "no") | \(field.doc.replacingOccurrences(of: "|", with: "\\|")) | "
                        + "`\(example)` |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    static func schema(of object: ObjectSpec) -> JSONValue {
        var properties: [JSONMember] = []
        for field in object.fields {
            guard case .object(var members) = schema(of: field.type) else { continue }
            members.insert(JSONMember("description", .string(field.doc)), at: 0)
            properties.append(JSONMember(field.name, .object(members)))
        }
        let required = object.fields.filter(\.required).map { JSONValue.string($0.name) }
        var members: [JSONMember] = [
            JSONMember("description", .string(object.doc)),
            JSONMember("type", .string("object")),
            JSONMember("properties", .object(properties)),
        ]
        if !required.isEmpty { members.append(JSONMember("required", .array(required))) }
        members.append(JSONMember("additionalProperties", .bool(false)))
        return .object(members)
    }

    static let durationPattern = #"^\s*(0|[0-9]+(\.[0-9]+)?(ns|us|ms|s|min|h))\s*$"#
    static let latencyPattern =
        #"^\s*(~?(0|[0-9]+(\.[0-9]+)?(ns|us|ms|s|min|h))|(0|[0-9]+(\.[0-9]+)?(ns|us|ms|s|min|h))\.\.(0|[0-9]+(\.[0-9]+)?(ns|us|ms|s|min|h)))\s*$"#

    static func schema(of type: FieldType) -> JSONValue {
        switch type {
        case .integer(let range):
            var members = [JSONMember("type", .string("integer")), JSONMember("minimum", .integer(range.lowerBound))]
            if range.upperBound != Int.max { members.append(JSONMember("maximum", .integer(range.upperBound))) }
            return .object(members)
        case .number(let range):
            return .object([
                JSONMember("type", .string("number")), JSONMember("minimum", .double(range.lowerBound)),
                JSONMember("maximum", .double(range.upperBound)),
            ])
        case .string:
            return .object([
                JSONMember("type", .string("string")), JSONMember("minLength", .integer(1)),
                JSONMember("maxLength", .integer(65_536)),
            ])
        case .enumeration(let values):
            return .object([JSONMember("enum", .array(values.map { .string($0) }))])
        case .constant(let value):
            return .object([JSONMember("const", .string(value))])
        case .boolean:
            return .object([JSONMember("type", .string("boolean"))])
        case .duration:
            return .object([
                JSONMember("type", .string("string")), JSONMember("pattern", .string(durationPattern)),
                JSONMember("$comment", .string("at most 1h")),
            ])
        case .latency:
            return .object([
                JSONMember("type", .string("string")), JSONMember("pattern", .string(latencyPattern)),
                JSONMember("$comment", .string("at most 1h; a range's lower bound first")),
            ])
        case .object(let name):
            return .object([JSONMember("$ref", .string("#/$defs/\(name)"))])
        case .oneOf(_, let variants):
            return .object([
                JSONMember(
                    "oneOf", .array(variants.map { .object([JSONMember("$ref", .string("#/$defs/\($0.object)"))]) }))
            ])
        case .array(let element, let count):
            var members = [
                JSONMember("type", .string("array")), JSONMember("items", schema(of: element)),
                JSONMember("minItems", .integer(count.lowerBound)),
            ]
            if count.upperBound != Int.max { members.append(JSONMember("maxItems", .integer(count.upperBound))) }
            return .object(members)
        case .map(let element):
            return .object([
                JSONMember("type", .string("object")), JSONMember("additionalProperties", schema(of: element)),
            ])
        case .any:
            return .object([])
        }
    }
}
