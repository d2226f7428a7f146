/// How a simulation picks the next runnable job at each step.
///
/// Every strategy draws only from the simulation's seeded generator, so a seed fixes the schedule.
///
/// - ``random``: each runnable job is equally likely.
/// - ``pct(depth:horizon:)``: probabilistic concurrency testing. Tasks get random priorities, the
///   highest runs, and `depth - 1` change points (random steps up to `horizon`, counting only steps with
///   at least two runnable jobs, where a preemption can happen) demote the running task. A bug that needs
///   `d` ordering constraints is found with probability at least `1 / (n · k^(d-1))` per schedule, for
///   `n` tasks and `k` such steps.
/// - ``pos``: partial-order sampling (Yuan, Yang and Gu, CAV 2018). Each runnable job gets a random
///   priority and the highest runs; after each step the jobs that race with the one that ran (a
///   simulated primitive's operation on the same object, or a job whose object is unknown) draw new
///   priorities, and the others keep theirs.
/// - ``fifo``: the oldest runnable job, always; one schedule per program.
///
/// ```swift
/// let options = SimulationOptions(seed: 7, strategy: .pct(depth: 2))
/// ```
public struct SchedulingStrategy: Sendable, Hashable, CustomStringConvertible {
    /// The strategy's cases, for code that must treat each one (the chooser switches over them).
    enum Kind: Hashable {
        case random
        case fifo
        case pos
        case pct(depth: Int, horizon: Int?)
    }

    let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// Picks uniformly among the runnable jobs.
    public static let random = SchedulingStrategy(.random)

    /// Runs jobs in the order they became runnable.
    public static let fifo = SchedulingStrategy(.fifo)

    /// Partial-order sampling: random priorities per runnable job, drawn again after each step for the
    /// jobs that race with the one that ran.
    ///
    /// A job that resumes a task at a simulated primitive (``SimulatedAtomic``, ``SimulatedMutex``, a
    /// queue, a group or a semaphore) races with the jobs that resume at the same object; any other job
    /// races with every job. Two operations on different objects keep their relative order, so an
    /// ordering that needs one task to get ahead of another on one object is sampled more evenly than
    /// by ``random``.
    public static let pos = SchedulingStrategy(.pos)

    /// Probabilistic concurrency testing with `depth - 1` priority change points.
    ///
    /// - Parameters:
    ///   - depth: The bug depth to target, at least 1 (1 means priorities only, no change points).
    ///   - horizon: The number of steps with a choice (two or more runnable jobs) over which change points
    ///     are drawn. `nil` lets ``Explorer`` measure the program and use its most; a single run uses 100.
    /// - Returns: The strategy.
    public static func pct(depth: Int, horizon: Int? = nil) -> SchedulingStrategy {
        SchedulingStrategy(.pct(depth: max(1, depth), horizon: horizon.map { max(1, $0) }))
    }

    /// The PCT depth, or `nil` for other strategies.
    public var depth: Int? {
        if case .pct(let depth, _) = kind { return depth }
        return nil
    }

    /// The PCT horizon, or `nil` when unset or for other strategies.
    public var horizon: Int? {
        if case .pct(_, let horizon) = kind { return horizon }
        return nil
    }

    /// The same strategy with its PCT horizon set; other strategies are returned unchanged.
    ///
    /// - Parameter horizon: The number of steps over which change points are drawn.
    /// - Returns: The strategy with that horizon.
    public func withHorizon(_ horizon: Int) -> SchedulingStrategy {
        if case .pct(let depth, _) = kind { return .pct(depth: depth, horizon: horizon) }
        return self
    }

    /// A compact token: `random`, `fifo`, `pos`, `pct2` or `pct2h57`.
    public var description: String {
        switch kind {
        case .random: "random"
        case .fifo: "fifo"
        case .pos: "pos"
        case .pct(let depth, nil): "pct\(depth)"
        case .pct(let depth, let horizon?): "pct\(depth)h\(horizon)"
        }
    }

    /// Parses a token written by ``description``.
    ///
    /// - Parameter token: `random`, `fifo`, `pos`, `pct<depth>` or `pct<depth>h<horizon>`.
    public init?(parsing token: some StringProtocol) {
        switch token {
        case "random": self = .random
        case "fifo": self = .fifo
        case "pos": self = .pos
        default:
            guard token.hasPrefix("pct") else { return nil }
            let rest = token.dropFirst(3).split(separator: "h", omittingEmptySubsequences: false)
            guard rest.count == 1 || rest.count == 2, let depth = Int(rest[0]), depth >= 1 else { return nil }
            if rest.count == 2 {
                guard let horizon = Int(rest[1]), horizon >= 1 else { return nil }
                self = .pct(depth: depth, horizon: horizon)
            } else {
                self = .pct(depth: depth)
            }
        }
    }
}

extension SchedulingStrategy: Codable {
    /// Decodes the token form.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` for an unknown token.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let token = try container.decode(String.self)
        guard let strategy = SchedulingStrategy(parsing: token) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown strategy '\(token)'")
        }
        self = strategy
    }

    /// Encodes the token form.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
