import Foundation

/// Runs the built `navsim` binary (next to the test bundle in `.build/<triple>/debug`) and captures its
/// exit status and output.
enum Navsim {
    struct Result: Sendable {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The repository root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built binary: next to the test runner, or in the bundle's directory.
    static var binary: URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
            root.appendingPathComponent(".build/debug"),
        ].map { $0.appendingPathComponent("navsim") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The shipped scenario files, relative to the repository root, sorted.
    static var scenarios: [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("scenarios").path)) ?? []
        return names.filter { $0.hasSuffix(".json") && $0 != "schema.json" }.sorted().map { "scenarios/" + $0 }
    }

    /// Runs `navsim` with arguments in a directory (the repository root by default).
    static func run(_ arguments: [String], in directory: URL = root) throws -> Result {
        guard let binary else { throw MissingBinary() }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("stdout")
        let err = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out)
        let errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Result(
            status: process.terminationStatus,
            stdout: try String(contentsOf: out, encoding: .utf8),
            stderr: try String(contentsOf: err, encoding: .utf8))
    }

    struct MissingBinary: Error, CustomStringConvertible {
        var description: String { "the navsim binary was not built next to the tests (run swift build first)" }
    }

    /// Parses JSON output.
    static func json(_ text: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8))
    }
}
