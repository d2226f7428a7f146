/// A namespace for scripts and message handlers (`WKContentWorld`): the page's world, the default
/// client world, or a named world.
public struct ContentWorld: Sendable, Hashable, CustomStringConvertible {
    /// The world's name.
    public let name: String

    /// Creates a named world.
    ///
    /// - Parameter name: The world's name.
    public init(name: String) { self.name = name }

    /// The page's own world (`WKContentWorld.page`), where handlers are added by default.
    public static let page = ContentWorld(name: "page")
    /// The default client world (`WKContentWorld.defaultClient`).
    public static let defaultClient = ContentWorld(name: "defaultClient")

    public var description: String { name }
}
