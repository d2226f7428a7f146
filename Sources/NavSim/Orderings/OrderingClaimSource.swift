/// Where the analysis read a handler's claims from.
public enum OrderingClaimSource: String, Sendable, Hashable, Codable, CustomStringConvertible {
    /// Declared: a built-in handler's rules, or a claim the handler states is its decision
    /// (``NavigationActionHandler/claimIsExact``).
    case declared
    /// Probed: the handler was run alone on every action of the corpus (``OrderingProbe``).
    case probed

    public var description: String { rawValue }
}
