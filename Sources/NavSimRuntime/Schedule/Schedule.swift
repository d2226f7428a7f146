/// Everything needed to replay one run exactly: versions, parameters, seed, strategy and choices.
///
/// A choice is the index of the job run among the runnable ones (oldest first), recorded at every
/// step where there were at least two. Replaying applies the choices in order; past the last one
/// the strategy continues from the seed (or, for a shrunk schedule, the oldest job runs: see
/// ``afterChoices``), so a shortened schedule is still deterministic.
///
/// A schedule travels as a short string (``encoded``, read back with ``init(parsing:expecting:)``)
/// or as JSON (`Codable`). A schedule recorded by another NavSim version, in another format, or with
/// other parameters is refused with a ``ScheduleError`` rather than replayed wrongly.
///
/// ```swift
/// let text = outcome.schedule!.encoded      // "navsim1;0.2.0;42;pct2h57;scenario=ab12;3a0b1"
/// let again = Simulation.replay(try Schedule(parsing: text), name: "race4", body)
/// ```
public struct Schedule: Sendable, Hashable, Codable {
    /// The current format of ``encoded`` and of the JSON form.
    public static let currentFormat = 1

    /// The format the schedule was written in.
    public var format: Int
    /// The NavSim version that recorded it (``NavSimRuntime/version``).
    public var version: String
    /// The seed.
    public var seed: UInt64
    /// The strategy, with its depth and horizon.
    public var strategy: SchedulingStrategy
    /// The caller's parameters (for example a scenario file's hash).
    public var parameters: [String: String]
    /// The recorded choices.
    public var choices: [Int]
    /// What happens past the last choice.
    public var afterChoices: AfterChoices

    /// What a replay does once the recorded choices are used up.
    public enum AfterChoices: String, Sendable, Hashable, Codable {
        /// The strategy continues from the seed, as if it had made the recorded choices itself.
        case continueFromSeed
        /// The oldest runnable job runs: the choices are all that differs from first-come,
        /// first-served. Shrunk schedules use this, so each remaining choice is a real deviation.
        case oldestFirst
    }

    /// Creates a schedule recorded by this runtime.
    ///
    /// - Parameters:
    ///   - seed: The seed.
    ///   - strategy: The strategy.
    ///   - parameters: The caller's parameters.
    ///   - choices: The choices.
    ///   - afterChoices: What happens past the last choice.
    public init(
        seed: UInt64,
        strategy: SchedulingStrategy,
        parameters: [String: String] = [:],
        choices: [Int] = [],
        afterChoices: AfterChoices = .continueFromSeed
    ) {
        self.format = Self.currentFormat
        self.version = NavSimRuntime.version
        self.seed = seed
        self.strategy = strategy
        self.parameters = parameters
        self.choices = choices
        self.afterChoices = afterChoices
    }

    /// The options that replay this schedule.
    public var options: SimulationOptions {
        SimulationOptions(
            seed: seed,
            strategy: strategy,
            parameters: parameters,
            prefix: choices,
            afterPrefix: afterChoices
        )
    }

    /// Checks that this schedule can be replayed here with `parameters`.
    ///
    /// - Parameter expected: The parameters the caller runs with, or `nil` to skip that check.
    /// - Throws: ``ScheduleError`` with ``ScheduleError/Code/unsupportedFormat``,
    ///   ``ScheduleError/Code/versionMismatch`` or ``ScheduleError/Code/parameterMismatch``.
    public func validate(parameters expected: [String: String]? = nil) throws(ScheduleError) {
        guard format == Self.currentFormat else {
            throw ScheduleError(
                .unsupportedFormat,
                "the schedule uses format \(format); this NavSim reads format \(Self.currentFormat)"
            )
        }
        guard version == NavSimRuntime.version else {
            throw ScheduleError(
                .versionMismatch,
                "the schedule was recorded by NavSim \(version) and this is NavSim \(NavSimRuntime.version); "
                    + "it would not replay the same interleaving: explore again to record a new one"
            )
        }
        guard let expected, expected != parameters else { return }
        let keys = Set(expected.keys).union(parameters.keys).sorted()
        let differences = keys.compactMap { key -> String? in
            let recorded = parameters[key]
            let current = expected[key]
            guard recorded != current else { return nil }
            return
                "\(key): recorded \(recorded.map { "'\($0)'" } ?? "nothing"), now \(current.map { "'\($0)'" } ?? "nothing")"
        }
        throw ScheduleError(
            .parameterMismatch,
            "the schedule was recorded with other parameters (\(differences.joined(separator: "; "))); "
                + "it would not replay the same run"
        )
    }
}
