/// The result of one run: its value or failure, its trace and the schedule that replays it.
public struct SimulationOutcome<Value: Sendable>: Sendable {
    /// The run's name.
    public let name: String
    /// What the body returned, or `nil` if it threw or never finished.
    public let value: Value?
    /// Every failure, in the order detected.
    public let failures: [RuntimeFailure]
    /// Every scheduling step and event.
    public let trace: Trace
    /// The schedule that replays this run exactly; `nil` in real mode.
    public let schedule: Schedule?
    /// The number of jobs run.
    public let steps: Int
    /// Virtual time at the end (wall time in real mode).
    public let elapsed: Duration
    /// Why the run ended before quiescence, as a crash ends an app: the first failure under
    /// ``SimulationOptions/endsAtFirstFailure``, or ``SimulationContext/end(_:)``'s reason; `nil` when the
    /// run went on to quiescence.
    public internal(set) var endReason: String? = nil

    /// The first failure, which caused the others if any.
    public var failure: RuntimeFailure? {
        failures.first
    }

    /// Whether the run finished without failure.
    public var succeeded: Bool {
        failures.isEmpty
    }

    /// The readable timeline of ``trace``.
    public var timeline: String {
        trace.timeline
    }
}
