/// A shorter schedule that fails with the same finding as the original.
public struct ShrinkResult: Sendable, Codable {
    /// The schedule before shrinking.
    public let original: Schedule
    /// The shrunk schedule: fewer recorded choices, same seed and strategy.
    public let schedule: Schedule
    /// The failure the shrunk schedule reproduces.
    public let failure: RuntimeFailure
    /// The shrunk run's trace.
    public let trace: Trace
    /// How many replays shrinking took.
    public let attempts: Int

    /// The number of choices before shrinking.
    public var originalLength: Int {
        original.choices.count
    }

    /// The number of choices after shrinking.
    public var shrunkLength: Int {
        schedule.choices.count
    }
}
