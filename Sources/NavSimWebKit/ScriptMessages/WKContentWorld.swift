import NavSim

/// A JavaScript namespace (`WKContentWorld`): the page's, the app's default client world, or a named one.
public final class WKContentWorld: NSObject, Sendable {
    let core: ContentWorld

    private init(_ core: ContentWorld) { self.core = core }

    /// The page's own world.
    public static var page: WKContentWorld { WKContentWorld(.page) }
    /// The app's default world.
    public static var defaultClient: WKContentWorld { WKContentWorld(.defaultClient) }

    /// A named world.
    ///
    /// - Parameter name: The name.
    /// - Returns: The world.
    public static func world(name: String) -> WKContentWorld { WKContentWorld(ContentWorld(name: name)) }

    /// The world's name, `nil` for the page's.
    public var name: String? { core == .page ? nil : core.name }

    override public func isEqual(_ object: Any?) -> Bool { (object as? WKContentWorld)?.core == core }
    override public var hash: Int { core.hashValue }
}
