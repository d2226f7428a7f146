import Foundation

extension LoadReport {
    /// The report as JSON, keys sorted, pretty-printed.
    ///
    /// - Returns: The UTF-8 JSON.
    /// - Throws: An encoding error (not expected: every field is encodable).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads a report written by ``write(toFile:)`` or `navsim bench --json`.
    ///
    /// - Parameter path: The file.
    /// - Throws: ``LoadReportError`` when the file cannot be read, is not a report, or has another schema.
    public init(contentsOfFile path: String) throws(LoadReportError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw LoadReportError("cannot read '\(path)': \(error.localizedDescription)")
        }
        struct Header: Decodable { var schema: String? }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            throw LoadReportError("'\(path)' is not JSON")
        }
        guard header.schema == Self.currentSchema else {
            throw LoadReportError(
                "'\(path)' has schema '\(header.schema ?? "none")'; this navsim reads '\(Self.currentSchema)'")
        }
        do {
            self = try JSONDecoder().decode(LoadReport.self, from: data)
        } catch {
            throw LoadReportError("'\(path)' is not a complete \(Self.currentSchema) report: \(error)")
        }
    }

    /// Writes the report as JSON atomically: to a temporary file in the same directory, then `rename(2)`,
    /// so a reader never sees half a report.
    ///
    /// - Parameter path: The file.
    /// - Throws: ``LoadReportError`` when the file cannot be written.
    public func write(toFile path: String) throws(LoadReportError) {
        let data: Data
        do { data = try jsonData() } catch { throw LoadReportError("cannot encode the report: \(error)") }
        do {
            try AtomicFile.write(data + Data("\n".utf8), to: path)
        } catch {
            throw LoadReportError("cannot write '\(path)': \(error)")
        }
    }
}

/// A report that cannot be read or written.
public struct LoadReportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    init(_ description: String) { self.description = description }
}
