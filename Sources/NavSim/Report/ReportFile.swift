import Foundation

/// Writes report files (HTML, `.hgrm`) atomically, as `navsim bench --output` writes its JSON.
public enum ReportFile {
    /// Writes text to a file atomically: readers see the old content or the new, never a part.
    ///
    /// - Parameters:
    ///   - text: The content.
    ///   - path: The file.
    /// - Throws: ``ReportFileError`` with the path and the reason.
    public static func write(_ text: String, toFile path: String) throws(ReportFileError) {
        do {
            try AtomicFile.write(Data(text.utf8), to: path)
        } catch {
            throw ReportFileError(path: path, reason: "\(error)")
        }
    }
}
