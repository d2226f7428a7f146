import Foundation
import NavSimCore
import Testing

@testable import NavSim

/// Every built-in handler carries its ordering rules: a handler in `NavSimCore/Chain/Handlers` without a
/// kind (and so without rules) fails here, and a kind whose type lacks the rules does not compile.
@Suite struct BuiltinHandlerKindTests {
    /// The handler types declared in `Sources/NavSimCore/Chain/Handlers`, read from the sources.
    static func builtinHandlerTypes() throws -> [String] {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/NavSimCore/Chain/Handlers")
        var types: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n")
            where line.hasPrefix("public struct ") || line.hasPrefix("public final class ") {
                guard line.contains("NavigationActionHandler") else { continue }
                let declaration = line.split(separator: " ")
                let name = declaration[declaration.firstIndex { $0 == "struct" || $0 == "class" }! + 1]
                types.append(String(name.prefix { $0 != ":" && $0 != "<" }))
            }
        }
        return types
    }

    @Test func everyBuiltinHandlerHasAKindAndRules() throws {
        let types = try Self.builtinHandlerTypes()
        #expect(types.count >= 8, "the scan found \(types)")
        let kinds = Set(BuiltinHandlerKind.allCases.map { "\($0.handlerType)" })
        for type in types {
            #expect(
                kinds.contains(type),
                """
                \(type) is a built-in handler with no BuiltinHandlerKind: give it a kind and its rules in \
                Sources/NavSim/Orderings/Handlers/\(type)+Orderings.swift
                """)
        }
    }

    @Test func theSchemaAndTheDecoderNameEveryKind() throws {
        #expect(ScenarioSchema.handlerKinds == BuiltinHandlerKind.allCases.map(\.rawValue))
        for kind in BuiltinHandlerKind.allCases {
            #expect(ScenarioSchema.objects.contains { $0.name == "handler.\(kind.rawValue)" }, "\(kind)")
        }
    }

    @Test(arguments: BuiltinHandlerKind.allCases)
    func aDecodedHandlerOfEachKindHasRules(_ kind: BuiltinHandlerKind) throws {
        let fields: [BuiltinHandlerKind: String] = [
            .deepLink: #""hosts": ["link.example.com"]"#,
            .homeTabSwitch: #""homeURL": "https://example.com/""#,
            .hostList: #""hosts": ["tracker.example"], "policy": "cancel""#,
            .nativePage: #""routes": ["/product/:id"]"#,
            .payment: #""routes": ["/pay/*"]"#,
            .schemeFilter: #""schemes": ["tel"]"#,
        ]
        let extra = fields[kind].map { ", " + $0 } ?? ""
        let json = """
            {"navsim": 1, "name": "kind", "configuration": {"chain": [{"kind": "\(kind.rawValue)"\(extra)}]},
             "workload": {"steps": [{"do": "load", "url": "https://example.com/"}]}}
            """
        let scenario = try Scenario(parsing: Array(json.utf8), file: "kind.json")
        let handler = try #require(scenario.configuration.handlers.first)
        #expect("\(type(of: handler))" == "\(kind.handlerType)")
        let rules = try #require(ClaimRule.rules(of: handler))
        #expect(!rules.isEmpty)
        #expect(handler.name == kind.defaultName)
    }
}
