import Synchronization

/// The article's `page` strategy: counts the messages the page posts to `page`.
public final class PageScriptMessageStrategy: ScriptMessageStrategy {
    public static let identifier = "page"
    private let count = Atomic<Int>(0)

    /// Creates the strategy.
    public init() {}

    public func didReceive(_ message: ScriptMessage) { count.add(1, ordering: .relaxed) }

    /// The number of messages received.
    public var received: Int { count.load(ordering: .relaxed) }
}

/// The article's `user` strategy: counts the messages the page posts to `user`.
public final class UserScriptMessageStrategy: ScriptMessageStrategy {
    public static let identifier = "user"
    private let count = Atomic<Int>(0)

    /// Creates the strategy.
    public init() {}

    public func didReceive(_ message: ScriptMessage) { count.add(1, ordering: .relaxed) }

    /// The number of messages received.
    public var received: Int { count.load(ordering: .relaxed) }
}

/// A strategy that counts messages under any name, for scenarios and load runs. WebKit's messages call it
/// `ScriptMessageHandler`: it stands for the app's own handler.
public final class CountingScriptMessageStrategy: ScriptMessageStrategy, ClassNamedInMessages {
    public static let identifier = "counting"
    public let classNameInMessages = "ScriptMessageHandler"
    private let count = Atomic<Int>(0)

    /// Creates the strategy.
    public init() {}

    public func didReceive(_ message: ScriptMessage) { count.add(1, ordering: .relaxed) }

    /// The number of messages received.
    public var received: Int { count.load(ordering: .relaxed) }
}
