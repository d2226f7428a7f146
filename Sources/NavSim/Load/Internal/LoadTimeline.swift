import Synchronization

/// The events a run has issued, sampled over its measured phase by one task and read once at the end:
/// the throughput-over-time plot of a report. A sample costs one wake-up per ``interval``, nothing on the
/// lanes (it reads their progress counters).
final class LoadTimeline: Sendable {
    /// How often the phase is sampled.
    static let interval: Duration = .milliseconds(50)

    private let collected = Mutex<[LoadDistribution.Sample]>([])

    /// Adds a sample.
    func append(seconds: Double, events: Int) {
        collected.withLock { $0.append(LoadDistribution.Sample(seconds: seconds, events: events)) }
    }

    /// The samples so far.
    var samples: [LoadDistribution.Sample] { collected.withLock { $0 } }
}
