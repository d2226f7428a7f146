import Foundation
import NavSimRuntime

/// How long something takes in a scenario: fixed, uniform in a range, or exponential with a mean
/// (capped at 1 hour). Draws come from the run's seeded generator, so a seed fixes every latency.
///
/// Written `"30ms"`, `"10ms..50ms"` or `"~20ms"`.
public enum LatencyDistribution: Sendable, Hashable, CustomStringConvertible {
    /// Always this long.
    case fixed(Duration)
    /// Uniform between the bounds.
    case uniform(Duration, Duration)
    /// Exponential with this mean.
    case exponential(mean: Duration)

    /// No latency.
    public static let zero = LatencyDistribution.fixed(.zero)

    init(parsing text: String) throws(ScenarioDuration.ParseError) {
        let trimmed = text.trimmingWhitespace
        if trimmed.hasPrefix("~") {
            self = .exponential(mean: try ScenarioDuration.parse(String(trimmed.dropFirst())))
        } else if let range = trimmed.firstRange(of: "..") {
            let low = try ScenarioDuration.parse(String(trimmed[..<range.lowerBound]))
            let high = try ScenarioDuration.parse(String(trimmed[range.upperBound...]))
            guard low <= high else {
                throw ScenarioDuration.ParseError(
                    reason: "the range's lower bound is above its upper bound", fix: "write the smaller bound first")
            }
            self = .uniform(low, high)
        } else {
            self = .fixed(try ScenarioDuration.parse(trimmed))
        }
    }

    /// A typical value: the fixed duration, a range's midpoint, the mean.
    public var typical: Duration {
        switch self {
        case .fixed(let duration): duration
        case .uniform(let low, let high): low + (high - low) / 2
        case .exponential(let mean): mean
        }
    }

    /// The least a draw can be.
    public var lowerBound: Duration {
        switch self {
        case .fixed(let duration): duration
        case .uniform(let low, _): low
        case .exponential: .zero
        }
    }

    /// Whether every draw is zero.
    public var isZero: Bool { self == .zero || self == .uniform(.zero, .zero) || self == .exponential(mean: .zero) }

    /// Draws a latency.
    ///
    /// - Parameter random: The run's seeded generator.
    /// - Returns: The latency; never negative, never above 1 hour.
    func draw(_ random: inout SplitMix64) -> Duration {
        switch self {
        case .fixed(let duration):
            return duration
        case .uniform(let low, let high):
            let span = (high - low) / .nanoseconds(1)
            return low + .nanoseconds(Int64(random.unit() * span))
        case .exponential(let mean):
            let nanoseconds = -log1p(-random.unit()) * (mean / .nanoseconds(1))
            return .nanoseconds(Int64(min(nanoseconds, 3.6e12)))
        }
    }

    public var description: String {
        switch self {
        case .fixed(let duration): ScenarioDuration.format(duration)
        case .uniform(let low, let high): "\(ScenarioDuration.format(low))..\(ScenarioDuration.format(high))"
        case .exponential(let mean): "~\(ScenarioDuration.format(mean))"
        }
    }
}
