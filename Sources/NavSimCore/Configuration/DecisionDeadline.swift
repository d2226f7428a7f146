/// How long a web view waits for a navigation decision, and what it does when none arrives.
///
/// WebKit itself waits forever: a decision handler kept alive and never called hangs the navigation.
/// A deadline turns that hang into a ``Finding/Kind/decisionDeadlineExceeded`` finding and a decision.
public struct DecisionDeadline: Sendable, Hashable {
    /// What to decide when the deadline passes.
    public enum Policy: String, Sendable, Hashable, Codable {
        /// Allow the navigation.
        case failOpen
        /// Cancel the navigation.
        case failClosed

        /// The policy applied.
        public var actionPolicy: NavigationActionPolicy { self == .failOpen ? .allow : .cancel }
    }

    /// How long to wait, on the web view's clock.
    public var duration: Duration
    /// What to decide when the deadline passes.
    public var policy: Policy

    /// Creates a deadline.
    ///
    /// - Parameters:
    ///   - duration: How long to wait, on the web view's clock.
    ///   - policy: What to decide when the deadline passes.
    public init(_ duration: Duration, policy: Policy) {
        self.duration = duration
        self.policy = policy
    }
}
