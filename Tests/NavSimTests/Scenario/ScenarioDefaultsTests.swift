import NavSimCore
import Testing

@testable import NavSim

/// A field's default is written once, in `ScenarioSchema`: the reference prints it and the decoder reads it.
@Suite("Scenario defaults: written once, printed and read from the schema")
struct ScenarioDefaultsTests {
    @Test("Every default the schema declares is printed in its field's documentation")
    func printed() {
        var defaults = 0
        for object in ScenarioSchema.objects {
            for field in object.fields {
                guard let value = field.defaultValue else { continue }
                defaults += 1
                #expect(field.doc.contains("Default \(value.prose)"), "\(object.name).\(field.name)")
                #expect(!field.summary.contains("Default "), "\(object.name).\(field.name) repeats its default")
            }
        }
        #expect(defaults >= 20)
    }

    @Test("A file that leaves the fields out decodes to the schema's defaults")
    func decoded() throws {
        let json = """
            {"navsim": 1, "name": "defaults", "configuration": {"chain": [{"kind": "allowAll"}],
              "schemeHandlers": [{"scheme": "app"}], "userScripts": [{"source": "x", "injectionTime": "atDocumentEnd"}]},
             "page": {"responses": [{"url": "https://example.com/"}]},
             "workload": {"steps": [{"do": "load", "url": "https://example.com/"}, {"do": "yield"}]}}
            """
        let scenario = try Scenario(parsing: Array(json.utf8), file: "defaults.json")
        func value(_ object: String, _ field: String) -> JSONValue {
            JSONValue.object([]).field(field, of: object)
        }
        #expect(scenario.seed == UInt64(value("scenario", "seed").int ?? -1))
        #expect(scenario.webViews == value("scenario", "webViews").int)
        #expect(scenario.failOn.rawValue == value("scenario", "failOn").string)
        let handler = try #require(scenario.configuration.schemeHandlers.first)
        #expect(handler.chunkSize == value("schemeHandler", "chunkSize").int)
        #expect(handler.chunkSize == 16)
        #expect(handler.chunks == value("schemeHandler", "chunks").int)
        #expect(handler.mimeType == value("schemeHandler", "mimeType").string)
        #expect(handler.onStop.rawValue == value("schemeHandler", "onStop").string)
        #expect(
            scenario.configuration.userScripts.first?.forMainFrameOnly == value("userScript", "forMainFrameOnly").bool)
        #expect(scenario.workload.concurrency == value("workload", "concurrency").int)
        let steps = scenario.workload.steps
        #expect(steps.first?.webView == value("step", "webView").int)
        guard case .load(_, let type)? = steps.first?.action, case .yield(let times)? = steps.last?.action else {
            Issue.record("steps: \(steps)")
            return
        }
        #expect(type.rawValue == value("step", "type").string)
        #expect(times == value("step", "times").int)
    }
}
