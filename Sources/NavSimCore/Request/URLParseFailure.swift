/// Why a ``ParsedURL`` is invalid.
///
/// An invalid request is a value, never a crash: ``ParsedURL/init(_:)`` always returns, and an invalid result
/// carries one of these. The ``code`` is stable for matching; the ``description`` names the offending part of the
/// input for humans.
///
/// ```swift
/// let url = ParsedURL("https://example.com:99999/")
/// url.failure?.code == .portOutOfRange  // true
/// ```
public struct URLParseFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure. New codes may be added in later versions.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Kind: UInt8, Sendable, Hashable {
            case missingScheme
            case relativeToOpaqueBase
            case invalidBase
            case hostMissing
            case forbiddenHostCodePoint
            case invalidDomain
            case invalidIPv4
            case invalidIPv6
            case invalidPort
            case portOutOfRange
            case portNotAllowed
            case inputTooLong
        }

        private let kind: Kind

        private init(_ kind: Kind) {
            self.kind = kind
        }

        /// The input has no scheme and no base URL was given.
        public static let missingScheme = Code(.missingScheme)
        /// The input is relative but the base has an opaque path (`tel:`, `mailto:`), so only `#fragment` resolves.
        public static let relativeToOpaqueBase = Code(.relativeToOpaqueBase)
        /// The base URL itself is invalid.
        public static let invalidBase = Code(.invalidBase)
        /// A special URL (or one with credentials or a port) has an empty host.
        public static let hostMissing = Code(.hostMissing)
        /// The host contains a code point the URL Standard forbids (space, `<`, `^`, `|`, a control...).
        public static let forbiddenHostCodePoint = Code(.forbiddenHostCodePoint)
        /// The domain failed IDNA processing (a disallowed code point, invalid percent-encoded UTF-8, empty).
        public static let invalidDomain = Code(.invalidDomain)
        /// The host ends in a number but is not a valid IPv4 address.
        public static let invalidIPv4 = Code(.invalidIPv4)
        /// The bracketed host is not a valid IPv6 address.
        public static let invalidIPv6 = Code(.invalidIPv6)
        /// The port contains something other than ASCII digits.
        public static let invalidPort = Code(.invalidPort)
        /// The port is greater than 65535.
        public static let portOutOfRange = Code(.portOutOfRange)
        /// A port was given where the scheme has none (`file:`).
        public static let portNotAllowed = Code(.portNotAllowed)
        /// The input is longer than the parser's offsets can address.
        public static let inputTooLong = Code(.inputTooLong)

        /// A short, stable name for the code.
        public var description: String {
            switch kind {
            case .missingScheme: "missing scheme"
            case .relativeToOpaqueBase: "relative URL against an opaque base"
            case .invalidBase: "invalid base URL"
            case .hostMissing: "missing host"
            case .forbiddenHostCodePoint: "forbidden host code point"
            case .invalidDomain: "invalid domain"
            case .invalidIPv4: "invalid IPv4 address"
            case .invalidIPv6: "invalid IPv6 address"
            case .invalidPort: "invalid port"
            case .portOutOfRange: "port out of range"
            case .portNotAllowed: "port not allowed"
            case .inputTooLong: "input too long"
            }
        }
    }

    /// The kind of failure.
    public let code: Code
    /// The part of the input that caused the failure (a host, a port...), possibly empty.
    public let offendingPart: String

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - code: The kind of failure.
    ///   - offendingPart: The part of the input that caused it.
    public init(_ code: Code, offendingPart: String) {
        self.code = code
        self.offendingPart = offendingPart
    }

    /// A human description naming the offending part, such as `invalid port: "99999"`.
    public var description: String {
        offendingPart.isEmpty ? code.description : "\(code.description): \"\(offendingPart)\""
    }
}
