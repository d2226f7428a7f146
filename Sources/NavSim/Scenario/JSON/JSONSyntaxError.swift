/// Text that is not JSON, with where the reader stopped.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column in characters, from 1.
    public var column: Int
    /// What was wrong.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - line: The line, from 1.
    ///   - column: The column, from 1.
    ///   - message: What was wrong.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}
