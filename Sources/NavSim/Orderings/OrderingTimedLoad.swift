import NavSimCore

/// One navigation of a timing scenario: what is loaded, how, and when on the virtual clock.
///
/// ```swift
/// let loads = [
///     OrderingTimedLoad("https://link.example.com/product/1234", type: .other, at: .zero),
///     OrderingTimedLoad("https://example.com/about", type: .linkActivated, at: .milliseconds(5)),
/// ]
/// ```
public struct OrderingTimedLoad: Sendable, Hashable, Codable {
    /// The URL.
    public var url: String
    /// How it is navigated: `.other` for the app's load, `.linkActivated` for a tap.
    public var type: NavigationType
    /// When the load starts, from the start of the run.
    public var at: Duration
    /// How much later it may start: each seed picks a start in `at...at + jitter`, in whole milliseconds.
    public var jitter: Duration

    /// Creates a load.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - type: How it is navigated.
    ///   - at: When it starts.
    ///   - jitter: How much later it may start, chosen per seed.
    public init(_ url: String, type: NavigationType = .other, at: Duration = .zero, jitter: Duration = .zero) {
        self.url = url
        self.type = type
        self.at = at
        self.jitter = jitter
    }

    /// The start of this load under a seed: `at` plus a seed-derived whole number of milliseconds up to
    /// `jitter`.
    ///
    /// - Parameters:
    ///   - seed: The run's seed.
    ///   - index: The load's index in the scenario.
    /// - Returns: The start, from the start of the run.
    public func start(seed: UInt64, index: Int) -> Duration {
        let steps = jitter / .milliseconds(1)
        guard steps >= 1 else { return at }
        var z = seed &+ 0x9E37_79B9_7F4A_7C15 &* UInt64(index + 1)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return at + .milliseconds(Int(z % UInt64(Int(steps) + 1)))
    }
}
