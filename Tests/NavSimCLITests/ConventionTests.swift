import Foundation
import Testing

/// Command-line conventions a newcomer expects: completion scripts, short options, a version that says
/// what it reads, `list` from anywhere, words they know.
@Suite("navsim's command-line conventions, end to end")
struct ConventionTests {
    /// Runs a shell command and returns its status and output; `nil` when the shell is not installed.
    static func shell(_ shell: String, _ script: String) throws -> (status: Int32, output: String)? {
        let path = ["/bin/\(shell)", "/usr/bin/\(shell)"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-c", script]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(
        "--generate-completion-script prints a script for bash, zsh and fish; bash completes commands, options, values")
    func completionScripts() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-completion-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for shell in ["bash", "zsh", "fish"] {
            let result = try Navsim.run(["--generate-completion-script", shell])
            #expect(result.status == 0)
            #expect(result.stdout.contains("navsim"))
            for command in ["bench", "run", "explore", "replay", "orderings", "validate", "list", "version"] {
                #expect(result.stdout.contains(command), "\(shell) script lacks \(command)")
            }
            let file = directory.appendingPathComponent("navsim.\(shell)")
            try Data(result.stdout.utf8).write(to: file)
            // Each shell parses its script, when it is installed.
            let check = shell == "fish" ? "fish --no-execute \(file.path)" : "\(shell) -n \(file.path)"
            if let parsed = try Self.shell(shell, check) { #expect(parsed.status == 0, "\(shell): \(parsed.output)") }
        }
        let bash = directory.appendingPathComponent("navsim.bash").path
        let completions = try #require(
            try Self.shell(
                "bash",
                """
                source \(bash)
                COMP_WORDS=(navsim exp); COMP_CWORD=1; _navsim; echo "1: ${COMPREPLY[*]}"
                COMP_WORDS=(navsim explore --se); COMP_CWORD=2; _navsim; echo "2: ${COMPREPLY[*]}"
                COMP_WORDS=(navsim bench --observe ''); COMP_CWORD=3; _navsim; echo "3: ${COMPREPLY[*]}"
                COMP_WORDS=(navsim --generate-completion-script ''); COMP_CWORD=2; _navsim; echo "4: ${COMPREPLY[*]}"
                """))
        #expect(completions.output.contains("1: explore"))
        #expect(completions.output.contains("2: --seeds"))
        #expect(completions.output.contains("3: handler stream none"))
        #expect(completions.output.contains("4: bash zsh fish"))
        let unknown = try Navsim.run(["--generate-completion-script", "tcsh"])
        #expect(unknown.status == 2 && unknown.stderr.contains("takes one of bash, zsh, fish, not 'tcsh'"))
    }

    @Test("Short options work where swift-argument-parser users expect them; an unknown one gets a clear error")
    func shortOptions() throws {
        let explore = try Navsim.run(["explore", "scenarios/race1-fallthrough-fixed.json", "-s", "5"])
        #expect(explore.status == 0, "\(explore.stderr)")
        #expect(explore.stdout.contains("result: PASS (5 schedules"))
        let replay = try Navsim.run(["replay", "scenarios/race1-fallthrough-fixed.json", "-s", "3", "-t"])
        #expect(replay.status == 0 && replay.stdout.contains("seed 3") && replay.stdout.contains("timeline:"))
        let run = try Navsim.run(["run", "scenarios/race1-fallthrough-fixed.json", "-s", "5"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("unknown option '-s'; this command's short options: -t (--trace), -h (--help)"))
        #expect(!run.stderr.contains("one FILE only"))
        let help = try Navsim.run(["explore", "-h"])
        #expect(help.status == 0 && help.stdout.contains("-s, --seeds N"))
        let typo = try Navsim.run(["explore", "scenarios/race1-fallthrough-fixed.json", "-seeds", "5"])
        #expect(typo.status == 2 && typo.stderr.contains("did you mean '--seeds'?"))
    }

    @Test("version says which schedule, scenario and report formats this navsim reads and writes")
    func version() throws {
        let text = try Navsim.run(["version"])
        #expect(text.status == 0)
        #expect(text.stdout.hasPrefix("navsim 0.2.0 ("))
        #expect(text.stdout.contains("schedule format 1"))
        #expect(text.stdout.contains("scenario format 1"))
        #expect(text.stdout.contains("bench report navsim.bench/2, reads navsim.bench/1 and navsim.bench/2"))
        let json = try #require(Navsim.json(try Navsim.run(["version", "--json"]).stdout) as? [String: Any])
        #expect(json["scheduleFormat"] as? Int == 1 && json["scenarioFormat"] as? Int == 1)
        let short = try Navsim.run(["--version"])
        #expect(short.stdout == text.stdout.split(separator: "\n").first.map { $0 + "\n" })
    }

    @Test("list works from any directory: the nearest package's scenarios, else the checkout's")
    func listAnywhere() throws {
        let elsewhere = FileManager.default.temporaryDirectory
        let result = try Navsim.run(["list"], in: elsewhere)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == Navsim.scenarios.count)
        let nested = try Navsim.run(["list"], in: Navsim.root.appendingPathComponent("Sources/NavSimCLI"))
        #expect(nested.status == 0 && nested.stdout == result.stdout)
        let validate = try Navsim.run(["validate", "scenarios/schema.json"])
        #expect(validate.status == 0 && validate.stdout.contains("JSON Schema, current"))
    }

    @Test("The words: a run's header says what a step is; the glossary explains the terms output uses")
    func words() throws {
        let run = try Navsim.run(["run", "scenarios/race1-fallthrough-fixed.json"])
        #expect(run.stdout.contains("scheduling steps (tasks resumed one at a time)"))
        let glossary = try String(contentsOf: Navsim.root.appendingPathComponent("docs/glossary.md"), encoding: .utf8)
        for term in [
            "RACE-CASES", "The article", "§1–§8", "PCT, `pct2h11`", "Chain, handler, claim", "nothingToLoad",
            "failedProvisional", "Scheduling step", "expect, verdict", "failOn", "Jitter", "`(default)`",
        ] {
            #expect(glossary.contains(term), "docs/glossary.md does not explain \(term)")
        }
        let reference = try String(
            contentsOf: Navsim.root.appendingPathComponent("docs/scenario-format.md"), encoding: .utf8)
        let types = try #require(reference.split(separator: "\n").first { $0.hasPrefix("| `navigationTypes`") })
        #expect(types.contains("\"userInitiated\"") && types.contains("\"all\""))
    }
}
