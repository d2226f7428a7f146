import NavSim

/// Script message handlers by name and content world, and user scripts (`WKUserContentController`), over
/// the core's controller: WebKit's duplicate-name rule records
/// `Attempt to add script message handler with name '<name>' when one already exists.`, a change made off
/// the main thread is the Main Thread Checker's finding, and handlers are held strongly.
@preconcurrency @MainActor
open class WKUserContentController: NSObject {
    /// The core's controller, shared by every configuration copied from this one.
    public let core: UserContentController
    /// The environment the controller was made in: its web views and log.
    nonisolated let environment: WebKitEnvironment
    private var scripts: [WKUserScript] = []

    /// Creates an empty controller; its findings go to the environment's log.
    override public init() {
        let environment = WebKitEnvironment.current
        self.environment = environment
        self.core = UserContentController(log: environment.log ?? FindingLog())
    }

    /// The user scripts, in the order added.
    public var userScripts: [WKUserScript] { scripts }

    /// Adds a handler for messages posted to `name` in the page's world.
    ///
    /// - Parameters:
    ///   - scriptMessageHandler: The handler; held strongly.
    ///   - name: The name.
    public func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        add(scriptMessageHandler, contentWorld: .page, name: name)
    }

    /// Adds a handler for messages posted to `name` in a content world.
    ///
    /// - Parameters:
    ///   - scriptMessageHandler: The handler; held strongly.
    ///   - world: The content world.
    ///   - name: The name.
    public func add(
        _ scriptMessageHandler: any WKScriptMessageHandler, contentWorld world: WKContentWorld, name: String
    ) {
        core.add(
            ScriptMessageHandlerAdapter(handler: scriptMessageHandler, controller: self), name: name, world: world.core)
    }

    /// Adds a handler that replies to messages posted to `name`.
    ///
    /// - Parameters:
    ///   - scriptMessageHandlerWithReply: The handler; held strongly.
    ///   - contentWorld: The content world.
    ///   - name: The name.
    public func addScriptMessageHandler(
        _ scriptMessageHandlerWithReply: any WKScriptMessageHandlerWithReply,
        contentWorld: WKContentWorld,
        name: String
    ) {
        core.add(
            ScriptMessageReplyAdapter(handler: scriptMessageHandlerWithReply, controller: self),
            name: name,
            world: contentWorld.core
        )
    }

    /// Removes the handler under `name` in the page's world; an unknown name does nothing.
    ///
    /// - Parameter name: The name.
    public func removeScriptMessageHandler(forName name: String) {
        core.removeScriptMessageHandler(forName: name)
    }

    /// Removes the handler under `name` in a content world; an unknown name does nothing.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - contentWorld: The content world.
    public func removeScriptMessageHandler(forName name: String, contentWorld: WKContentWorld) {
        core.removeScriptMessageHandler(forName: name, world: contentWorld.core)
    }

    /// Removes every handler of every world.
    public func removeAllScriptMessageHandlers() {
        core.removeAllScriptMessageHandlers()
    }

    /// Adds a user script; it runs in pages loaded afterwards.
    ///
    /// - Parameter userScript: The script.
    public func addUserScript(_ userScript: WKUserScript) {
        scripts.append(userScript)
        core.addUserScript(userScript.core)
    }

    /// Removes every user script.
    public func removeAllUserScripts() {
        scripts.removeAll()
        core.removeAllUserScripts()
    }
}
