import Foundation

extension OrderingTimingReport {
    /// The report as JSON (`"schema": "navsim.orderings.timing/1"`), with sorted keys so equal reports
    /// encode to equal bytes.
    ///
    /// - Parameter pretty: Whether to indent the JSON.
    /// - Returns: The JSON text.
    /// - Throws: `EncodingError` if a value cannot be encoded.
    public func json(pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
