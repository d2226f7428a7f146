/// Routes script messages by name to their strategy: the Strategy pattern WebKit applies to
/// `postMessage`.
///
/// The dispatcher keeps a snapshot of its controller's registrations and refreshes it only when the
/// controller changes, so a dispatch is one atomic load, one dictionary lookup and one call: no lock,
/// no allocation.
///
/// - Complexity: O(1) expected per message.
public struct ScriptMessageDispatcher: Sendable {
    /// The controller whose registrations are dispatched to.
    public let controller: UserContentController
    private var version: Int
    private var pageStrategies: [String: any ScriptMessageStrategy]
    private var otherWorlds: [ContentWorld: [String: any ScriptMessageStrategy]]

    /// Creates a dispatcher.
    ///
    /// - Parameter controller: The controller whose registrations are dispatched to.
    public init(controller: UserContentController) {
        self.controller = controller
        let snapshot = controller.snapshot()
        self.version = snapshot.version
        var strategies = snapshot.strategies
        self.pageStrategies = strategies.removeValue(forKey: .page) ?? [:]
        self.otherWorlds = strategies
    }

    /// Finds the strategy for a name.
    ///
    /// - Parameters:
    ///   - name: The name the page posted to.
    ///   - world: The content world.
    /// - Returns: The strategy, or `nil` when `window.webkit.messageHandlers.<name>` is undefined.
    @inline(__always)
    public mutating func strategy(for name: String, in world: ContentWorld) -> (any ScriptMessageStrategy)? {
        if controller.version != version { self = ScriptMessageDispatcher(controller: controller) }
        // By name, as `ContentWorld`'s equality is: a literal compare, without the lazy `.page` global.
        if world.name == "page" { return pageStrategies[name] }
        return otherWorlds[world]?[name]
    }

    /// Delivers a message without a reply.
    ///
    /// Answers whether it was delivered, as a dictionary lookup and call would; ``strategy(for:in:)``
    /// names the receiver.
    ///
    /// - Parameter message: The message.
    /// - Returns: `false` when the name is undefined in the page's world.
    @discardableResult
    public mutating func dispatch(_ message: ScriptMessage) -> Bool {
        guard let strategy = strategy(for: message.name, in: message.world) else { return false }
        strategy.didReceive(message)
        return true
    }

    /// The page's error when it posts to a name with no handler.
    ///
    /// - Parameter name: The name.
    /// - Returns: Safari's TypeError text.
    public static func undefinedHandlerMessage(name: String) -> String {
        "TypeError: undefined is not an object (evaluating 'window.webkit.messageHandlers.\(name).postMessage')"
    }
}
