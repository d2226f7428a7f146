/// Why a scenario file cannot be used: one message naming the file, the JSON path, what was found,
/// what was expected and how to fix it.
///
/// ```swift
/// do {
///     _ = try Scenario(contentsOf: "scenarios/broken.json")
/// } catch {
///     print(error)
///     // scenarios/broken.json: $.workload.events: -5 is out of range. Expected a whole number
///     // from 1 to 100000000. Fix: set "events" to a value in that range, for example 1000.
/// }
/// ```
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The category of a scenario error.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Storage: Hashable {
            case unreadable
            case tooLarge
            case malformed
            case invalid
            case unsupportedVersion
        }

        private let storage: Storage

        private init(_ storage: Storage) { self.storage = storage }

        /// The file is missing or cannot be read.
        public static let unreadable = Code(.unreadable)
        /// The file is larger than ``Scenario/maximumFileSize``.
        public static let tooLarge = Code(.tooLarge)
        /// The file is not JSON (or is nested too deeply).
        public static let malformed = Code(.malformed)
        /// The JSON does not describe a valid scenario: a wrong type, an unknown field, a bad value.
        public static let invalid = Code(.invalid)
        /// The file's `"navsim"` format version is not one this NavSim reads.
        public static let unsupportedVersion = Code(.unsupportedVersion)

        public var description: String {
            switch storage {
            case .unreadable: "unreadable"
            case .tooLarge: "too large"
            case .malformed: "malformed"
            case .invalid: "invalid"
            case .unsupportedVersion: "unsupported version"
            }
        }
    }

    /// The category.
    public let code: Code
    /// The file, as the user named it.
    public let file: String
    /// The JSON path of the offending value (`$.workload.events`), or a line and column for bad JSON.
    public let path: String
    /// What is wrong.
    public let problem: String
    /// What was expected.
    public let expected: String
    /// How to fix it.
    public let fix: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The category.
    ///   - file: The file.
    ///   - path: Where in the file.
    ///   - problem: What is wrong.
    ///   - expected: What was expected.
    ///   - fix: How to fix it.
    public init(_ code: Code, file: String, path: String, problem: String, expected: String, fix: String) {
        self.code = code
        self.file = file
        self.path = path
        self.problem = problem
        self.expected = expected
        self.fix = fix
    }

    /// The message, on one line with control characters escaped (``TerminalText``): the found value and the
    /// JSON path come from the file.
    public var description: String {
        TerminalText.escaped("\(file): \(path): \(problem). Expected \(expected). Fix: \(fix).")
    }
}
