import Foundation

extension Scenario {
    /// Reads and checks a scenario file.
    ///
    /// The size is checked before reading (at most ``maximumFileSize``), nesting is limited, and the whole
    /// document is checked against the format before anything is built.
    ///
    /// - Parameter path: The file's path.
    /// - Throws: ``ScenarioError`` naming the file, the JSON path, what was expected and how to fix it.
    public init(contentsOf path: String) throws(ScenarioError) {
        func unreadable(_ problem: String, _ fix: String) -> ScenarioError {
            ScenarioError(
                .unreadable, file: path, path: "$", problem: problem, expected: "a readable scenario file (JSON)",
                fix: fix)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw unreadable("no such file", "check the path; 'navsim list' shows the shipped scenarios")
        }
        guard !isDirectory.boolValue else {
            throw unreadable("this is a directory", "name a .json file inside it")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= Self.maximumFileSize else {
            throw ScenarioError(
                .tooLarge, file: path, path: "$", problem: "the file is \(size / 1_048_576) MB",
                expected: "at most \(Self.maximumFileSize / 1_048_576) MB",
                fix: "describe the workload with \"events\", \"generate\" patterns and weights instead of listing it")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw unreadable("the file cannot be read (permissions?)", "make it readable: chmod a+r \(path)")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: Self.maximumFileSize + 1) ?? Data()
        } catch {
            throw unreadable("the file cannot be read: \(error.localizedDescription)", "check the file")
        }
        guard data.count <= Self.maximumFileSize else {
            throw ScenarioError(
                .tooLarge, file: path, path: "$", problem: "the file is larger than 10 MB",
                expected: "at most 10 MB", fix: "describe the workload with \"events\" and weights instead")
        }
        try self.init(parsing: Array(data), file: path)
    }

    /// Decodes and checks a scenario from its JSON text.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The name used in errors and reports.
    /// - Throws: ``ScenarioError``.
    public init(parsing bytes: [UInt8], file: String) throws(ScenarioError) {
        guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw ScenarioError(
                .malformed, file: file, path: "$", problem: "the file is empty",
                expected: "a JSON object with \"navsim\": \(ScenarioSchema.version)",
                fix: "start from a shipped scenario, such as scenarios/preset-default.json")
        }
        let value: JSONValue
        do {
            value = try JSONReader.parse(bytes)
        } catch {
            throw ScenarioError(
                .malformed, file: file, path: "line \(error.line), column \(error.column)", problem: error.message,
                expected: "JSON text (RFC 8259)", fix: "correct the JSON at that position")
        }
        if case .number(_, let literal) = value["navsim"] ?? .null, literal != "\(ScenarioSchema.version)" {
            throw ScenarioError(
                .unsupportedVersion, file: file, path: "$.navsim",
                problem: "format version \(literal) is not one this NavSim reads",
                expected: "\"navsim\": \(ScenarioSchema.version)",
                fix: "write \"navsim\": \(ScenarioSchema.version), or use the NavSim that wrote the file")
        }
        try SchemaChecker(file: file).check(value, object: ScenarioSchema.root, path: "$")
        var decoder = ScenarioDecoder(file: file)
        self = try decoder.scenario(value, digest: ScenarioDigest.hex(bytes))
    }
}
