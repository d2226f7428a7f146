/// A configuration WebKit refuses, with WebKit's message (`NSInvalidArgumentException` in an app).
public struct WebViewConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was refused.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Base: String, Sendable, Hashable {
            case handledNatively, invalidScheme, alreadyRegistered
        }

        private let base: Base

        private init(_ base: Base) { self.base = base }

        /// The scheme is one WebKit handles itself.
        public static let handledNatively = Code(.handledNatively)
        /// The scheme is not a valid URL scheme.
        public static let invalidScheme = Code(.invalidScheme)
        /// The scheme already has a handler.
        public static let alreadyRegistered = Code(.alreadyRegistered)

        public var description: String { base.rawValue }
    }

    /// What was refused.
    public let code: Code
    /// WebKit's message, word for word.
    public let message: String
    /// The exception WebKit raises.
    public var exception: String { WebKitMessages.invalidArgument }

    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "\(exception): \(message)" }
}
