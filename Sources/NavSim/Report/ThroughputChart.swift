/// Events per second over a load run's measured phase, with the run's accounting: every event issued is
/// completed, cancelled or failed (the conservation line).
public struct ThroughputChart: Sendable, Hashable {
    /// One interval's rate.
    public struct Point: Sendable, Hashable {
        /// Seconds since the phase started, at the end of the interval.
        public var seconds: Double
        /// Events per second over the interval.
        public var eventsPerSecond: Double

        /// Creates a point.
        ///
        /// - Parameters:
        ///   - seconds: The interval's end.
        ///   - eventsPerSecond: The rate over it.
        public init(seconds: Double, eventsPerSecond: Double) {
            self.seconds = seconds
            self.eventsPerSecond = eventsPerSecond
        }
    }

    /// The rate over each interval, in time order.
    public var points: [Point]
    /// The run's mean rate.
    public var meanEventsPerSecond: Double
    /// The measured phase's length.
    public var seconds: Double
    /// Events issued.
    public var issued: Int
    /// Events completed.
    public var completed: Int
    /// Events cancelled.
    public var cancelled: Int
    /// Events failed.
    public var failed: Int

    /// Creates a chart.
    ///
    /// - Parameters:
    ///   - points: The rates.
    ///   - meanEventsPerSecond: The mean rate.
    ///   - seconds: The phase's length.
    ///   - issued: Events issued.
    ///   - completed: Events completed.
    ///   - cancelled: Events cancelled.
    ///   - failed: Events failed.
    public init(
        points: [Point], meanEventsPerSecond: Double, seconds: Double, issued: Int, completed: Int, cancelled: Int,
        failed: Int
    ) {
        self.points = points
        self.meanEventsPerSecond = meanEventsPerSecond
        self.seconds = seconds
        self.issued = issued
        self.completed = completed
        self.cancelled = cancelled
        self.failed = failed
    }

    /// Whether every event issued is accounted for.
    public var isConserved: Bool { issued == completed + cancelled + failed }

    /// `issued 1000 = completed 990 + cancelled 10 + failed 0 (conserved)`, as `navsim bench` prints it.
    public var conservationLine: String {
        "issued \(issued) = completed \(completed) + cancelled \(cancelled) + failed \(failed) "
            + (isConserved ? "(conserved)" : "(NOT CONSERVED)")
    }

    /// The rates of a run's cumulative samples: one point per interval between two samples.
    ///
    /// - Parameter samples: Events issued by each time, in time order.
    /// - Returns: The rates.
    public static func rates(of samples: [LoadDistribution.Sample]) -> [Point] {
        var points: [Point] = []
        var previous = LoadDistribution.Sample(seconds: 0, events: 0)
        for sample in samples where sample.seconds > previous.seconds {
            let rate = Double(sample.events - previous.events) / (sample.seconds - previous.seconds)
            points.append(Point(seconds: sample.seconds, eventsPerSecond: Swift.max(0, rate)))
            previous = sample
        }
        return points
    }
}
