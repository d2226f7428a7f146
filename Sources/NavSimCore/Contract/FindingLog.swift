import Synchronization

/// A thread-safe, append-only record of findings, shared by a web view, its completion handlers and its
/// user content controller.
///
/// Completion handlers can be called or released on any task, so the log is a lock-protected reference
/// rather than actor state. Each simulation or test creates its own: there is no global log.
public final class FindingLog: Sendable {
    private let storage = Mutex<[Finding]>([])
    private let observer: (@Sendable (Finding) -> Void)?

    /// Creates an empty log.
    ///
    /// - Parameter observer: Called with every finding as it is recorded (for example to put it in a
    ///   simulation's trace); called outside the log's lock.
    public init(observer: (@Sendable (Finding) -> Void)? = nil) {
        self.observer = observer
    }

    /// Appends a finding.
    ///
    /// - Parameter finding: The finding to record.
    public func record(_ finding: Finding) {
        storage.withLock { $0.append(finding) }
        observer?(finding)
    }

    /// Every finding recorded so far, in the order recorded.
    public var all: [Finding] { storage.withLock { $0 } }

    /// The findings of at least the given severity.
    ///
    /// - Parameter severity: The lowest severity to include.
    /// - Returns: The matching findings in the order recorded.
    public func findings(atLeast severity: Finding.Severity) -> [Finding] {
        storage.withLock { $0.filter { $0.severity >= severity } }
    }

    /// The number of findings recorded so far.
    public var count: Int { storage.withLock { $0.count } }
}
