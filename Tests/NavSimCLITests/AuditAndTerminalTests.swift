import Foundation
import Testing

@Suite("navsim audit, every validate error, and output a terminal can trust", .serialized)
struct AuditAndTerminalTests {
    static func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-audit-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test("audit: the presets pass (exit 0), RACE-CASES 2's chain fails with witnesses (exit 1), bad input exits 2")
    func audit() throws {
        for preset in ["default", "productPage", "payment"] {
            let result = try Navsim.run(["audit", "--preset", preset])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("PASS: no hostile URL passed"))
        }
        let buggy = try Navsim.run(["audit", "scenarios/race2-deeplink-shadowing-buggy.json"])
        #expect(buggy.status == 1)
        #expect(buggy.stdout.contains("FAIL: "))
        #expect(
            buggy.stdout.contains(
                "https://link.example.com@evil.example/: cancel (openDeepLink(DeepLink: /)) by DeepLink"))
        #expect(try Navsim.run(["audit", "scenarios/race2-deeplink-shadowing-fixed.json"]).status == 0)

        let json = try Navsim.run(["audit", "scenarios/race2-deeplink-shadowing-buggy.json", "--json"])
        #expect(json.status == 1)
        let report = try #require(Navsim.json(json.stdout) as? [String: Any])
        #expect(report["schema"] as? String == "navsim.audit/1")
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.allSatisfy { $0["technique"] is String && $0["handler"] as? String == "DeepLink" })

        let unknown = try Navsim.run(["audit", "--preset", "defualt"])
        #expect(unknown.status == 2 && unknown.stderr.contains("did you mean \"default\""))
        let missingCorpus = try Navsim.run(["audit", "--preset", "default", "--corpus", "/nonexistent/urls.txt"])
        #expect(missingCorpus.status == 2 && missingCorpus.stderr.contains("cannot read the corpus"))
        #expect(try Navsim.run(["audit"]).status == 2)
        let trusting = try Navsim.run(["audit", "--preset", "payment", "--trust", "partner.example, shop.example"])
        #expect(trusting.status == 0)
        #expect(trusting.stdout.contains("partner.example, shop.example"), "\(trusting.stdout)")
        let help = try Navsim.run(["audit", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--corpus"))
    }

    @Test("audit --corpus: the issue's hostile URLs pass no host rule of a scenario's allow list")
    func auditCorpus() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = directory.appendingPathComponent("allow-list.json")
        try Data(
            #"""
            {"navsim": 1, "name": "allow-list", "configuration": {"chain": [
              {"kind": "hostList", "policy": "allow", "hosts": ["example.com", "*.example.com"]},
              {"kind": "cancelAll"}]},
             "workload": {"steps": [{"do": "load", "url": "https://example.com/"}]}}
            """#.utf8
        ).write(to: scenario)
        let corpus = directory.appendingPathComponent("hostile.txt")
        let urls = [
            "# the eight URLs of issue 19", "javascript://example.com/%0aalert(document.domain)",
            "data://example.com/text/html,hi", "file://example.com/etc/passwd", "about://example.com/",
            "intent://example.com/#Intent;scheme=https;package=com.evil.app;end", "exampleapp://example.com/login",
            "ftp://example.com/", "https://evil.c\u{2100}.example.com/",
        ]
        try Data(urls.joined(separator: "\n").utf8).write(to: corpus)
        let result = try Navsim.run(["audit", scenario.path, "--corpus", corpus.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("PASS"))

        // The same allow list naming the schemes outright trusts hosts that name no server: the audit finds each
        // (ftp: has a web origin, so naming it is a real choice; U+2100 makes no URL at all).
        let named = directory.appendingPathComponent("named-schemes.json")
        try Data(
            #"""
            {"navsim": 1, "name": "named-schemes", "configuration": {"chain": [
              {"kind": "hostList", "policy": "allow", "hosts": ["*.example.com", "example.com"],
               "hostSchemes": ["https", "javascript", "data", "file", "about", "intent", "exampleapp", "ftp"]},
              {"kind": "allowAll"}]},
             "workload": {"steps": [{"do": "load", "url": "https://example.com/"}]}}
            """#.utf8
        ).write(to: named)
        let found = try Navsim.run(["audit", named.path, "--corpus", corpus.path])
        #expect(found.status == 1)
        for url in urls.dropFirst().dropLast() where url != "ftp://example.com/" {
            #expect(found.stdout.contains("] \(url): allow by HostList;"), "\(url)\n\(found.stdout)")
        }
    }

    @Test("validate reports every error of a file, up to 20, each with its JSON path and fix")
    func validateEveryError() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let several = directory.appendingPathComponent("several.json")
        try Data(
            #"""
            {"navsim": 1, "name": "x", "seed": -3, "webViews": "two", "bogus": 1,
             "configuration": {"chain": [{"kind": "deeplink"}, {"kind": "hostList", "hosts": 5}]},
             "workload": {"events": 0}}
            """#.utf8
        ).write(to: several)
        let result = try Navsim.run(["validate", several.path])
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let paths = [
            "$.bogus", "$.seed", "$.webViews", "$.configuration.chain[0].kind", "$.configuration.chain[1]:",
            "$.configuration.chain[1].hosts", "$.workload.events",
        ]
        #expect(lines.count == paths.count, "\(result.stderr)")
        for (line, path) in zip(lines, paths) {
            #expect(line.hasPrefix("error: \(several.path): \(path)"), "\(line)")
            #expect(line.contains("Fix: "), "\(line)")
        }

        let many = directory.appendingPathComponent("many.json")
        let fields = (1...30).map { "\"unknown\($0)\": 1" }.joined(separator: ", ")
        try Data(#"{"navsim": 1, "name": "x", \#(fields)}"#.utf8).write(to: many)
        let capped = try Navsim.run(["validate", many.path])
        let cappedLines = capped.stderr.split(separator: "\n")
        #expect(cappedLines.filter { $0.hasPrefix("error: ") }.count == 20)
        #expect(cappedLines.last?.hasPrefix("note: ") == true)
        let json = try Navsim.run(["validate", "--json", several.path, many.path])
        let decoded = try #require(Navsim.json(json.stdout) as? [[String: Any]])
        #expect((decoded[0]["errors"] as? [Any])?.count == paths.count)
        #expect((decoded[1]["errors"] as? [Any])?.count == 20 && decoded[1]["truncated"] as? Bool == true)
    }

    @Test("text from a scenario reaches the terminal escaped in every command: no control byte, no forged line")
    func terminalSafe() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try Data(
            contentsOf: Navsim.root.appendingPathComponent("scenarios/race1-fallthrough-buggy.json"))
        var scenario = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        scenario["name"] = "a\u{1B}[31mRED\nerror: fake"
        scenario["description"] = "d\u{7}\r\nerror: fake description \u{202E}txt.exe\u{7F}\u{85}"
        var workload = try #require(scenario["workload"] as? [String: Any])
        var steps = try #require(workload["steps"] as? [[String: Any]])
        steps.append(["do": "load", "url": "https://example.com/x\u{1B}[2J\nerror: fake url"])
        workload["steps"] = steps
        scenario["workload"] = workload
        let file = directory.appendingPathComponent("hostile.json")
        try JSONSerialization.data(withJSONObject: scenario).write(to: file)
        let commands: [[String]] = [
            ["validate", file.path], ["run", file.path], ["run", file.path, "--trace"],
            ["explore", file.path, "--seeds", "3"], ["replay", file.path, "--seed", "1", "--trace"],
            ["orderings", file.path], ["audit", file.path], ["bench", file.path, "--events", "20"],
            ["list", "--dir", directory.path],
        ]
        for command in commands {
            let result = try Navsim.run(command)
            let output = result.stdout + result.stderr
            #expect(!output.unicodeScalars.contains { [0x1B, 0x07, 0x0D].contains($0.value) }, "\(command)")
            let forged = output.split(separator: "\n").filter { $0.hasPrefix("error: fake") }
            #expect(forged.isEmpty, "\(command): \(forged)")
        }
        // JSON stays JSON: what a terminal would act on is a \u escape inside its string.
        let jsonCommands: [[String]] = [
            ["run", file.path, "--json", "--trace"], ["orderings", file.path, "--json"],
            ["audit", file.path, "--json"],
            ["validate", "--json", file.path], ["list", "--dir", directory.path, "--json"],
        ]
        for command in jsonCommands {
            let result = try Navsim.run(command)
            #expect(
                !result.stdout.unicodeScalars.contains {
                    $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E)
                },
                "\(command)")
            #expect(Navsim.json(result.stdout) != nil, "\(command): \(result.stdout.prefix(300))")
        }
        let listedJSON = try Navsim.run(["list", "--dir", directory.path, "--json"])
        // Names and descriptions are escaped when decoded, so JSON carries the escaped text too.
        #expect(listedJSON.stdout.contains("\\\\u{202E}txt.exe\\\\u{7F}\\\\u{85}"), "\(listedJSON.stdout)")
        let listed = try Navsim.run(["list", "--dir", directory.path])
        #expect(listed.stdout.contains("d\\u{7}\\u{D}\\u{A}error: fake description"), "\(listed.stdout)")
    }
}
