import Foundation

extension OrderingReport {
    /// The report as JSON, with sorted keys so equal reports encode to equal bytes.
    ///
    /// An unknown policy (a claim that is not known statically) is written without a `policy` key.
    ///
    /// - Parameter pretty: Whether to indent the JSON.
    /// - Returns: The JSON text.
    /// - Throws: `EncodingError` if a value cannot be encoded.
    public func json(pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// Reads a report written by ``json(pretty:)``.
    ///
    /// - Parameter data: The JSON.
    /// - Returns: The report.
    /// - Throws: `DecodingError` for malformed JSON or a schema other than ``currentSchema``.
    public static func decode(_ data: Data) throws -> OrderingReport {
        let report = try JSONDecoder().decode(OrderingReport.self, from: data)
        guard report.schema == currentSchema else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [],
                    debugDescription: "schema '\(report.schema)' is not \(currentSchema)"
                )
            )
        }
        return report
    }
}
