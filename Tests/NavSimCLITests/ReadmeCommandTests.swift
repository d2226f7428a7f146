import Foundation
import Testing

/// The READMEs' commands work as written: every `sh` block line of README.md and scenarios/README.md that
/// runs `navsim` is run against the built binary, and its exit status must be the one its comment promises
/// (`# exit 1: …`; `exit 0, or 1 …` allows either; no `exit` means 0). A README that drifts from the code
/// fails CI, which runs `swift test`.
///
/// Said explicitly, as the test departs from the text in three ways:
/// - `swift run -c release navsim ARGS` runs the `navsim` built next to the tests (debug) with ARGS.
/// - `navsim bench` lines are shortened to 2,000 measured events after 200 of warm-up on 8 web views
///   (unless the line names its own web views): a full run takes 6 s a repeat. Their promised exit status
///   is still checked, and a baseline recorded by one line is compared by the next as the README says.
/// - Each document runs in a scratch folder whose `scenarios` links to the repository's, so the files the
///   commands write (`baseline.json`) stay out of the checkout; globs are expanded there, as a shell would.
@Suite("The READMEs' commands work as written")
struct ReadmeCommandTests {
    static let documents = ["README.md", "scenarios/README.md"]

    /// Shell lines that are not `navsim` commands, each with why the test does not run it.
    static let notRun: [String: String] = [
        "swift test": "the test suite itself, which is running this",
        "export PATH=\"$PWD/.build/release:$PATH\"": "the test runs the built binary by its path",
    ]

    /// One command of a document.
    struct Command: CustomStringConvertible {
        var document: String
        var line: String
        var arguments: [String]
        var statuses: Set<Int32>
        var description: String { "\(document): \(line)" }
    }

