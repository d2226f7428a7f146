import NavSim

/// Whether to allow a navigation action (`WKNavigationActionPolicy`), with WebKit's raw values.
public enum WKNavigationActionPolicy: Int, Sendable {
    /// Cancel the navigation.
    case cancel = 0
    /// Allow the navigation.
    case allow = 1
    /// Turn the navigation into a download.
    case download = 2

    var core: NavigationActionPolicy {
        switch self {
        case .cancel: .cancel
        case .allow: .allow
        case .download: .download
        }
    }
}

/// Whether to allow a navigation response (`WKNavigationResponsePolicy`), with WebKit's raw values.
public enum WKNavigationResponsePolicy: Int, Sendable {
    /// Cancel the navigation.
    case cancel = 0
    /// Allow the navigation.
    case allow = 1
    /// Turn the navigation into a download.
    case download = 2

    var core: NavigationResponsePolicy {
        switch self {
        case .cancel: .cancel
        case .allow: .allow
        case .download: .download
        }
    }
}
