import Foundation
import Testing

@testable import NavSim

@Suite("Bad scenario files: one message naming the file, the path, what was expected and the fix")
struct ScenarioErrorTests {
    static let valid = #"""
        {"navsim": 1, "name": "x", "configuration": {"preset": "default"},
         "workload": {"events": 5, "mix": {"navigate": 1}, "urls": [{"url": "https://example.com/"}]}}
        """#

    /// A broken document, the JSON path its error must name, and words its message must contain.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let json: String
        let path: String
        let words: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "malformed", json: #"{"navsim": 1,, }"#, path: "line 1, column 14",
            words: ["expected a member name", "JSON"]),
        Case(
            name: "trailing comma", json: #"{"navsim": 1, "name": "x",}"#, path: "line 1, column 27",
            words: ["member name"]),
        Case(
            name: "duplicate key", json: #"{"navsim": 1, "navsim": 1}"#, path: "line 1, column 15",
            words: ["duplicate member \"navsim\""]),
        Case(
            name: "wrong type",
            json: valid.replacingOccurrences(of: #""events": 5"#, with: #""events": "many""#),
            path: "$.workload.events", words: ["found a string \"many\"", "whole number from 1 to 100000000"]),
        Case(
            name: "unknown field with did-you-mean",
            json: valid.replacingOccurrences(of: #""workload""#, with: #""workloads""#),
            path: "$.workloads", words: ["unknown field \"workloads\"", "did you mean \"workload\"", "rename it"]),
        Case(
            name: "unknown handler kind with did-you-mean",
            json: valid.replacingOccurrences(
                of: #"{"preset": "default"}"#, with: #"{"chain": [{"kind": "allowall"}]}"#),
            path: "$.configuration.chain[0].kind", words: ["unknown kind \"allowall\"", "did you mean \"allowAll\""]),
        Case(
            name: "negative count", json: valid.replacingOccurrences(of: #""events": 5"#, with: #""events": -5"#),
            path: "$.workload.events", words: ["-5 is out of range"]),
        Case(
            name: "absurd count",
            json: valid.replacingOccurrences(of: #""events": 5"#, with: #""events": 1e12"#),
            path: "$.workload.events", words: ["out of range", "100000000"]),
        Case(
            name: "absurd latency",
            json: valid.replacingOccurrences(
                of: #""configuration""#, with: #""page": {"latency": "2h"}, "configuration""#),
            path: "$.page.latency", words: ["longer than 1 hour"]),
        Case(
            name: "negative latency",
            json: valid.replacingOccurrences(
                of: #""configuration""#, with: #""page": {"latency": "-3ms"}, "configuration""#),
            path: "$.page.latency", words: ["cannot be negative"]),
        Case(
            name: "probability above 1",
            json: valid.replacingOccurrences(
                of: #""configuration""#, with: #""faults": {"NativePage": {"probability": 1.5}}, "configuration""#),
            path: "$.faults.NativePage.probability", words: ["1.5 is out of range", "from 0 to 1"]),
        Case(
            name: "empty mix",
            json: valid.replacingOccurrences(of: #"{"navigate": 1}"#, with: #"{"navigate": 0, "back": 0}"#),
            path: "$.workload.mix", words: ["the mix is empty"]),
        Case(
            name: "fault needing the completion-handler form",
            json: valid.replacingOccurrences(
                of: #""configuration""#, with: #""faults": {"NativePage": {"decideTwice": true}}, "configuration""#),
            path: "$.faults.NativePage.decideTwice",
            words: ["completion-handler form", "\"form\": \"completionHandler\""]),
        Case(
            name: "fault for an unknown handler",
            json: valid.replacingOccurrences(
                of: #""configuration""#, with: #""faults": {"NativPage": {"throw": true}}, "configuration""#),
            path: "$.faults.NativPage", words: ["no handler is named", "did you mean \"NativePage\""]),
        Case(
            name: "too many web views",
            json: valid.replacingOccurrences(of: #""name": "x""#, with: #""name": "x", "webViews": 20000"#),
            path: "$.webViews", words: ["20000 is out of range", "1 to 10000"]),
        Case(
            name: "missing required field",
            json: valid.replacingOccurrences(of: #""name": "x", "#, with: ""),
            path: "$", words: ["required field \"name\" is missing", "add \"name\""]),
        Case(
            name: "unsupported version", json: #"{"navsim": 2}"#, path: "$.navsim",
            words: ["format version 2"]),
        Case(
            name: "not an object", json: #"[1, 2]"#, path: "$", words: ["found an array", "an object"]),
        Case(
            name: "bad route",
            json: valid.replacingOccurrences(
                of: #"{"preset": "default"}"#, with: #"{"chain": [{"kind": "nativePage", "routes": ["product/:id"]}]}"#),
            path: "$.configuration.chain[0].routes[0]", words: ["route"]),
        Case(
            name: "delegate class without a delegate",
            json: valid.replacingOccurrences(
                of: #"{"preset": "default"}"#, with: #"{"preset": "default", "delegateClass": "MyApp.Coordinator"}"#),
            path: "$.configuration.delegateClass",
            words: ["chain form has no navigation delegate", "completionHandler"]),
        Case(
            name: "delegate class that is no class name",
            json: valid.replacingOccurrences(
                of: #"{"preset": "default"}"#,
                with: #"{"preset": "default", "form": "completionHandler", "delegateClass": "My App.1Coordinator"}"#),
            path: "$.configuration.delegateClass",
            words: ["\"My App.1Coordinator\" is not a class name", "MyApp.WebViewCoordinator"]),
        Case(
            name: "bad URL",
            json: valid.replacingOccurrences(of: #""url": "https://example.com/""#, with: #""url": "example""#),
            path: "$.workload.urls[0].url", words: ["not an absolute URL"]),
    ]

    @Test("Each broken document gets one message with its path", arguments: cases)
    func brokenDocument(_ testCase: Case) throws {
        let error = try #require(throws: ScenarioError.self) {
            try Scenario(parsing: Array(testCase.json.utf8), file: "broken.json")
        }
        #expect(error.path == testCase.path, "\(error)")
        let message = error.description
        #expect(message.hasPrefix("broken.json: \(testCase.path): "))
        #expect(message.contains("Expected ") && message.contains("Fix: "))
        for word in testCase.words { #expect(message.contains(word), "\(message) lacks \(word)") }
        #expect(!message.contains("\n"))
    }

    @Test("The valid base document decodes")
    func baseIsValid() throws {
        let scenario = try Scenario(parsing: Array(Self.valid.utf8), file: "valid.json")
        #expect(scenario.configuration.handlerNames == ["DeepLink", "HomeTabSwitch", "NativePage", "AllowAll"])
    }

    @Test("Deep nesting is refused without exhausting the stack")
    func deepNesting() throws {
        let text = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        let error = try #require(throws: ScenarioError.self) {
            try Scenario(parsing: Array(text.utf8), file: "deep.json")
        }
        #expect(error.code == .malformed)
        #expect(error.problem.contains("nesting deeper than 64"))
    }

    @Test("A missing file, a directory, an empty file and a file over 10 MB each get a clear message")
    func files() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-errors-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = try #require(throws: ScenarioError.self) {
            try Scenario(contentsOf: directory.appendingPathComponent("missing.json").path)
        }
        #expect(missing.code == .unreadable && missing.problem == "no such file")
        let isDirectory = try #require(throws: ScenarioError.self) { try Scenario(contentsOf: directory.path) }
        #expect(isDirectory.code == .unreadable)
        let empty = directory.appendingPathComponent("empty.json")
        try Data().write(to: empty)
        let emptyError = try #require(throws: ScenarioError.self) { try Scenario(contentsOf: empty.path) }
        #expect(emptyError.problem == "the file is empty")
        let huge = directory.appendingPathComponent("huge.json")
        try Data(repeating: UInt8(ascii: " "), count: 11 * 1_024 * 1_024).write(to: huge)
        let hugeError = try #require(throws: ScenarioError.self) { try Scenario(contentsOf: huge.path) }
        #expect(hugeError.code == .tooLarge)
        #expect(hugeError.description.contains("at most 10 MB"))
    }
}
