/// What one lane of a load run measured; lanes record without sharing anything and are merged at the end.
///
/// Every event issued ends in exactly one of ``completed``, ``cancelled`` and ``failed``:
/// - completed: the pipeline ran to its end: the navigation finished, or the chain decided it (a native
///   screen, a deep link, a tab switch cancel it in the page), became a download or a same-document
///   navigation, or a history action had nothing to load; the message reached its strategy;
/// - cancelled: the navigation was superseded, stopped or abandoned before it ended;
/// - failed: the navigation failed (provisionally or after commit), or the message's name had no handler.
///
/// In an open-loop run, events that were due but started too late to be useful are ``dropped`` and never
/// issued; those that started late but ran are counted in ``late`` too.
public struct LoadMetrics: Sendable, Hashable {
    /// Latency of whole navigations, from when each was due (open loop) or started (closed loop) to its end.
    public var navigationLatency = LatencyHistogram()
    /// Latency of script messages, from when each was due or started to its delivery.
    public var messageLatency = LatencyHistogram()
    /// Latency of the chain's decisions, from the first handler asked to the deciding one's answer.
    public var decisionLatency = LatencyHistogram()
    /// Decision latency by deciding handler, in chain order; the last slot is the chain's fallback.
    public var handlerLatency: [LatencyHistogram]
    /// Navigation outcomes by name (`finished`, `cancelledByPolicy`, `superseded`, …), only those seen.
    public var outcomes: [String: Int] {
        var outcomes: [String: Int] = [:]
        for (index, name) in Self.outcomeNames.enumerated() where outcomeCounts[index] > 0 {
            outcomes[name] = outcomeCounts[index]
        }
        return outcomes
    }
    /// Delivered messages by index in the profile's message list.
    public var messagesDelivered: [Int]
    /// Messages whose name had no handler, by index in the profile's message list.
    public var messagesUndefined: [Int]
    /// Events issued.
    public var issued = 0
    /// Events that ran to their end.
    public var completed = 0
    /// Events cancelled before they ended.
    public var cancelled = 0
    /// Events that failed.
    public var failed = 0
    /// Open loop: events due but not issued because their lane was too far behind.
    public var dropped = 0
    /// Open loop: events issued later than the lateness threshold after they were due.
    public var late = 0
    /// Navigations issued.
    public var navigations = 0
    /// Messages issued.
    public var messages = 0

    /// Creates empty metrics.
    ///
    /// - Parameters:
    ///   - handlers: The number of handlers in the chain.
    ///   - messageKinds: The number of messages in the profile's list.
    public init(handlers: Int, messageKinds: Int) {
        handlerLatency = Array(repeating: LatencyHistogram(), count: handlers + 1)
        messagesDelivered = Array(repeating: 0, count: messageKinds)
        messagesUndefined = Array(repeating: 0, count: messageKinds)
    }

    /// Whether every issued event is accounted for as completed, cancelled or failed.
    public var isConserved: Bool { issued == completed + cancelled + failed }

    /// Adds another lane's metrics.
    ///
    /// - Parameter other: The other lane's metrics, for the same profile.
    public mutating func merge(_ other: LoadMetrics) {
        navigationLatency.merge(other.navigationLatency)
        messageLatency.merge(other.messageLatency)
        decisionLatency.merge(other.decisionLatency)
        for index in handlerLatency.indices where index < other.handlerLatency.count {
            handlerLatency[index].merge(other.handlerLatency[index])
        }
        for index in outcomeCounts.indices { outcomeCounts[index] += other.outcomeCounts[index] }
        for index in messagesDelivered.indices where index < other.messagesDelivered.count {
            messagesDelivered[index] += other.messagesDelivered[index]
            messagesUndefined[index] += other.messagesUndefined[index]
        }
        issued += other.issued
        completed += other.completed
        cancelled += other.cancelled
        failed += other.failed
        dropped += other.dropped
        late += other.late
        navigations += other.navigations
        messages += other.messages
    }

    /// Records a navigation's outcome and latency.
    ///
    /// - Parameters:
    ///   - outcome: How the navigation ended.
    ///   - nanoseconds: Its latency.
    mutating func record(_ outcome: NavigationOutcome, nanoseconds: UInt64) {
        issued += 1
        navigations += 1
        navigationLatency.record(nanoseconds: nanoseconds)
        let slot = Self.slot(of: outcome.result)
        outcomeCounts[slot] += 1
        switch slot {
        case 0, 1, 2, 3, 6: completed += 1
        case 4, 5: cancelled += 1
        default: failed += 1
        }
    }

    /// Records a message's outcome and latency.
    ///
    /// - Parameters:
    ///   - outcome: Whether a strategy received it.
    ///   - kind: Its index in the profile's message list.
    ///   - nanoseconds: Its latency.
    mutating func record(_ outcome: ScriptMessageOutcome, kind: Int, nanoseconds: UInt64) {
        issued += 1
        messages += 1
        messageLatency.record(nanoseconds: nanoseconds)
        switch outcome {
        case .delivered:
            completed += 1
            messagesDelivered[kind] += 1
        case .undefined:
            failed += 1
            messagesUndefined[kind] += 1
        }
    }

    /// Navigation outcome counts by slot (see ``outcomeNames``).
    var outcomeCounts = [Int](repeating: 0, count: Self.outcomeNames.count)

    static let outcomeNames = [
        "finished", "cancelledByPolicy", "download", "sameDocument", "superseded", "abandoned", "nothingToLoad",
        "failedProvisional", "failed",
    ]

    static func slot(of result: NavigationOutcome.Result) -> Int {
        switch result {
        case .finished: 0
        case .cancelled: 1
        case .download: 2
        case .sameDocument: 3
        case .superseded: 4
        case .abandoned: 5
        case .nothingToLoad: 6
        case .failedProvisional: 7
        case .failed: 8
        }
    }
}