    /// The `sh` blocks' lines of a document, without blank and comment-only lines.
    static func shellLines(_ document: String) throws -> [String] {
        let text = try String(contentsOf: Navsim.root.appendingPathComponent(document), encoding: .utf8)
        var lines: [String] = []
        var inShell = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inShell = !inShell && trimmed == "```sh"
                continue
            }
            if inShell, !trimmed.isEmpty, !trimmed.hasPrefix("#") { lines.append(trimmed) }
        }
        return lines
    }

    /// The exit statuses a line's comment promises: `exit 1`, `exit 0, or 1`, `exit 0 or 1`; 0 when it says none.
    static func promisedStatuses(_ comment: String) -> Set<Int32> {
        guard let range = comment.range(of: #"exit [0-9](,? or [0-9])?"#, options: .regularExpression) else {
            return [0]
        }
        return Set(comment[range].compactMap { $0.wholeNumberValue }.map(Int32.init))
    }

    static func commands(_ document: String) throws -> [Command] {
        try shellLines(document).compactMap { line in
            let parts = line.components(separatedBy: " #")
            let command = parts[0].trimmingCharacters(in: .whitespaces)
            let comment = parts.dropFirst().joined(separator: " #")
            if notRun[command] != nil { return nil }
            var words = command.split(separator: " ").map(String.init)
            if words.starts(with: ["swift", "run", "-c", "release", "navsim"]) { words.removeFirst(4) }
            guard words.first == "navsim" else {
                Issue.record("\(document): a shell line the README test does not know: \(line)")
                return nil
            }
            #expect(!command.contains("\"") && !command.contains("'"), "\(line): quotes are not split here")
            return Command(
                document: document, line: line, arguments: Array(words.dropFirst()),
                statuses: promisedStatuses(comment))
        }
    }

    /// `navsim bench` with the shortening flags (see the suite's comment); other commands as written.
    static func shortened(_ arguments: [String]) -> [String] {
        guard arguments.first == "bench" else { return arguments }
        var result: [String] = []
        var index = 0
        let lengths: Set<String> = ["--events", "-n", "--duration", "-d", "--warmup", "--warmup-events"]
        while index < arguments.count {
            if lengths.contains(arguments[index]) {
                index += 2
                continue
            }
            result.append(arguments[index])
            index += 1
        }
        result += ["--events", "2000", "--warmup-events", "200"]
        if !result.contains("--web-views") { result += ["--web-views", "8"] }
        return result
    }

    /// `dir/*.ext` expanded in a folder, sorted, as a shell does.
    static func expanded(_ arguments: [String], in folder: URL) throws -> [String] {
        try arguments.flatMap { argument -> [String] in
            guard argument.contains("*") else { return [argument] }
            let directory = (argument as NSString).deletingLastPathComponent
            let pattern = (argument as NSString).lastPathComponent
            let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
            try #require(parts.count == 2, "only dir/prefix*suffix globs: \(argument)")
            let names = try FileManager.default.contentsOfDirectory(
                atPath: folder.appendingPathComponent(directory).path)
            return names.filter { $0.hasPrefix(parts[0]) && $0.hasSuffix(parts[1]) }.sorted().map {
                directory + "/" + $0
            }
        }
    }

    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-readme-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("scenarios"),
            withDestinationURL: Navsim.root.appendingPathComponent("scenarios"))
        return folder
    }

    @Test("Every navsim command of the READMEs exits as its comment promises", arguments: documents)
    func commandsExitAsPromised(_ document: String) throws {
        let commands = try Self.commands(document)
        #expect(commands.count >= 5, "\(document) shows few commands")
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in commands {
            let arguments = try Self.expanded(Self.shortened(command.arguments), in: folder)
            let result = try Navsim.run(arguments, in: folder)
            #expect(
                command.statuses.contains(result.status),
                "\(command): exited \(result.status), the text promises \(command.statuses.sorted())\n\(result.stdout.suffix(800))\(result.stderr)"
            )
            // run, explore and replay print one verdict line, and it agrees with the exit status.
            if ["run", "explore", "replay"].contains(arguments.first), !arguments.contains("--json") {
                let verdicts = result.stdout.split(separator: "\n").filter { $0.hasPrefix("result: ") }
                #expect(verdicts.count == 1, "\(command): \(verdicts.count) verdict lines")
                #expect(verdicts.first?.hasPrefix(result.status == 0 ? "result: PASS" : "result: FAIL") == true)
            }
        }
    }

    @Test("The README links the glossary and stays a ten-minute read")
    func readmeShape() throws {
        let readme = try String(contentsOf: Navsim.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("](docs/glossary.md)"))
        #expect(readme.contains("swift run -c release navsim bench") && readme.contains("swift test"))
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 250)
        for link in ["docs/performance.md", "docs/porting.md", "scenarios/README.md", "docs/scenario-format.md"] {
            #expect(readme.contains("](\(link))"), "README does not link \(link)")
            #expect(FileManager.default.fileExists(atPath: Navsim.root.appendingPathComponent(link).path))
        }
        let listed = Set(try ScenarioTable.rows().map(\.file))
        #expect(listed == Set(Navsim.scenarios.map { URL(fileURLWithPath: $0).lastPathComponent }))
    }

    @Test("Every Swift example of the README is compiled and run by Tests/NavSimTests/Readme/ReadmeExamples.swift")
    func swiftExamplesCompile() throws {
        let readme = try String(contentsOf: Navsim.root.appendingPathComponent("README.md"), encoding: .utf8)
        let examples = try String(
            contentsOf: Navsim.root.appendingPathComponent("Tests/NavSimTests/Readme/ReadmeExamples.swift"),
            encoding: .utf8)
        let compiled = examples.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var blocks: [[String]] = []
        var current: [String]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```swift") {
                current = []
            } else if line.hasPrefix("```"), let block = current {
                blocks.append(block)
                current = nil
            } else if current != nil {
                current?.append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        #expect(blocks.count >= 3)
        // Each line of each block, in order (the examples put the README's top-level statements in tests).
        for block in blocks where block.first != "// Package.swift" {
            var position = compiled.startIndex
            for line in block where !line.isEmpty {
                guard let found = compiled[position...].firstIndex(of: line) else {
                    Issue.record("README's Swift line '\(line)' is not in ReadmeExamples.swift (in this order)")
                    break
                }
                position = found + 1
            }
        }
    }

    @Test(
        "scenarios/README.md's table says what run and explore do with each file",
        arguments: try ScenarioTable.rows())
    func scenarioTable(_ row: ScenarioTable.Row) throws {
        let file = "scenarios/\(row.file)"
        let run = try Navsim.run(["run", file])
        #expect(run.status == (row.runPasses ? 0 : 1), "\(file): run exited \(run.status)\n\(run.stdout.suffix(400))")
        let explore = try Navsim.run(["explore", file, "--seeds", "\(row.seeds)"])
        #expect(explore.status == (row.explorePasses ? 0 : 1), "\(file): explore exited \(explore.status)")
        if let seed = row.failingSeed {
            #expect(explore.stdout.contains("result: FAIL at seed \(seed) "), "\(file): \(explore.stdout.suffix(300))")
        }
    }
}

/// The table of scenarios/README.md.
enum ScenarioTable {
    struct Row: Sendable, CustomStringConvertible {
        var file: String
        var runPasses: Bool
        var explorePasses: Bool
        var failingSeed: Int?
        /// As scenarios/README.md says: 1000 seeds, as the header says, for a file that fails (it stops at
        /// its first failing seed); 100 for one that passes (`ScenarioRunnerTests` explores 1000 of most
        /// fixed races), 50 for a preset (1000 seeds of a preset take a minute in a debug build).
        var seeds: Int { file.hasPrefix("preset-") ? 50 : explorePasses ? 100 : 1_000 }
        var description: String { file }
    }

    static func rows() throws -> [Row] {
        let text = try String(
            contentsOf: Navsim.root.appendingPathComponent("scenarios/README.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> Row? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 4, cells[0].hasPrefix("`"), cells[0].hasSuffix(".json`") else { return nil }
            let seed = cells[3].range(of: #"fails at seed [0-9]+"#, options: .regularExpression).flatMap {
                Int(cells[3][$0].split(separator: " ").last ?? "")
            }
            return Row(
                file: String(cells[0].dropFirst().dropLast()), runPasses: cells[2].hasPrefix("passes"),
                explorePasses: cells[3].hasPrefix("passes"), failingSeed: seed)
        }
    }
}
