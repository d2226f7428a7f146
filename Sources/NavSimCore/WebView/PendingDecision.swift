/// A decision the current navigation waits for from a completion handler or a deadline: the twin of
/// WebKit's policy listener (`WebFramePolicyListenerProxy`), which acts when the handler is called.
///
/// The handler may be called from any task while the web view is busy elsewhere. The web view applies a
/// decision that was made before its next step (``WebView/applyAnswersMade()``), so a load started right
/// after `decisionHandler(.allow)` finds the first navigation started, not waiting; the navigation's own
/// task, when it resumes, finds what was applied in ``applied`` and goes on from there.
///
/// Only the async path makes one: a decision known at once, or a chain awaited on the web view's
/// isolation, takes effect where it is made.
///
/// `@unchecked Sendable`: it is created, read and written on the web view's isolation only (the
/// completion handler resolves the gate, never this record); the closures that register it run there too.
final class PendingDecision: @unchecked Sendable {
    /// Which decision is awaited.
    enum Step {
        /// The action policy of a new navigation.
        case action
        /// The action policy of a redirect's target; the scheme task that redirected, if any.
        case redirect(target: ParsedURL, schemeTask: URLSchemeTask?)
        /// The response policy; the scheme task that responded, if any.
        case response(url: ParsedURL, insecureContent: Bool, schemeTask: URLSchemeTask?)
    }

    /// What applying the decision did.
    enum Applied {
        /// Not applied yet: the navigation's task applies it when it resumes.
        case notYet
        /// Applied and the navigation goes on (started, redirected, or its response allowed).
        case goesOn
        /// Applied and the navigation ended so.
        case ended(NavigationOutcome.Result)
    }

    /// The navigation deciding.
    let navigation: NavigationID
    /// The action asked about (for an action or redirect decision).
    let action: NavigationAction?
    /// Which decision is awaited.
    let step: Step
    /// Reads the action decision once made; set when the handler is handed out.
    var actionMade: (() -> Decision<NavigationActionPolicy>?)?
    /// Reads the response decision once made; set when the handler is handed out.
    var responseMade: (() -> Decision<NavigationResponsePolicy>?)?
    /// What applying it did.
    var applied = Applied.notYet

    /// Creates the record of an awaited decision.
    ///
    /// - Parameters:
    ///   - navigation: The navigation deciding.
    ///   - action: The action asked about, for an action or redirect decision.
    ///   - step: Which decision is awaited.
    init(navigation: NavigationID, action: NavigationAction?, step: Step) {
        self.navigation = navigation
        self.action = action
        self.step = step
    }
}
