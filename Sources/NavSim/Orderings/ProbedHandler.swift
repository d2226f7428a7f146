import NavSimCore

/// A handler's claims as probing found them: what it did, run alone, on each action of a corpus.
///
/// It is a ``NavigationActionHandler`` whose ``claim(_:)`` reads the probed table, so an
/// ``OrderingAnalysis`` reads a probed handler as it reads one that declares its claims; the report marks
/// its claims as probed (``OrderingClaimSource/probed``). An action that was not probed is
/// ``HandlerClaim/unknown``. Made by ``OrderingProbe``.
public struct ProbedHandler: NavigationActionHandler {
    /// The probed handler's name.
    public let name: String
    /// What the probe saw that a claim cannot say: a decision handler called and then passed on, released
    /// uncalled, a handler that never decided or threw. One sentence each, with how many actions.
    public let notes: [String]
    private let claims: [Key: HandlerClaim]

    /// An action as the table keys it: the request's `href` and the navigation type.
    struct Key: Hashable, Sendable {
        var href: String
        var type: NavigationType

        init(_ action: NavigationAction) {
            href = String(action.request.href)
            type = action.navigationType
        }
    }

    init(name: String, claims: [Key: HandlerClaim], notes: [String]) {
        self.name = name
        self.claims = claims
        self.notes = notes
    }

    /// How many actions were probed.
    public var probedActions: Int { claims.count }

    /// The probed claim, or ``HandlerClaim/unknown`` for an action that was not probed.
    ///
    /// - Parameter action: The action.
    /// - Returns: The claim.
    public func claim(_ action: NavigationAction) -> HandlerClaim {
        claims[Key(action)] ?? .unknown
    }
}
