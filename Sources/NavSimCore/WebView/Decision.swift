/// A policy as it reached the web view, with who decided it.
struct Decision<Policy: Sendable>: Sendable {
    /// The policy; `nil` when the completion handler was released uncalled.
    var policy: Policy?
    /// Who decided.
    var decidedBy: String
    /// What the deciding handler did.
    var effect: HandlerEffect?
    /// Whether the deadline decided.
    var byDeadline = false

    static var deadlineName: String { "(deadline)" }
}
