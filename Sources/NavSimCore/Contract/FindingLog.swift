import Synchronization

/// A thread-safe, append-only record of findings, shared by a web view, its completion handlers and its
/// user content controller.
///
/// Completion handlers can be called or released on any task, so the log is a lock-protected reference
/// rather than actor state. Each simulation or test creates its own: there is no global log.
///
/// WebKit raises an exception at a violation, and an app that does not catch it dies there. By default the
/// log records every finding and the app goes on, so one run shows everything that goes wrong; a log made
/// with `endsAtFirstViolation` keeps the first violation and nothing after it, so its counts are a real
/// app's (one finding where the default counts three for one stopped scheme task).
public final class FindingLog: Sendable {
    private let storage = Mutex<(findings: [Finding], ended: Bool)>(([], false))
    private let observer: (@Sendable (Finding) -> Void)?
    /// Whether the first violation ends the log, as it ends the app.
    public let endsAtFirstViolation: Bool

    /// Creates an empty log.
    ///
    /// - Parameters:
    ///   - endsAtFirstViolation: Whether the first violation (a WebKit exception) is the last finding
    ///     recorded, as the crash it causes ends the app; `false` records every finding.
    ///   - observer: Called with every finding as it is recorded (for example to put it in a
    ///     simulation's trace); called outside the log's lock.
    public init(endsAtFirstViolation: Bool = false, observer: (@Sendable (Finding) -> Void)? = nil) {
        self.endsAtFirstViolation = endsAtFirstViolation
        self.observer = observer
    }

    /// Appends a finding, unless the log has ended at a violation (``endsAtFirstViolation``).
    ///
    /// - Parameter finding: The finding to record.
    public func record(_ finding: Finding) {
        let recorded = storage.withLock { storage -> Bool in
            guard !storage.ended else { return false }
            storage.findings.append(finding)
            if endsAtFirstViolation, finding.severity == .violation { storage.ended = true }
            return true
        }
        if recorded { observer?(finding) }
    }

    /// Whether the log has ended at its first violation: the app would have died there.
    public var hasEnded: Bool { storage.withLock { $0.ended } }

    /// Every finding recorded so far, in the order recorded.
    public var all: [Finding] { storage.withLock { $0.findings } }

    /// The findings of at least the given severity.
    ///
    /// - Parameter severity: The lowest severity to include.
    /// - Returns: The matching findings in the order recorded.
    public func findings(atLeast severity: Finding.Severity) -> [Finding] {
        storage.withLock { $0.findings.filter { $0.severity >= severity } }
    }

    /// The number of findings recorded so far.
    public var count: Int { storage.withLock { $0.findings.count } }
}
