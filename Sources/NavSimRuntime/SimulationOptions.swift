/// The inputs that fix one schedule: seed, strategy, caller parameters and limits.
///
/// ```swift
/// let options = SimulationOptions(seed: 42, strategy: .pct(depth: 2), parameters: ["scenario": hash])
/// ```
public struct SimulationOptions: Sendable, Hashable {
    /// The seed of every random choice.
    public var seed: UInt64
    /// How the next job is picked.
    public var strategy: SchedulingStrategy
    /// Caller parameters recorded in the schedule (for example a scenario file's hash).
    public var parameters: [String: String]
    /// The most jobs a run may execute before it fails with ``RuntimeFailure/Kind/stepLimit``.
    public var maxSteps: Int
    /// Choices to replay before the strategy takes over (see ``Schedule/choices``).
    public var prefix: [Int]
    /// What happens once `prefix` is used up.
    public var afterPrefix: Schedule.AfterChoices
    /// Whether the first failure ends the run, as an uncaught exception ends an app: no job runs after
    /// the one that failed, and nothing it records afterwards counts. `false` (the default) records every
    /// failure and runs to quiescence, so one run reports everything that goes wrong.
    public var endsAtFirstFailure: Bool
    /// Whether the trace records how each job came to run (``Trace/causes``): the step that enqueued it, the
    /// steps of the simulated main actor and the tasks of each ``SimulatedQueue``, which a Perfetto export
    /// draws as flow arrows and queue tracks. Off by default: exploring needs none of it, and it costs an
    /// array per run.
    public var recordsCauses: Bool
    /// PCT's random draws fixed by a test that enumerates them (`PCTPlan`); `nil` draws them from the seed.
    var pctPlan: PCTPlan?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - seed: The seed.
    ///   - strategy: The scheduling strategy.
    ///   - parameters: Caller parameters recorded in the schedule.
    ///   - maxSteps: The step limit.
    ///   - prefix: Choices to replay first.
    ///   - afterPrefix: What happens once `prefix` is used up.
    ///   - endsAtFirstFailure: Whether the first failure ends the run, as a crash would.
    ///   - recordsCauses: Whether the trace records how each job came to run (``Trace/causes``).
    public init(
        seed: UInt64 = 0,
        strategy: SchedulingStrategy = .random,
        parameters: [String: String] = [:],
        maxSteps: Int = 1_000_000,
        prefix: [Int] = [],
        afterPrefix: Schedule.AfterChoices = .continueFromSeed,
        endsAtFirstFailure: Bool = false,
        recordsCauses: Bool = false
    ) {
        self.seed = seed
        self.strategy = strategy
        self.parameters = parameters
        self.maxSteps = maxSteps
        self.prefix = prefix
        self.afterPrefix = afterPrefix
        self.endsAtFirstFailure = endsAtFirstFailure
        self.recordsCauses = recordsCauses
    }
}
