import Foundation
import Testing

@testable import NavSim

@Suite("The scenario format: one table, three documents")
struct ScenarioFormatTests {
    @Test("scenarios/schema.json is exactly the schema the decoder's table generates")
    func schemaFileMatchesDecoder() {
        #expect(
            ShippedScenarios.text("scenarios/schema.json") == ScenarioFormat.jsonSchemaText,
            "regenerate: swift run navsim validate --print-schema > scenarios/schema.json")
    }

    @Test("docs/scenario-format.md is exactly the reference the decoder's table generates")
    func referenceMatchesDecoder() {
        #expect(
            ShippedScenarios.text("docs/scenario-format.md") == ScenarioFormat.reference + "\n",
            "regenerate: swift run navsim validate --print-reference > docs/scenario-format.md")
    }

    @Test("Every field's example is accepted by the checker for that field")
    func examplesAreValid() throws {
        var checker = SchemaChecker(file: "example")
        for object in ScenarioSchema.objects {
            for field in object.fields {
                #expect(!field.doc.isEmpty, "\(object.name).\(field.name) has no documentation")
                let value = try JSONReader.parse(Array(field.example.utf8))
                #expect(throws: Never.self, "\(object.name).\(field.name): \(field.example)") {
                    try checker.check(value, as: field.type, path: "$", field: field)
                }
            }
        }
    }

    @Test("The schema names every object the table has, each closed to unknown fields")
    func schemaIsClosed() throws {
        let schema = ScenarioFormat.jsonSchema
        let definitions = try #require(schema["$defs"]?.members)
        #expect(definitions.count == ScenarioSchema.objects.count - 1)
        for definition in definitions {
            #expect(definition.value["additionalProperties"] == .bool(false), "\(definition.key)")
        }
        #expect(schema["additionalProperties"] == .bool(false))
    }

    @Test("Every shipped scenario decodes, and scenarios/README.md lists it")
    func shippedScenariosDecode() throws {
        let readme = ShippedScenarios.text("scenarios/README.md")
        #expect(ShippedScenarios.paths.count >= 20)
        for path in ShippedScenarios.paths {
            let scenario = try Scenario(contentsOf: path)
            #expect(!scenario.summary.isEmpty, "\(path) has no description")
            let file = URL(fileURLWithPath: path).lastPathComponent
            #expect(readme.contains(file), "scenarios/README.md does not list \(file)")
        }
    }

    @Test("The reader keeps member order, reads 64-bit integers exactly and round-trips through the writer")
    func readerRoundTrips() throws {
        let text = #"{"b":[1,2.5,-3e2,true,null],"a":{"seed":9007199254740991},"s":"\u00e9\ud83d\ude00\n"}"#
        let value = try JSONReader.parse(Array(text.utf8))
        #expect(value.members?.map(\.key) == ["b", "a", "s"])
        #expect(value["a"]?["seed"]?.int == 9_007_199_254_740_991)
        #expect(value["s"]?.string == "é😀\n")
        #expect(try JSONReader.parse(Array(JSONWriter.write(value, pretty: false).utf8)) == value)
        #expect(try JSONReader.parse(Array(JSONWriter.write(value).utf8)) == value)
    }
}
