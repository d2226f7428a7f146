/// What to do with a navigation action (`WKNavigationActionPolicy`).
public enum NavigationActionPolicy: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Cancel the navigation.
    case cancel
    /// Allow the navigation to continue.
    case allow
    /// Turn the navigation into a download.
    case download

    public var description: String { rawValue }
}

/// What to do with a navigation response (`WKNavigationResponsePolicy`).
public enum NavigationResponsePolicy: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Cancel the navigation.
    case cancel
    /// Allow the navigation to continue.
    case allow
    /// Turn the navigation into a download.
    case download

    public var description: String { rawValue }
}
