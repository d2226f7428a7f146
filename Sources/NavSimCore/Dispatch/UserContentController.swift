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
        let removed = registry.withLock { $0.strategies[world]?.removeValue(forKey: name) != nil }
        if removed { changes.add(1, ordering: .releasing) }
    }

    /// Removes every strategy of every world.
    public func removeAllScriptMessageHandlers() {
        registry.withLock { $0.strategies.removeAll() }
        changes.add(1, ordering: .releasing)
    }

    /// Adds a user script.
    ///
    /// - Parameter script: The script.
    public func addUserScript(_ script: UserScript) {
        registry.withLock { $0.userScripts.append(script) }
        changes.add(1, ordering: .releasing)
    }

    /// Removes every user script.
    public func removeAllUserScripts() {
        registry.withLock { $0.userScripts.removeAll() }
        changes.add(1, ordering: .releasing)
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
