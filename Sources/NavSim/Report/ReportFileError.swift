/// A report file that cannot be written: the path and the reason.
public struct ReportFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// Why it cannot be written, as the system says it (`No such file or directory`).
    public var reason: String

    /// `cannot write 'out/report.html': No such file or directory`.
    public var description: String { "cannot write '\(path)': \(reason)" }
}
