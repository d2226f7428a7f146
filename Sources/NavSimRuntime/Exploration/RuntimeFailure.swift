/// Why a simulated run failed: a finding, a thrown error, a hang, a deadlock or an escape.
///
/// A failure is a value, not a crash: the run goes on to quiescence and the caller decides.
/// Two failures are *the same finding* when their ``kind`` and ``message`` match
/// (``isSameFinding(as:)``); where and when it happened may differ.
public struct RuntimeFailure: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The category of a failure.
    ///
    /// Domain code may add its own kinds with a string literal: `sim.fail(message, kind: "contract")`.
    public struct Kind: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
        /// The kind's name, as printed.
        public let name: String

        /// Creates a kind with a name.
        ///
        /// - Parameter name: The name printed in reports.
        public init(_ name: String) {
            self.name = name
        }

        /// Creates a kind from a literal.
        ///
        /// - Parameter value: The name printed in reports.
        public init(stringLiteral value: String) {
            self.name = value
        }

        /// A broken contract reported by domain code through ``SimulationContext/fail(_:kind:)``.
        public static let finding = Kind("finding")
        /// The body threw an error.
        public static let thrown = Kind("thrown")
        /// An expectation checked with ``SimulationContext/expect(_:_:)`` was false.
        public static let expectation = Kind("expectation")
        /// Nothing could run, no timer was pending, and the root task had not finished.
        public static let hang = Kind("hang")
        /// Like a hang, but the waiting tasks wait on each other in a cycle.
        public static let deadlock = Kind("deadlock")
        /// Work ran off the simulation executor, or spawned work was still pending at quiescence.
        public static let escape = Kind("escape")
        /// Code asserted or assumed an actor's isolation (`MainActor.assertIsolated`, `assumeIsolated`)
        /// where it did not run on that actor. The concurrency runtime would stop the process; the
        /// simulation records it and goes on, so the run is reported with its schedule.
        public static let isolation = Kind("isolation")
        /// Two accesses to a ``SharedCell``, one of them a write, with nothing ordering them.
        public static let dataRace = Kind("data-race")
        /// The run exceeded ``SimulationOptions/maxSteps``: a livelock or an endless timer loop.
        public static let stepLimit = Kind("step-limit")

        public var description: String { name }

        /// Decodes a kind from its name.
        ///
        /// - Parameter decoder: The decoder to read from.
        /// - Throws: Whatever the decoder throws.
        public init(from decoder: any Decoder) throws {
            self.name = try decoder.singleValueContainer().decode(String.self)
        }

        /// Encodes the kind as its name.
        ///
        /// - Parameter encoder: The encoder to write to.
        /// - Throws: Whatever the encoder throws.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(name)
        }
    }

    /// The category.
    public var kind: Kind
    /// What went wrong, stable across schedules that fail the same way.
    public var message: String
    /// Tasks that had not finished when the failure was detected, with their last event.
    public var pendingTasks: [String]
    /// Virtual time of the failure (wall time since start in real mode).
    public var time: Duration
    /// The scheduling step at which it was detected.
    public var step: Int
    /// The task that reported it, when known.
    public var task: String?

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - kind: The category.
    ///   - message: What went wrong.
    ///   - pendingTasks: Unfinished tasks, described.
    ///   - time: When it happened.
    ///   - step: The step at which it was detected.
    ///   - task: The reporting task.
    public init(
        kind: Kind,
        message: String,
        pendingTasks: [String] = [],
        time: Duration = .zero,
        step: Int = 0,
        task: String? = nil
    ) {
        self.kind = kind
        self.message = message
        self.pendingTasks = pendingTasks
        self.time = time
        self.step = step
        self.task = task
    }

    /// Whether `other` is the same finding: same kind and message.
    ///
    /// - Parameter other: The failure to compare with.
    /// - Returns: `true` when kind and message match.
    public func isSameFinding(as other: RuntimeFailure) -> Bool {
        kind == other.kind && message == other.message
    }

    public var description: String {
        var text = "\(kind): \(message)"
        if !pendingTasks.isEmpty {
            text += "\n  pending: " + pendingTasks.joined(separator: "\n           ")
        }
        return text
    }
}
