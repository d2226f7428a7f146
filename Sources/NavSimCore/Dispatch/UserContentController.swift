import Synchronization

/// Registers script message strategies by name per content world, and user scripts
/// (`WKUserContentController`).
///
/// WebKit's rules, as findings rather than exceptions:
/// - adding a name that exists in that world records
///   `Attempt to add script message handler with name '<name>' when one already exists.` and keeps the
///   first handler; the same name in another world is allowed;
/// - removing an unknown name does nothing;
/// - the controller holds its strategies strongly.
///
/// A controller is a shared reference, as in WebKit: a configuration copied for a new window shares its
/// opener's controller, so adding the same names again is a duplicate.
public final class UserContentController: Sendable {
    private struct Registry {
        var strategies: [ContentWorld: [String: any ScriptMessageStrategy]] = [:]
        var userScripts: [UserScript] = []
    }

    private let registry = Mutex(Registry())
    private let changes = Atomic<Int>(0)
    /// The main thread of the web view on the main actor that uses this controller, if any: WebKit's API is
    /// main-thread-only, so a change made off it is a finding.
    private let mainThread = Mutex<(any MainThreadAccess)?>(nil)
    /// Where duplicate-name findings are recorded.
    public let log: FindingLog

    /// Creates an empty controller.
    ///
    /// - Parameter log: Where findings are recorded.
    public init(log: FindingLog = FindingLog()) {
        self.log = log
    }

    /// Adds a strategy under a name, as `add(_:name:)` / `add(_:contentWorld:name:)` do.
    ///
    /// - Parameters:
    ///   - strategy: The strategy; held strongly.
    ///   - name: The name the page posts to.
    ///   - world: The content world.
    /// - Returns: `false`, with a finding recorded, when the name already exists in that world.
    @discardableResult
    public func add(_ strategy: any ScriptMessageStrategy, name: String, world: ContentWorld = .page) -> Bool {
        checkMainThread("-[WKUserContentController addScriptMessageHandler:name:]")
        let added = registry.withLock { registry in
            if registry.strategies[world]?[name] != nil { return false }
            registry.strategies[world, default: [:]][name] = strategy
            return true
        }
        if added {
            changes.add(1, ordering: .releasing)
        } else {
            log.record(
                Finding(
                    kind: .duplicateScriptMessageHandler,
                    severity: .violation,
                    message: WebKitMessages.duplicateScriptMessageHandler(name: name),
                    exception: WebKitMessages.invalidArgument,
                    handler: className(of: strategy)
                )
            )
        }
        return added
    }

    /// Removes the strategy under a name; removing an unknown name does nothing.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - world: The content world.
    public func removeScriptMessageHandler(forName name: String, world: ContentWorld = .page) {
        checkMainThread("-[WKUserContentController removeScriptMessageHandlerForName:]")
        let removed = registry.withLock { $0.strategies[world]?.removeValue(forKey: name) != nil }
        if removed { changes.add(1, ordering: .releasing) }
    }

    /// Removes every strategy of every world.
    public func removeAllScriptMessageHandlers() {
        checkMainThread("-[WKUserContentController removeAllScriptMessageHandlers]")
        registry.withLock { $0.strategies.removeAll() }
        changes.add(1, ordering: .releasing)
    }

    /// Adds a user script.
    ///
    /// - Parameter script: The script.
    public func addUserScript(_ script: UserScript) {
        checkMainThread("-[WKUserContentController addUserScript:]")
        registry.withLock { $0.userScripts.append(script) }
        changes.add(1, ordering: .releasing)
    }

    /// Removes every user script.
    public func removeAllUserScripts() {
        checkMainThread("-[WKUserContentController removeAllUserScripts]")
        registry.withLock { $0.userScripts.removeAll() }
        changes.add(1, ordering: .releasing)
    }

    /// Ties the controller to the main thread of a web view on the main actor (done by the web view).
    func attach(_ mainThread: any MainThreadAccess) {
        self.mainThread.withLock { $0 = mainThread }
    }

    /// Records the Main Thread Checker's finding when `selector` is called off the main thread.
    private func checkMainThread(_ selector: String) {
        guard let mainThread = mainThread.withLock({ $0 }), !mainThread.isCurrent else { return }
        log.record(
            Finding(
                kind: .offMainThread,
                severity: .violation,
                message: WebKitMessages.mainThreadChecker(selector),
                handler: selector
            )
        )
    }

    /// The user scripts, in the order added.
    public var userScripts: [UserScript] { registry.withLock { $0.userScripts } }

    /// The names registered in a world, sorted.
    ///
    /// - Parameter world: The content world.
    /// - Returns: The names.
    public func names(in world: ContentWorld = .page) -> [String] {
        registry.withLock { ($0.strategies[world] ?? [:]).keys.sorted() }
    }

    /// The strategy registered under a name.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - world: The content world.
    /// - Returns: The strategy, or `nil`.
    public func strategy(named name: String, world: ContentWorld = .page) -> (any ScriptMessageStrategy)? {
        registry.withLock { $0.strategies[world]?[name] }
    }

    /// A counter that changes whenever registrations change, so dispatchers can cache a snapshot.
    public var version: Int { changes.load(ordering: .acquiring) }

    /// A copy of the registrations for lock-free dispatch.
    public func snapshot() -> (version: Int, strategies: [ContentWorld: [String: any ScriptMessageStrategy]]) {
        registry.withLock { registry in (changes.load(ordering: .acquiring), registry.strategies) }
    }
}
