/// Allows every navigation: the article's `DefaultNavigationActionHandler`, usually last in a chain.
public struct AllowAllHandler: StaticNavigationActionHandler {
    public let name: String

    /// Creates the handler.
    ///
    /// - Parameter name: The handler's name in reports.
    public init(name: String = "AllowAll") { self.name = name }

    public func claim(_ action: NavigationAction) -> HandlerClaim { .decides(.allow) }
}

/// Cancels every navigation.
public struct CancelAllHandler: StaticNavigationActionHandler {
    public let name: String

    /// Creates the handler.
    ///
    /// - Parameter name: The handler's name in reports.
    public init(name: String = "CancelAll") { self.name = name }

    public func claim(_ action: NavigationAction) -> HandlerClaim { .decides(.cancel) }
}
