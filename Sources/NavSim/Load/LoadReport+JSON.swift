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
        self = try Self.decode(data, source: "'\(path)'")
    }

    /// Reads a report of any schema this version reads (``readableSchemas``): the current one as it is, an
    /// older one converted to the current form (its `schema` stays the one it was written in).
    ///
    /// - Parameters:
    ///   - data: The JSON.
    ///   - source: How to name the data in errors.
    /// - Returns: The report.
    /// - Throws: ``LoadReportError`` when it is not JSON, has a schema this version does not read, or lacks a
    ///   field its schema requires.
    public static func decode(_ data: Data, source: String = "the report") throws(LoadReportError) -> LoadReport {
        struct Header: Decodable { var schema: String? }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            throw LoadReportError("\(source) is not JSON")
        }
        let schema = header.schema ?? "none"
        do {
            switch schema {
            case Self.currentSchema: return try JSONDecoder().decode(LoadReport.self, from: data)
            case "navsim.bench/1": return try JSONDecoder().decode(LoadReportV1.self, from: data).current
            default:
                throw LoadReportError(
                    "\(source) has schema '\(schema)'; this navsim reads "
                        + Self.readableSchemas.map { "'\($0)'" }.joined(separator: " and "))
            }
        } catch let error as LoadReportError {
            throw error
        } catch {
            throw LoadReportError("\(source) is not a complete \(schema) report: \(error)")
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
