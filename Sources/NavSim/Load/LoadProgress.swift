/// Where a load run stands, for a progress line.
public struct LoadProgress: Sendable, Hashable {
    /// The phase running.
    public enum Phase: String, Sendable, Hashable {
        /// The warm-up, not measured.
        case warmUp = "warm-up"
        /// The measured phase.
        case measure = "measure"
    }

    /// The phase running.
    public var phase: Phase
    /// Events run so far in this phase.
    public var events: Int
    /// Time since the phase started.
    public var elapsed: Duration
    /// The phase's limit.
    public var limit: LoadProfile.Limit

    /// The fraction of the phase done, from 0 to 1.
    public var fraction: Double {
        switch limit {
        case .events(let count): count == 0 ? 1 : min(1, Double(events) / Double(count))
        case .duration(let duration):
            duration <= .zero ? 1 : min(1, elapsed / duration)
        }
    }

    /// One line: phase, percentage, events and rate.
    public var line: String {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let rate = seconds > 0 ? Double(events) / seconds : 0
        return "\(phase.rawValue) \(Int(fraction * 100))%  \(events) events  \(LoadReport.format(rate: rate))/s"
    }
}
