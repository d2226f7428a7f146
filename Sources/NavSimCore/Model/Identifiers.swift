/// Identifies a simulated web view within one simulation or load run.
public struct WebViewID: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The raw number, unique within a run.
    public let rawValue: Int

    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The raw number, unique within a run.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// Creates an identifier from an integer literal.
    ///
    /// - Parameter value: The raw number.
    public init(integerLiteral value: Int) { self.rawValue = value }

    public var description: String { "WebView#\(rawValue)" }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Identifies one navigation (`WKNavigation`) of a web view.
///
/// Numbers increase with every navigation a web view starts, so a late decision for an earlier
/// navigation can be told apart from one for the current load.
public struct NavigationID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The raw number, increasing per web view.
    public let rawValue: UInt64

    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The raw number.
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }

    public var description: String { "nav#\(rawValue)" }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Identifies a frame within a page; the main frame is always `FrameID.main`.
public struct FrameID: Hashable, Sendable, CustomStringConvertible {
    /// The raw number; `0` is the main frame.
    public let rawValue: Int

    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The raw number; `0` is the main frame.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// The main frame.
    public static let main = FrameID(0)

    public var description: String { rawValue == 0 ? "main" : "frame#\(rawValue)" }
}
