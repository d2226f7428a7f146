/// Why a navigation happened (`WKNavigationType`).
public enum NavigationType: String, Sendable, Hashable, CaseIterable, Codable {
    /// A link with an `href` was activated by the user.
    case linkActivated
    /// A form was submitted.
    case formSubmitted
    /// An item from the back-forward list was requested.
    case backForward
    /// The page was reloaded.
    case reload
    /// A form was resubmitted (for example by going back or reloading).
    case formResubmitted
    /// Any other reason, including `load(_:)` from the app and script-initiated navigations.
    case other
}
