/// Why evaluating JavaScript in the page failed (`WKErrorDomain`).
public struct JavaScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The error's code: WebKit's `WKErrorCode` where it has one.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Base: Int, Sendable, Hashable {
            case exceptionOccurred = 4
            case pageLeft = 1000
        }

        private let base: Base

        private init(_ base: Base) { self.base = base }

        /// `WKErrorJavaScriptExceptionOccurred` (4).
        public static let exceptionOccurred = Code(.exceptionOccurred)
        /// NavSim's own: the page was left before the script's promise settled.
        public static let pageLeft = Code(.pageLeft)

        /// The raw code.
        public var rawValue: Int { base.rawValue }

        public var description: String { "\(base) (\(base.rawValue))" }
    }

    /// What went wrong.
    public let code: Code
    /// The message: WebKit's for its codes, with the script's exception message.
    public let message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: What went wrong.
    ///   - message: The message.
    public init(_ code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The script threw: `A JavaScript exception occurred`, with the exception's message.
    ///
    /// - Parameter exception: The exception's message.
    /// - Returns: The error.
    public static func exception(_ exception: String) -> JavaScriptError {
        JavaScriptError(.exceptionOccurred, message: "A JavaScript exception occurred: \(exception)")
    }

    public var description: String { "WKErrorDomain \(code.rawValue): \(message)" }
}
