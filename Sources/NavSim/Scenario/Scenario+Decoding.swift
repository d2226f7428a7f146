import Foundation

extension Scenario {
    /// Reads and checks a scenario file.
    ///
    /// The size is checked before reading (at most ``maximumFileSize``), nesting is limited, and the whole
    /// document is checked against the format before anything is built.
    ///
    /// - Parameter path: The file's path.
    /// - Throws: ``ScenarioError`` naming the file, the JSON path, what was expected and how to fix it: the first
    ///   problem; ``problems(inFileAt:limit:)`` reports all of them.
    public init(contentsOf path: String) throws(ScenarioError) {
        try self.init(parsing: try Self.read(path), file: path)
    }

    /// Decodes and checks a scenario from its JSON text.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The name used in errors and reports.
    /// - Throws: ``ScenarioError``: the first problem.
    public init(parsing bytes: [UInt8], file: String) throws(ScenarioError) {
        switch Self.decode(bytes, file: file, limit: 1) {
        case .success(let scenario):
            self = scenario
            source = bytes
        case .failure(let list): throw list.errors[0]
        }
    }

    /// Every problem in a scenario file, up to `limit`, each with its JSON path, what was found, what was
    /// expected and the fix.
    ///
    /// Problems of the format (types, ranges, required and unknown fields) are all reported; the checks that
    /// need a well-formed document (handler names, routes, URLs) run only when the format holds, and report
    /// their first problem.
    ///
    /// ```swift
    /// let problems = Scenario.problems(inFileAt: "broken.json")
    /// for problem in problems { print("error: \(problem)") }
    /// ```
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - limit: The most problems reported.
    /// - Returns: The problems; empty for a valid file.
    public static func problems(inFileAt path: String, limit: Int = 20) -> [ScenarioError] {
        do {
            switch decode(try read(path), file: path, limit: limit) {
            case .success: return []
            case .failure(let list): return list.errors
            }
        } catch {
            return [error]
        }
    }

    private static func decode(_ bytes: [UInt8], file: String, limit: Int) -> Result<Scenario, ScenarioErrorList> {
        guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            return .failure(
                ScenarioErrorList(errors: [
                    ScenarioError(
                        .malformed, file: file, path: "$", problem: "the file is empty",
                        expected: "a JSON object with \"navsim\": \(ScenarioSchema.version)",
                        fix: "start from a shipped scenario, such as scenarios/preset-default.json")
                ]))
        }
        let value: JSONValue
        do {
            value = try JSONReader.parse(bytes)
        } catch {
            return .failure(
                ScenarioErrorList(errors: [
                    ScenarioError(
                        .malformed, file: file, path: "line \(error.line), column \(error.column)",
                        problem: error.message, expected: "JSON text (RFC 8259)",
                        fix: "correct the JSON at that position")
                ]))
        }
        if case .number(_, let literal) = value["navsim"] ?? .null, literal != "\(ScenarioSchema.version)" {
            return .failure(
                ScenarioErrorList(errors: [
                    ScenarioError(
                        .unsupportedVersion, file: file, path: "$.navsim",
                        problem: "format version \(literal) is not one this NavSim reads",
                        expected: "\"navsim\": \(ScenarioSchema.version)",
                        fix: "write \"navsim\": \(ScenarioSchema.version), or use the NavSim that wrote the file")
                ]))
        }
        var checker = SchemaChecker(file: file, limit: max(1, limit))
        checker.check(value, object: ScenarioSchema.root, path: "$")
        guard checker.errors.isEmpty else { return .failure(ScenarioErrorList(errors: checker.errors)) }
        var decoder = ScenarioDecoder(file: file)
        do {
            return .success(try decoder.scenario(value, digest: ScenarioDigest.hex(bytes)))
        } catch {
            return .failure(ScenarioErrorList(errors: [error]))
        }
    }

    /// The file's bytes, its size checked first.
    private static func read(_ path: String) throws(ScenarioError) -> [UInt8] {
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
        guard size <= maximumFileSize else {
            throw ScenarioError(
                .tooLarge, file: path, path: "$", problem: "the file is \(size / 1_048_576) MB",
                expected: "at most \(maximumFileSize / 1_048_576) MB",
                fix: "describe the workload with \"events\", \"generate\" patterns and weights instead of listing it")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw unreadable("the file cannot be read (permissions?)", "make it readable: chmod a+r \(path)")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
        } catch {
            throw unreadable("the file cannot be read: \(error.localizedDescription)", "check the file")
        }
        guard data.count <= maximumFileSize else {
            throw ScenarioError(
                .tooLarge, file: path, path: "$", problem: "the file is larger than 10 MB",
                expected: "at most 10 MB", fix: "describe the workload with \"events\" and weights instead")
        }
        return Array(data)
    }
}

/// Problems of one file, for `Result`.
struct ScenarioErrorList: Error {
    var errors: [ScenarioError]
}
