/// Why a schedule cannot be read or replayed.
///
/// ```swift
/// do {
///     let schedule = try Schedule(parsing: text, expecting: ["scenario": hash])
/// } catch let error where error.code == .versionMismatch {
///     print(error)   // recorded by NavSim 0.1.0, this is 0.2.0: explore again
/// }
/// ```
public struct ScheduleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The category of a schedule error.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Storage: Hashable {
            case malformed
            case unsupportedFormat
            case versionMismatch
            case parameterMismatch
            case unreadable
        }

        private let storage: Storage

        private init(_ storage: Storage) {
            self.storage = storage
        }

        /// The text is not a schedule.
        public static let malformed = Code(.malformed)
        /// The schedule uses a format this runtime does not read.
        public static let unsupportedFormat = Code(.unsupportedFormat)
        /// The schedule was recorded by another NavSim version; it would not replay the same.
        public static let versionMismatch = Code(.versionMismatch)
        /// The schedule was recorded with other parameters (for example another scenario file).
        public static let parameterMismatch = Code(.parameterMismatch)
        /// The schedule file could not be read or written.
        public static let unreadable = Code(.unreadable)

        public var description: String {
            switch storage {
            case .malformed: "malformed"
            case .unsupportedFormat: "unsupported format"
            case .versionMismatch: "version mismatch"
            case .parameterMismatch: "parameter mismatch"
            case .unreadable: "unreadable"
            }
        }
    }

    /// The category.
    public let code: Code
    /// A sentence for the user, naming what differs and what to do.
    public let message: String

    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String {
        "Schedule \(code): \(message)"
    }
}
